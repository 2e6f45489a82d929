import {
  migrateStored,
  NewerVersionError,
  storedVersion,
  type VersionTable,
} from '@optolight/domain';
import { badRequest } from '../../http/errors';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A device's section edit in the shape this server stores
 * (docs/sync-protocol.md#rule-16-stored-sections-have-versions): `data` and `base` are brought up
 * from the version the device wrote them in (none named: version 1, last month's app). A field
 * the device's version did not know cannot have been edited there, so it keeps the base's value
 * (what the device was shown) instead of the step's default: an old app never resets a field a
 * newer one filled in. A version newer than the server knows is refused, visibly, never guessed.
 */
export function editUpToDate(
  name: string,
  edit: { data: unknown; base: unknown; schemaVersion?: number | undefined },
  table: VersionTable,
): { data: unknown; base: unknown } {
  const from = storedVersion(edit.schemaVersion);
  try {
    const data = migrateStored(name, edit.data, from, table);
    const base = migrateStored(name, edit.base, from, table);
    const [sent, shown] = [edit.data, edit.base];
    if (!isPlainObject(data) || !isPlainObject(sent) || !isPlainObject(shown))
      return { data, base };
    // Fields the device did not send but was shown (stored by a newer app): kept as shown.
    const kept = Object.fromEntries(
      Object.keys(data)
        .filter((k) => !Object.hasOwn(sent, k) && Object.hasOwn(shown, k))
        .map((k) => [k, shown[k]]),
    );
    return { data: { ...data, ...kept }, base };
  } catch (error) {
    if (error instanceof NewerVersionError)
      throw badRequest(
        'This change was saved by a newer version of Optolight than this server runs; it stays on the device until the server is updated.',
        { schemaVersion: 'Newer than this server knows' },
      );
    throw error;
  }
}
