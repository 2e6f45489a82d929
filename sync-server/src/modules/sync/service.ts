import type { Mutation, MutationResult, PushResponse } from '@optolight/contract';
import { ZodError } from 'zod';
import type { Db } from '../../db/client';
import { fieldErrors, HttpError, notFound } from '../../http/errors';
import { inTransaction } from '../../db/statements';
import { applyMutation } from './apply';
import { syncRepo } from './repo';

export function registerDevice(
  db: Db,
  userId: string,
  deviceId: string,
): { deviceId: string; ackedSeq: number } {
  const existing = syncRepo.device(db, deviceId);
  if (existing && existing.userId !== userId) throw notFound('Device not found');
  if (!existing) syncRepo.insertDevice(db, deviceId, userId, new Date().toISOString());
  return { deviceId, ackedSeq: existing?.lastSeq ?? 0 };
}

/**
 * Applies a device's batch in one transaction, in seq order. A seq already applied answers its
 * stored result; a gap stops the batch. A refused mutation is answered 'rejected' and the rest go
 * on; any other failure rolls the whole batch back, so it can be sent again as it is.
 */
export function push(db: Db, userId: string, deviceId: string, batch: Mutation[]): PushResponse {
  const device = syncRepo.device(db, deviceId);
  if (device?.userId !== userId) throw notFound('Device not found');
  const at = new Date().toISOString();
  return inTransaction(db, () => {
    const tx = db;
    let acked = syncRepo.device(tx, deviceId)?.lastSeq ?? 0;
    const results: MutationResult[] = [];
    for (const m of [...batch].sort((a, b) => a.seq - b.seq)) {
      if (m.seq <= acked) {
        const stored = syncRepo.storedResult(tx, deviceId, m.seq);
        if (stored) results.push(stored);
        continue;
      }
      if (m.seq !== acked + 1) break;
      const result = applyOne(tx, { ownerId: userId, deviceId, at }, m);
      syncRepo.storeResult(tx, deviceId, m.seq, m.mutationId, result, at);
      acked = m.seq;
      results.push(result);
    }
    syncRepo.ackDevice(tx, deviceId, acked, at);
    return { results, ackedSeq: acked };
  });
}

function applyOne(db: Db, ctx: Parameters<typeof applyMutation>[1], m: Mutation): MutationResult {
  try {
    // A savepoint: a refused mutation leaves no half-done writes behind.
    return inTransaction(db, () => applyMutation(db, ctx, m));
  } catch (error) {
    if (error instanceof ZodError) {
      return {
        seq: m.seq,
        status: 'rejected',
        message: 'Please correct the highlighted fields',
        errors: fieldErrors(error),
      };
    }
    if (error instanceof HttpError && error.statusCode < 500) {
      return {
        seq: m.seq,
        status: 'rejected',
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      };
    }
    throw error;
  }
}
