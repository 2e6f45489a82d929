import type { Mutation } from '@optolight/contract';
import { patientArchiveSection, visitEntrySection } from '@optolight/domain';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { conflicts } from '../../db/schema';
import type { Tx } from '../../db/storage';
import { forbidden } from '../../http/errors';
import { recordRepo } from '../records/repo';

/**
 * What the front desk's devices hold (docs/practices.md#the-front-desk): patients, their
 * evaluations as bare rows (so a visit has the plan it counts against) and visit entries; of
 * sections, only a patient's details, registration form and archive state, and visits. Never
 * the content of an evaluation or a note, a signature, an addendum or a home programme.
 */
export const frontDeskKinds = ['patient', 'mainEvaluation', 'visitEntry'] as const;
export const frontDeskSections = ['info', 'patientReg', patientArchiveSection, visitEntrySection];

/** What a device's feed carries: everything of the practice, or the front desk's part of it. */
export type FeedView = 'all' | 'frontDesk';
export const feedViewOf = (user: { role: string | null }): FeedView =>
  user.role === 'frontDesk' ? 'frontDesk' : 'all';

/** A feed's name as devices keep it: the practice and the view, not readable as either. */
export const feedId = (ownerId: string, view: FeedView) =>
  createHash('sha256').update(`${ownerId}:${view}`).digest('base64url').slice(0, 22);

/** The kinds the front desk may create, change and delete. */
const editable = new Set<string>(['patient', 'visitEntry']);
const sectionsOk = new Set(frontDeskSections);

const refuse = () =>
  forbidden(
    'The front desk registers patients and books visits; clinical records are not changed.',
  );

/** Refuses a queued change of a front-desk device that reaches beyond its part of the practice. */
export async function checkFrontDeskChange(tx: Tx, ownerId: string, m: Mutation): Promise<void> {
  const kindOf = async (id: string) => (await recordRepo.owned(tx, ownerId, id))?.kind;
  switch (m.type) {
    case 'createRecord':
      if (!editable.has(m.kind)) throw refuse();
      return;
    case 'saveSection': {
      const kind = await kindOf(m.recordId);
      // A record that is not there is answered as not found by the save itself.
      if (kind !== undefined && (!editable.has(kind) || !sectionsOk.has(m.section))) throw refuse();
      return;
    }
    case 'deleteRecord': {
      const kind = await kindOf(m.recordId);
      // Deleting a patient takes its evaluations with it: that is a clinician's decision.
      if (kind !== undefined && kind !== 'visitEntry') throw refuse();
      return;
    }
    case 'signRecord':
    case 'addAddendum':
      throw refuse();
    case 'resolveConflict': {
      const [conflict] = await tx
        .select({ section: conflicts.section })
        .from(conflicts)
        .where(and(eq(conflicts.id, m.conflictId), eq(conflicts.ownerId, ownerId)));
      if (conflict && !sectionsOk.has(conflict.section)) throw refuse();
      return;
    }
    case 'withdraw':
      return;
  }
}
