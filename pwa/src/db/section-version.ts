import {
  currentVersion,
  migrateStored,
  NewerVersionError,
  storedSectionVersions,
  storedVersion,
  type VersionTable,
} from '@optolight/domain';
import type { LocalSection } from './schema';

/**
 * Stored sections on this device, in this app's shape
 * (docs/sync-protocol.md#rule-16-stored-sections-have-versions). Rows stored by an older app
 * version are brought up on read with the same steps the server applies; rows pulled from a newer
 * app are left exactly as they are.
 */

/** The versions this app knows; tests set their own to play an app one version ahead. */
let table: VersionTable | undefined;
export const setVersionTable = (next: VersionTable | undefined) => {
  table = next;
};
export const appVersion = (name: string): number => currentVersion(name, table);
/** Every section's version in this app, as one string: stored rows were upgraded for it. */
export const appVersionsKey = (): string =>
  JSON.stringify(
    Object.entries(table ?? storedSectionVersions).map(([name, v]) => [name, v.version]),
  );

/** True when the row was written by a newer app than this one: never edited or overwritten. */
export const isNewerThanApp = (row: Pick<LocalSection, 'name' | 'schemaVersion'>): boolean =>
  storedVersion(row.schemaVersion) > appVersion(row.name);

/** Content of `name` written at `version`, in this app's shape; newer content throws. */
export const upToApp = (name: string, data: unknown, version: number | undefined): unknown =>
  migrateStored(name, data, storedVersion(version), table);

/** A stored row in this app's shape, or undefined when a newer app wrote it. */
export function rowUpToApp(row: LocalSection): LocalSection | undefined {
  if (isNewerThanApp(row)) return undefined;
  if (storedVersion(row.schemaVersion) === appVersion(row.name)) return row;
  return {
    ...row,
    data: upToApp(row.name, row.data, row.schemaVersion),
    serverData: upToApp(row.name, row.serverData, row.schemaVersion),
    schemaVersion: appVersion(row.name),
  };
}

/** The error a save over newer content meets: the data stays as the newer app left it. */
export const newerError = (row: LocalSection) =>
  new NewerVersionError(storedVersion(row.schemaVersion), appVersion(row.name));
