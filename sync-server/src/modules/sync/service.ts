import {
  Mutation,
  type MutationEnvelope,
  type MutationResult,
  type PushResponse,
} from '@optolight/contract';
import { ZodError } from 'zod';
import { isRetryableTransaction } from '../../db/errors';
import { savepoint, type Storage, type Tx } from '../../db/storage';
import { fieldErrors, HttpError, notFound } from '../../http/errors';
import { storedSectionVersions } from '@optolight/domain';
import { applyMutation, type ApplyContext } from './apply';
import { digestOf } from './digest';
import { SaveBatch } from './save-batch';
import { syncRepo } from './repo';

/** Registers a device of the member's account, or renames it when it registers again with a name. */
export function registerDevice(
  storage: Storage,
  userId: string,
  deviceId: string,
  name?: string,
): Promise<{ deviceId: string; ackedSeq: number }> {
  return storage.write(async (tx) => {
    const existing = await syncRepo.device(tx, deviceId);
    if (existing && existing.userId !== userId) throw notFound('Device not found');
    if (!existing)
      await syncRepo.insertDevice(tx, deviceId, userId, name || null, new Date().toISOString());
    else if (name && name !== existing.name) await syncRepo.nameDevice(tx, deviceId, name);
    return { deviceId, ackedSeq: existing?.lastSeq ?? 0 };
  });
}

/**
 * Applies a device's batch in one transaction, in seq order. A seq already applied answers its
 * stored result; a gap stops the batch. Each entry is checked and applied on its own: one that is
 * malformed or cannot apply (a rule, a constraint, anything) is answered 'rejected' and the rest
 * go on, so no entry can jam the queue behind it. Section saves that merge cleanly are decided
 * in memory and written together (save-batch.ts); the rest are applied one at a time.
 */
export function push(
  storage: Storage,
  actor: Pick<ApplyContext, 'ownerId' | 'memberId' | 'role'>,
  deviceId: string,
  batch: MutationEnvelope[],
  options: Pick<ApplyContext, 'log' | 'versions'> = {},
): Promise<PushResponse> {
  const at = new Date().toISOString();
  return storage.write(
    async (tx) => {
      const device = await syncRepo.claimDevice(tx, deviceId, at);
      // A device is its member's: another member's device, even in the same practice, is not found.
      if (device?.userId !== actor.memberId) throw notFound('Device not found');
      const ctx: ApplyContext = { ...actor, deviceId, at, ...options };
      const digest = (m: MutationEnvelope) =>
        digestOf(tx, actor.ownerId, m, ctx.versions ?? storedSectionVersions);
      const saves = new SaveBatch(tx, ctx);
      /** Entries decided in the batch, by their place in `results`, until it is written. */
      let held: { envelope: MutationEnvelope; index: number }[] = [];
      const results: MutationResult[] = [];
      const write = async () => {
        try {
          await saves.flush();
        } catch (error) {
          if (isRetryableTransaction(error)) throw error;
          // Written together, something failed that one at a time would refuse alone (the rules
          // missed a constraint): nothing of it was kept, so each entry is applied again alone.
          ctx.log?.(error);
          saves.drop();
          for (const { envelope, index } of held) {
            results[index] = await applyAlone(tx, ctx, envelope);
            await syncRepo.storeResult(
              tx,
              deviceId,
              envelope.seq,
              envelope.mutationId,
              results[index],
              at,
              await digest(envelope),
            );
          }
        }
        held = [];
      };

      const sorted = [...batch].sort((a, b) => a.seq - b.seq);
      await saves.load(sorted.flatMap((m) => (m.seq > device.lastSeq ? savedRecordId(m) : [])));
      let acked = device.lastSeq;
      for (const m of sorted) {
        if (m.seq <= acked) {
          await write();
          results.push(await replayed(tx, deviceId, m, digest));
          continue;
        }
        if (m.seq !== acked + 1) break;
        // The front desk's entries are each checked against its part of the practice, alone.
        const batched = ctx.role === 'frontDesk' ? undefined : await inBatch(saves, m);
        if (batched) {
          held.push({ envelope: m, index: results.length });
          saves.keepResult({
            deviceId,
            seq: m.seq,
            mutationId: m.mutationId,
            digest: await digest(m),
            result: batched,
            appliedAt: at,
          });
          results.push(batched);
        } else {
          await write();
          const result = await applyAlone(tx, ctx, m);
          saves.forget();
          await syncRepo.storeResult(
            tx,
            deviceId,
            m.seq,
            m.mutationId,
            result,
            at,
            await digest(m),
          );
          results.push(result);
        }
        acked = m.seq;
      }
      await write();
      await syncRepo.ackDevice(tx, deviceId, acked, at);
      return { results, ackedSeq: acked };
    },
    { practice: actor.ownerId },
  );
}

