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
import { applyMutation, type ApplyContext } from './apply';
import { syncRepo } from './repo';

/** Registers a device of the account, or renames it when it registers again with a name. */
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
 * go on, so no entry can jam the queue behind it.
 */
export function push(
  storage: Storage,
  userId: string,
  deviceId: string,
  batch: MutationEnvelope[],
  options: Pick<ApplyContext, 'log' | 'versions'> = {},
): Promise<PushResponse> {
  const at = new Date().toISOString();
  return storage.write(async (tx) => {
    const device = await syncRepo.claimDevice(tx, deviceId, at);
    if (device?.userId !== userId) throw notFound('Device not found');
    let acked = device.lastSeq;
    const results: MutationResult[] = [];
    for (const m of [...batch].sort((a, b) => a.seq - b.seq)) {
      if (m.seq <= acked) {
        results.push(await replayed(tx, deviceId, m));
        continue;
      }
      if (m.seq !== acked + 1) break;
      const result = await applyOne(tx, { ownerId: userId, deviceId, at, ...options }, m);
      await syncRepo.storeResult(tx, deviceId, m.seq, m.mutationId, result, at);
      acked = m.seq;
      results.push(result);
    }
    await syncRepo.ackDevice(tx, deviceId, acked, at);
    return { results, ackedSeq: acked };
  });
}

/**
 * The answer to a seq applied before: its stored result when it is the same mutation; a seq
 * reused for another mutation is refused loudly, and neither change is lost from view.
 */
async function replayed(tx: Tx, deviceId: string, m: MutationEnvelope): Promise<MutationResult> {
  const stored = await syncRepo.storedMutation(tx, deviceId, m.seq);
  if (stored && stored.mutationId === m.mutationId) return stored.result;
  return {
    seq: m.seq,
    status: 'rejected',
    message: `Change ${m.seq} of this device was already used by another change; this one was not applied.`,
  };
}

async function applyOne(
  tx: Tx,
  ctx: Parameters<typeof applyMutation>[1],
  envelope: MutationEnvelope,
): Promise<MutationResult> {
  const rejected = (message: string, errors?: Record<string, string>): MutationResult => ({
    seq: envelope.seq,
    status: 'rejected',
    message,
    ...(errors ? { errors } : {}),
  });
  const parsed = Mutation.safeParse(envelope);
  if (!parsed.success) return rejected('This change is malformed', fieldErrors(parsed.error));
  try {
    // A savepoint: a refused mutation leaves no half-done writes behind.
    return await savepoint(tx, (sp) => applyMutation(sp, ctx, parsed.data));
  } catch (error) {
    if (error instanceof ZodError) {
      return rejected('Please correct the highlighted fields', fieldErrors(error));
    }
    if (error instanceof HttpError && error.statusCode < 500) {
      return rejected(error.message, error.errors);
    }
    // The database gave up the whole transaction (a deadlock, a serialization conflict): it is
    // run again from the start, where this change may well apply.
    if (isRetryableTransaction(error)) throw error;
    // Anything else (a constraint the rules missed): refused alone, logged without its content.
    ctx.log?.(error);
    return rejected('The server could not apply this change');
  }
}
