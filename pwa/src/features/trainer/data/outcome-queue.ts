import { HomeOutcome } from '@optolight/domain';
import { guardQuota } from '../../../db/errors';
import type { TrainerDb } from './trainer-db';
import { TrainerSyncError, type TrainerTransport } from './transport';

/** Keeps a finished questionnaire on the device and queues it for the server, checked with the
 * server's own schema first (docs/outcome-measures.md#at-home). */
export async function saveHomeOutcome(db: TrainerDb, outcome: HomeOutcome, now = new Date()) {
  const valid = HomeOutcome.parse(outcome);
  await guardQuota(() =>
    db.outcomes.put({
      id: valid.id,
      outcome: valid,
      queuedAt: now.toISOString(),
      status: 'pending',
    }),
  );
}

/**
 * Sends waiting questionnaires, oldest first. Each keeps its id, so a send whose answer was lost
 * is stored once when sent again. Not linked (409) holds it to send at the next sync; a refusal
 * (400) keeps it, marked; no answer at all stops and leaves the rest waiting.
 */
export async function pushOutcomes(db: TrainerDb, transport: TrainerTransport): Promise<void> {
  const waiting = await db.outcomes.where('status').anyOf('pending', 'held').sortBy('queuedAt');
  for (const entry of waiting) {
    try {
      const result = await transport.sendOutcome(entry.outcome);
      await db.outcomes.update(entry.id, { status: 'sent', result, message: undefined });
    } catch (error) {
      if (!(error instanceof TrainerSyncError)) throw error;
      if (error.status === 409)
        await db.outcomes.update(entry.id, { status: 'held', message: error.message });
      else if (error.status === 400)
        await db.outcomes.update(entry.id, { status: 'rejected', message: error.message });
      else throw error;
    }
  }
}

/** Questionnaires the server has not taken yet: shown as "Waiting to send". */
export const waitingOutcomes = (db: TrainerDb) =>
  db.outcomes.where('status').anyOf('pending', 'held', 'rejected').sortBy('queuedAt');