/** The record a pushed section save names, for reading ahead; none for anything else. */
const savedRecordId = (m: MutationEnvelope): string[] =>
  m.type === 'saveSection' && typeof m.recordId === 'string' ? [m.recordId] : [];

/**
 * The result of an entry the batch decides (a section save that merges cleanly, or one the rules
 * refuse, which changes nothing); undefined for one to apply alone.
 */
async function inBatch(
  saves: SaveBatch,
  envelope: MutationEnvelope,
): Promise<MutationResult | undefined> {
  const parsed = Mutation.safeParse(envelope);
  if (!parsed.success || parsed.data.type !== 'saveSection') return undefined;
  try {
    return await saves.save(parsed.data);
  } catch (error) {
    const refusal = refused(envelope, error);
    // Anything unexpected is left to the one-at-a-time path, which runs it in a savepoint.
    if (!refusal) return undefined;
    return refusal;
  }
}

/**
 * The answer to a seq applied before: its stored result when it is the same mutation; a seq
 * reused for another mutation, or a mutation id sent again with other content, is refused
 * loudly, and neither change is lost from view. A withdraw names the change it takes back by
 * its id: it is answered with what that change did.
 */
async function replayed(
  tx: Tx,
  deviceId: string,
  m: MutationEnvelope,
  digest: (m: MutationEnvelope) => Promise<string | null>,
): Promise<MutationResult> {
  const rejected = (message: string): MutationResult => ({
    seq: m.seq,
    status: 'rejected',
    message,
  });
  const stored = await syncRepo.storedMutation(tx, deviceId, m.seq);
  if (stored?.mutationId !== m.mutationId)
    return rejected(
      `Change ${m.seq} of this device was already used by another change; this one was not applied.`,
    );
  if (m.type !== 'withdraw' && stored.digest !== null && stored.digest !== (await digest(m)))
    return rejected(
      `Change ${m.seq} of this device was already applied with other content; this content was not applied.`,
    );
  return stored.result;
}

/** The answer to an entry the rules refuse; undefined for any other failure. */
function refused(envelope: MutationEnvelope, error: unknown): MutationResult | undefined {
  const rejected = (message: string, errors?: Record<string, string>): MutationResult => ({
    seq: envelope.seq,
    status: 'rejected',
    message,
    ...(errors ? { errors } : {}),
  });
  if (error instanceof ZodError) {
    return rejected('Please correct the highlighted fields', fieldErrors(error));
  }
  if (error instanceof HttpError && error.statusCode < 500) {
    return rejected(error.message, error.errors);
  }
  return undefined;
}

/** Applies one entry alone, in a savepoint: a refused entry leaves no half-done writes behind. */
async function applyAlone(
  tx: Tx,
  ctx: ApplyContext,
  envelope: MutationEnvelope,
): Promise<MutationResult> {
  const parsed = Mutation.safeParse(envelope);
  if (!parsed.success)
    return {
      seq: envelope.seq,
      status: 'rejected',
      message: 'This change is malformed',
      errors: fieldErrors(parsed.error),
    };
  try {
    return await savepoint(tx, (sp) => applyMutation(sp, ctx, parsed.data));
  } catch (error) {
    const refusal = refused(envelope, error);
    if (refusal) return refusal;
    // The database gave up the whole transaction (a deadlock, a serialization conflict): it is
    // run again from the start, where this change may well apply.
    if (isRetryableTransaction(error)) throw error;
    // Anything else (a constraint the rules missed): refused alone, logged without its content.
    ctx.log?.(error);
    return {
      seq: envelope.seq,
      status: 'rejected',
      message: 'The server could not apply this change',
    };
  }
}
