import { fixturePatients, fullMainEvaluation, fullProgressNote } from '@optolight/fixtures';
import { createRecord } from '../src/db/repo';
import type { OptolightDb } from '../src/db/schema';
import { addVisitEntry } from '../src/features/clinical/data/visit-entries';

/**
 * A patient (`patientId` `<prefix>-<n>`, first name `P<n>`) with a plan of care: a main
 * evaluation on `on`, certified from then to `to`, 12 visits authorized, `visits` visit entries
 * on `on`, and with `progressNote` a progress note on `on`.
 */
export async function plannedPatient(
  db: OptolightDb,
  plan: { n: number; on: string; to: string; visits?: number; progressNote?: boolean },
  prefix = 'D',
): Promise<{ patientId: string; evaluationId: string }> {
  const { n, on, to } = plan;
  const patientId = await createRecord(db, {
    kind: 'patient',
    parentId: null,
    sections: {
      info: {
        ...fixturePatients.maria,
        patientId: `${prefix}-${String(n)}`,
        firstName: `P${String(n)}`,
      },
    },
  });
  const evaluationId = await createRecord(db, {
    kind: 'mainEvaluation',
    parentId: patientId,
    sections: {
      appointment: { ...fullMainEvaluation.appointment, createdAt: on },
      longTermGoals: { ...fullMainEvaluation.longTermGoals, frequencyTreatmenTotalVisit: 12 },
      dischargePlan: {
        ...fullMainEvaluation.dischargePlan,
        certification: { ...fullMainEvaluation.dischargePlan.certification, from: on, to },
      },
    },
  });
  if (plan.progressNote)
    await createRecord(db, {
      kind: 'progressNote',
      parentId: evaluationId,
      sections: { appointment: { ...fullProgressNote.appointment, appointmentDate: on } },
    });
  for (let v = 0; v < (plan.visits ?? 0); v++)
    await addVisitEntry(evaluationId, { date: on, minutes: 30, done: 'Vergence' }, db);
  return { patientId, evaluationId };
}
