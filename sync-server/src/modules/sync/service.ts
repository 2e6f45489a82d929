import {
  Mutation,
  type MutationEnvelope,
  type MutationResult,
  type PushResponse,
} from '@optolight/contract';
import { ZodError } from 'zod';
import type { Db } from '../../db/client';
import { fieldErrors, HttpError, notFound } from '../../http/errors';
import { inTransaction } from '../../db/statements';
import { applyMutation, type ApplyContext } from './apply';
import { syncRepo } from './repo';

/** Registers a device of the account, or renames it when it registers again with a name. */
export function registerDevice(
  db: Db,
  userId: string,
  deviceId: string,
  name?: string,
): { deviceId: string; ackedSeq: number } {
  const existing = syncRepo.device(db, deviceId);
  if (existing && existing.userId !== userId) throw notFound('Device not found');
  if (!existing)
    syncRepo.insertDevice(db, deviceId, userId, name || null, new Date().toISOString());
  else if (name && name !== existing.name) syncRepo.nameDevice(db, deviceId, name);
  return { deviceId, ackedSeq: existing?.lastSeq ?? 0 };
}

/**
 * Applies a device's batch in one transaction, in seq order. A seq already applied answers its
 * stored result; a gap stops the batch. Each entry is checked and applied on its own: one that is
 * malformed or cannot apply (a rule, a constraint, anything) is answered 'rejected' and the rest
 * go on, so no entry can jam the queue behind it.
 */
export function push(
  db: Db,
  userId: string,
  deviceId: string,
  batch: MutationEnvelope[],
  options: Pick<ApplyContext, 'log' | 'versions'> = {},
): PushResponse {
  const device = syncRepo.device(db, deviceId);
  if (device?.userId !== userId) throw notFound('Device not found');
  const at = new Date().toISOString();
  return inTransaction(db, () => {
    const tx = db;
    let acked = syncRepo.device(tx, deviceId)?.lastSeq ?? 0;
    const results: MutationResult[] = [];
    for (const m of [...batch].sort((a, b) => a.seq - b.seq)) {
      if (m.seq <= acked) {
        results.push(replayed(tx, deviceId, m));
        continue;
      }
      if (m.seq !== acked + 1) break;
      const result = applyOne(tx, { ownerId: userId, deviceId, at, ...options }, m);
      syncRepo.storeResult(tx, deviceId, m.seq, m.mutationId, result, at);
      acked = m.seq;
      results.push(result);
    }
    syncRepo.ackDevice(tx, deviceId, acked, at);
    return { results, ackedSeq: acked };
  });
}

/**
 * The answer to a seq applied before: its stored result when it is the same mutation; a seq
 * reused for another mutation is refused loudly, and neither change is lost from view.
 */
function replayed(tx: Db, deviceId: string, m: MutationEnvelope): MutationResult {
  const stored = syncRepo.storedMutation(tx, deviceId, m.seq);
  if (stored && stored.mutationId === m.mutationId) return stored.result;
  return {
    seq: m.seq,
    status: 'rejected',
    message: `Change ${m.seq} of this device was already used by another change; this one was not applied.`,
  };
}

function applyOne(
  db: Db,
  ctx: Parameters<typeof applyMutation>[1],
  envelope: MutationEnvelope,
): MutationResult {
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
    return inTransaction(db, () => applyMutation(db, ctx, parsed.data));
  } catch (error) {
    if (error instanceof ZodError) {
      return rejected('Please correct the highlighted fields', fieldErrors(error));
    }
    if (error instanceof HttpError && error.statusCode < 500) {
      return rejected(error.message, error.errors);
    }
    // Anything else (a constraint the rules missed): refused alone, logged without its content.
    ctx.log?.(error);
    return rejected('The server could not apply this change');
  }
}
