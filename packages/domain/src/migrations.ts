/**
 * Versions of stored sections (docs/sync-protocol.md#rule-16-stored-sections-have-versions).
 * Sections live as JSON on devices and on the server for years, written by whichever app version
 * a tablet ran. Each section's file declares its version and the ordered steps that bring content
 * of an older version up to it, beside its schema, so a change of shape is written once and every
 * reader (server, device, report) applies the same steps.
 */

/** One step: content of version n in, content of version n + 1 out. Pure, total, never throws. */
export type Migration = (data: Record<string, unknown>) => Record<string, unknown>;

export interface SectionVersions {
  /** The version this app writes: one more than the steps it knows. */
  readonly version: number;
  /** `up[i]` turns version i + 1 into version i + 2. */
  readonly up: readonly Migration[];
}

/** A section's versions from its steps, oldest first. Version 1 is the shape from before
 * versions were recorded: content that names no version is version 1. */
export const sectionVersions = (up: readonly Migration[] = []): SectionVersions => ({
  version: up.length + 1,
  up,
});

/** Stored content of a version this app does not know yet: written by a newer app. */
export class NewerVersionError extends Error {
  constructor(
    readonly found: number,
    readonly known: number,
  ) {
    super(
      `This was saved by a newer version of Optolight (version ${found}, this app knows up to ${known}); update the app to edit it`,
    );
    this.name = 'NewerVersionError';
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored version as recorded: absent (written before versions existed) reads as 1. */
export const storedVersion = (v: number | undefined): number => v ?? 1;

/**
 * Brings content of version `from` up to the current version, step by step in order. Content
 * that is not an object is left as is: no step could read it, and the lenient reader lists it.
 * Content of a newer version throws NewerVersionError: it must never be read as today's shape
 * and written back, which would drop what the newer app added.
 */
export function migrateUp(versions: SectionVersions, data: unknown, from: number): unknown {
  if (from > versions.version) throw new NewerVersionError(from, versions.version);
  if (!isPlainObject(data)) return data;
  return versions.up.slice(Math.max(from, 1) - 1).reduce((content, step) => step(content), data);
}
