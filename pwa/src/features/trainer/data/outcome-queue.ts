import { byText, HomeOutcome } from '@optolight/domain';
import { guardQuota } from '../../../db/errors';
import type { QueuedOutcome, TrainerDb } from './trainer-db';
import { TrainerSyncError, type TrainerTransport } from './transport';

/** Keeps a finished questionnaire on the device and queues it for the server, checked with the
 * server's own schema first (docs/outcome-measures.md#at-home). The draft goes in the same
 * transaction: were it left behind, finishing it again would send the answers twice. */
export async function saveHomeOutcome(db: TrainerDb, outcome: HomeOutcome, now = new Date()) {
  const valid = HomeOutcome.parse(outcome);
  await guardQuota(() =>
    db.transaction('rw', db.outcomes, db.drafts, async () => {
      await db.outcomes.put({
        id: valid.id,
        outcome: valid,
        queuedAt: now.toISOString(),
        status: 'pending',
      });
      await db.drafts.delete('outcome');
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
      await db.outcomes.update(entry.id, {
        status: 'sent',
        result,
        message: undefined,
        sentAt: new Date().toISOString(),
      });
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

/** The questionnaire the server took last, for "Sent to your therapist on …". */
export async function lastSentOutcome(db: TrainerDb): Promise<QueuedOutcome | undefined> {
  const sent = await db.outcomes.where('status').equals('sent').toArray();
  return sent.sort((a, b) => byText(a.sentAt ?? '', b.sentAt ?? '')).at(-1);
}

/** Work on this device the server has not taken: queued rounds and questionnaires waiting to be
 * sent, held ones included. Logout warns about these before it removes the trainer database. */
export async function unsentCount(db: TrainerDb): Promise<number> {
  const [rounds, outcomes] = await Promise.all([
    db.queue.where('status').equals('pending').count(),
    db.outcomes.where('status').anyOf('pending', 'held').count(),
  ]);
  return rounds + outcomes;
}
