import type { Mutation } from '@optolight/contract';
import { patientArchiveSection, StoredKind, visitEntrySection } from '@optolight/domain';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { conflicts } from '../../db/schema';
import type { Tx } from '../../db/storage';
import { forbidden } from '../../http/errors';
import { recordRepo } from '../records/repo';

/**
 * What the front desk's devices hold (docs/practices.md#the-front-desk): patients, their
 * evaluations and notes as bare rows (the visits a plan of care counts) and visit entries; of
 * sections, a patient's details, registration form and archive state, and visits, and the plan
 * of care's dates (below). Never the content of an evaluation or a note, a signature, an addendum
 * or a home programme.
 */
export const frontDeskKinds = StoredKind.exclude(['outcomeResult']).options;
export const frontDeskSections = ['info', 'patientReg', patientArchiveSection, visitEntrySection];

/**
 * What the due list reads of a plan of care, and nothing else of its sections: a visit's dates,
 * the visits the plan authorizes and its certification period. The front desk's feed carries
 * these sections cut down to that (`planDatesOf`); its devices never save them.
 */
const planDates: Record<string, (data: Record<string, unknown>) => Record<string, unknown>> = {
  appointment: (d) => pick(d, ['createdAt', 'appointmentDate']),
  longTermGoals: (d) =>
    pick(d, ['frequencyTreatmentWK', 'frequencyTreatmentWKS', 'frequencyTreatmenTotalVisit']),
  // The certification period as the form keeps it: its dates and discipline.
  dischargePlan: (d) => pick(d, ['certification']),
};
export const planDateSections = Object.keys(planDates);

const pick = (d: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in d).map((k) => [k, d[k]]));

/** A section as the front desk's feed carries it: a plan-of-care section cut to its dates. */
export function planDatesOf(name: string, data: unknown): unknown {
  const cut = planDates[name];
  if (!cut) return data;
  return typeof data === 'object' && data !== null ? cut(data as Record<string, unknown>) : {};
}

/** What a device's feed carries: everything of the practice, or the front desk's part of it. */
export type FeedView = 'all' | 'frontDesk';
export const feedViewOf = (user: { role: string | null }): FeedView =>
  user.role === 'frontDesk' ? 'frontDesk' : 'all';

/** A view's shape: a new one makes its devices download it again. The front desk's second
 * carries the plan of care's dates. */
const viewShape: Record<FeedView, string> = { all: '', frontDesk: ':2' };

/** A feed's name as devices keep it: the practice and the view, not readable as either. */
export const feedId = (ownerId: string, view: FeedView) =>
  createHash('sha256')
    .update(`${ownerId}:${view}${viewShape[view]}`)
    .digest('base64url')
    .slice(0, 22);

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
    case 'certifyPlan':
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
