import type { TrainerRoundResult } from '@optolight/contract';
import { byInstant, sameValue, TrainerRound } from '@optolight/domain';
import type { Db, Storage } from '../../db/storage';
import { fieldErrors } from '../../http/errors';
import { homeRepo } from '../home/repo';
import { trainerRepo } from './repo';

/**
 * Stores a batch of rounds in one transaction. Each round is validated on its own with the shared
 * schema (totals recomputed from the trials); a replayed id of this account is a no-op, an id of
 * another account is refused and never reveals or touches that round. A round that arrives while
 * the account is linked to a professional, and was played since the link began, names the link
 * (docs/security.md#home-programme); after an unlink nothing new is shared.
 */
export function pushRounds(
  storage: Storage,
  ownerId: string,
  rounds: { id: string }[],
  now: Date,
): Promise<{ results: TrainerRoundResult[]; total: number }> {
  const at = now.toISOString();
  return storage.write(async (tx) => {
    const owners = await trainerRepo.owners(
      tx,
      rounds.map((r) => r.id),
    );
    const results: TrainerRoundResult[] = [];
    const fresh: TrainerRound[] = [];
    for (const raw of rounds) {
      const owner = owners.get(raw.id);
      const parsed = TrainerRound.safeParse(raw);
      if (owner !== undefined) {
        results.push(
          owner.ownerId !== ownerId
            ? { id: raw.id, status: 'refused', message: 'This round id is already taken.' }
            : isSameRound(owner.data, parsed.data)
              ? { id: raw.id, status: 'duplicate' }
              : {
                  id: raw.id,
                  status: 'refused',
                  message:
                    'This round id was already used for another round; this one was not stored.',
                },
        );
        continue;
      }
      if (!parsed.success) {
        results.push({
          id: raw.id,
          status: 'rejected',
          message: 'The round is not valid.',
          errors: fieldErrors(parsed.error),
        });
        continue;
      }
      // A second copy later in the same batch is a replay of this one.
      owners.set(raw.id, { ownerId, data: parsed.data });
      fresh.push(parsed.data);
      results.push({ id: raw.id, status: 'stored' });
    }
    if (fresh.length) {
      const link = await homeRepo.liveLinkOfAccount(tx, ownerId);
      const first = await trainerRepo.reserveSeqs(tx, fresh.length);
      for (const [i, round] of fresh.entries()) {
        // Shared with the linked professional only when played since the link began.
        const linkId = link && byInstant(round.startedAt, link.linkedAt) >= 0 ? link.id : null;
        await trainerRepo.insert(tx, ownerId, round, first + i, at, linkId);
      }
    }
    return { results, total: await trainerRepo.count(tx, ownerId) };
  });
}

/** A replay sends the round it sent before. A stored round is read as today's schema reads it
 * (start times of rounds kept before were not yet UTC), and compared as a value. */
function isSameRound(stored: unknown, sent: TrainerRound | undefined): boolean {
  const read = TrainerRound.safeParse(stored);
  return sent !== undefined && sameValue(read.success ? read.data : stored, sent);
}

export async function listRounds(db: Db, ownerId: string, since: number, limit: number) {
  const rows = await trainerRepo.page(db, ownerId, since, limit + 1);
  const page = rows.slice(0, limit);
  return {
    // Stored only after TrainerRound.safeParse succeeded; the contract checks it again on the way out.
    rounds: page.map((r) => r.data as TrainerRound),
    cursor: page.at(-1)?.seq ?? since,
    hasMore: rows.length > limit,
    total: await trainerRepo.count(db, ownerId),
  };
}
