import type { Tx } from '../../db/storage';
import { recordRepo } from './repo';
import { mergeAndStoreSection, type SectionToStore, type SectionWritten } from './sections';

/**
 * A section save through the REST API (docs/sync-protocol.md, "Saves without a base"). A save
 * that names no base (no baseVersion, no If-Match) is based on the version REST last served or
 * stored for the section; a section REST never showed was edited from the empty form (version
 * 0). Changes made elsewhere since are merged, and a same-field clash is refused with a 409, so
 * a client holding an old copy never silently undoes them.
 */
export async function saveFromRest(
  tx: Tx,
  input: SectionToStore,
  named: number | undefined,
): Promise<SectionWritten> {
  const base = named ?? (await recordRepo.servedVersion(tx, input.recordId, input.name)) ?? 0;
  const written = await mergeAndStoreSection(
    tx,
    input,
    { kind: 'version', version: base },
    'refuse',
  );
  // After a merge the client holds its base plus its own edits, not what was stored: its next
  // save without a base must still be merged against that base.
  await recordRepo.storeServed(
    tx,
    input.recordId,
    input.name,
    written.merged.length ? base : written.version,
  );
  return written;
}

/** A REST create: the section it wrote is the version the client holds. */
export async function createFromRest(tx: Tx, input: SectionToStore): Promise<SectionWritten> {
  const written = await mergeAndStoreSection(tx, input, { kind: 'none' }, 'keep');
  await recordRepo.storeServed(tx, input.recordId, input.name, written.version);
  return written;
}
