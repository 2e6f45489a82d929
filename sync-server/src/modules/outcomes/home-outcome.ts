import type { OutcomeSaved } from '@optolight/contract';
import { OutcomeResult, outcomeResultSection, type HomeOutcome } from '@optolight/domain';
import type { Storage } from '../../db/storage';
import { HttpError } from '../../http/errors';
import type { AuthUser } from '../../plugins/auth';
import { requirePatient } from '../home/link';
import { homeRepo } from '../home/repo';
import { homeSource } from '../records/outcome-score';
import { recordRepo } from '../records/repo';
import { savedOf, storeOutcome } from './service';

const clash = () =>
  new HttpError(409, 'A different questionnaire was sent with this id. Send it with a new id.');

/**
 * A questionnaire a linked patient filled at home (docs/outcome-measures.md#at-home): stored
 * under the linked patient record as the professional's own result, scored by the server, so it
 * syncs to the professional's tablets. The id is the patient's device's: a retried upload with
 * the same answers is answered as the first one and stored once.
 */
export function saveMyOutcome(
  storage: Storage,
  user: AuthUser,
  body: HomeOutcome,
): Promise<OutcomeSaved> {
  requirePatient(user);
  const { id, ...answers } = body;
  return storage.write(async (tx) => {
    const link = await homeRepo.liveLinkOfAccount(tx, user.id);
    if (!link)
      throw new HttpError(
        409,
        'You are not linked to a therapist, so the questionnaire was not sent. Link with a code from your therapist and it is sent then.',
      );
    const { ownerId, patientId } = link;
    const existing = await recordRepo.byId(tx, id);
    if (!existing) return storeOutcome(tx, { id, ownerId, patientId, answers, source: homeSource });
    if (existing.ownerId !== ownerId || existing.parentId !== patientId) throw clash();
    const stored = OutcomeResult.safeParse(
      (await recordRepo.section(tx, id, outcomeResultSection))?.data,
    );
    if (!stored.success || !sameAnswers(stored.data, answers)) throw clash();
    return savedOf(id, stored.data);
  });
}

const sameAnswers = (a: OutcomeResult, b: Omit<HomeOutcome, 'id'>) =>
  a.instrument === b.instrument &&
  a.takenAt === b.takenAt &&
  JSON.stringify(a.answers) === JSON.stringify(b.answers);
