import type { CarePlan, Condition, Encounter, Goal } from 'fhir/r4';
import {
  authorizedVisits,
  planGoals,
  readSectionLeniently,
  type Diagnosis,
  type GoalGrade,
} from '@optolight/domain';
import type { ChartRecord } from './chart';
import { system, ucum } from './codes';
import { derivedId, ref } from './ids';
import { appointmentOf, byVisit, isClinical, kindLabel, visitDate, visitOf } from './visits';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** One encounter per evaluation, note and visit entry: its date, kind, services and signer. */
export function encounter(
  r: ChartRecord,
  patientId: string,
  practitionerOf: (r: ChartRecord) => string | undefined,
  conditionIds: readonly string[],
): Encounter {
  const date = visitDate(r);
  const entry = r.kind === 'visitEntry' ? visitOf(r) : null;
  const services = isClinical(r) ? appointmentOf(r).service : [];
  const practitioner = practitionerOf(r);
  return {
    resourceType: 'Encounter',
    id: r.id,
    status: 'finished',
    class: { system: system.actCode, code: 'AMB', display: 'ambulatory' },
    type: [{ coding: [{ system: system.recordKind, code: r.kind }], text: kindLabel(r) }],
    ...(services.length
      ? {
          serviceType: {
            coding: services.map((code) => ({ system: system.service, code })),
            text: services.join(', '),
          },
        }
      : {}),
    subject: ref(patientId),
    ...(practitioner ? { participant: [{ individual: ref(practitioner) }] } : {}),
    period: { start: date, end: date },
    ...(entry
      ? {
          length: { value: entry.minutes, system: system.ucum, ...ucum.minute },
          reasonCode: [{ text: entry.done }],
        }
      : {}),
    ...(conditionIds.length
      ? { diagnosis: conditionIds.map((id, rank) => ({ condition: ref(id), rank: rank + 1 })) }
      : {}),
    ...(r.parentId && r.kind !== 'mainEvaluation' ? { partOf: ref(r.parentId) } : {}),
  };
}

interface Coded {
  role: 'primary' | 'treatment';
  diagnosis: Diagnosis;
  other: string;
}

/** A record's diagnoses: coded ones, and 'others' as the text typed beside them. */
function diagnosesOf(r: ChartRecord): Coded[] {
  const a = appointmentOf(r);
  return [
    ...a.primaryDiagnosis.map((d) => ({
      role: 'primary' as const,
      diagnosis: d,
      other: a.otherPrimaryDiagnosis,
    })),
    ...a.treatmentDiagnosis.map((d) => ({
      role: 'treatment' as const,
      diagnosis: d,
      other: a.othertreatmentDiagnosis,
    })),
  ].filter(({ diagnosis, other }) => diagnosis.code || other.trim());
}

/**
 * A condition per diagnosis of a plan of care: the main evaluation's, and any a later note of it
 * adds (each note keeps its own copy, so the same code is one condition per plan).
 */
export function conditions(
  evaluation: ChartRecord,
  notes: readonly ChartRecord[],
  patientId: string,
  discharged: boolean,
): { resources: Condition[]; byRecord: Map<string, string[]> } {
  const resources = new Map<string, Condition>();
  const byRecord = new Map<string, string[]>();
  for (const r of [evaluation, ...[...notes].sort(byVisit)]) {
    const ids: string[] = [];
    for (const { role, diagnosis, other } of diagnosesOf(r)) {
      const key = diagnosis.code || `text:${other.trim()}`;
      const id = derivedId('condition', evaluation.id, role, key);
      ids.push(id);
      if (resources.has(id)) continue;
      const onset = appointmentOf(evaluation).onSetDate;
      resources.set(id, {
        resourceType: 'Condition',
        id,
        clinicalStatus: {
          coding: [{ system: system.conditionClinical, code: discharged ? 'resolved' : 'active' }],
        },
        verificationStatus: {
          coding: [{ system: system.conditionVerification, code: 'confirmed' }],
        },
        category: [
          { coding: [{ system: system.conditionCategory, code: 'encounter-diagnosis' }] },
          {
            coding: [{ system: system.diagnosisRole, code: role }],
            text: role === 'primary' ? 'Medical diagnosis' : 'Treatment diagnosis',
          },
        ],
        code: diagnosis.code
          ? {
              coding: [{ system: system.icd10cm, code: diagnosis.code, display: diagnosis.title }],
              text: diagnosis.title,
            }
          : { text: other.trim() },
        subject: ref(patientId),
        encounter: ref(r.id),
        ...(isDate(onset) ? { onsetDateTime: onset } : {}),
        recordedDate: visitDate(r),
      });
    }
    byRecord.set(r.id, ids);
  }
  return { resources: [...resources.values()], byRecord };
}

const achievement: Record<string, string> = {
  Met: 'achieved',
  Progressing: 'improving',
  'Not met': 'not-achieved',
  Modified: 'in-progress',
};

/** A goal per short- and long-term goal of a plan, with its target date and latest grade. */
export function goals(
  evaluation: ChartRecord,
  notes: readonly ChartRecord[],
  patientId: string,
  conditionIds: readonly string[],
  discharged: boolean,
): Goal[] {
  const short = readSectionLeniently('shortTermGoals', evaluation.sections.shortTermGoals).value;
  const long = readSectionLeniently('longTermGoals', evaluation.sections.longTermGoals).value;
  const list = planGoals(
    { picked: short.shortTermGoals, typed: short.additionalGoals, targetDates: short.targetDates },
    { picked: long.longTermGoals, typed: long.additionalGoals, targetDates: long.targetDates },
  );
  // The latest note that graded each goal.
  const graded = new Map<string, { grade: GoalGrade; date: string }>();
  for (const note of [...notes].sort(byVisit)) {
    const content = readSectionLeniently('noteContent', note.sections.noteContent).value;
    for (const [key, grade] of Object.entries(content.goalStatuses))
      if (grade.status) graded.set(key, { grade, date: visitDate(note) });
  }
  return list.map((g) => {
    const latest = graded.get(g.key);
    const status = latest?.grade.status ?? '';
    const lifecycle: Goal['lifecycleStatus'] =
      status === 'Discontinued'
        ? 'cancelled'
        : status === 'Met' || discharged
          ? 'completed'
          : 'active';
    const code = achievement[status];
    return {
      resourceType: 'Goal',
      id: derivedId('goal', evaluation.id, g.key),
      identifier: [{ system: system.goalTerm, value: `${evaluation.id}/${g.key}` }],
      lifecycleStatus: lifecycle,
      ...(code
        ? {
            achievementStatus: { coding: [{ system: system.goalAchievement, code }], text: status },
          }
        : {}),
      category: [
        {
          coding: [{ system: system.goalTerm, code: g.term }],
          text: g.term === 'short' ? 'Short-term goal' : 'Long-term goal',
        },
      ],
      description: { text: g.text },
      subject: ref(patientId),
      startDate: visitDate(evaluation),
      ...(isDate(g.targetDate) ? { target: [{ dueDate: g.targetDate }] } : {}),
      ...(latest ? { statusDate: latest.date } : {}),
      ...(latest?.grade.comment.trim() ? { note: [{ text: latest.grade.comment.trim() }] } : {}),
      ...(conditionIds.length ? { addresses: conditionIds.map((id) => ref(id)) } : {}),
    };
  });
}

/** The plan of care of a main evaluation: its certified period, frequency and visits. */
export function carePlan(
  evaluation: ChartRecord,
  patientId: string,
  author: string,
  goalIds: readonly string[],
  conditionIds: readonly string[],
  discharged: boolean,
): CarePlan {
  const long = readSectionLeniently('longTermGoals', evaluation.sections.longTermGoals).value;
  const plan = readSectionLeniently('dischargePlan', evaluation.sections.dischargePlan).value;
  const { from, to } = plan.certification;
  const start = isDate(from) ? from : appointmentOf(evaluation).socDate || visitDate(evaluation);
  const authorized = authorizedVisits(long);
  const perWeek = long.frequencyTreatmentWK;
  const weeks = long.frequencyTreatmentWKS;
  const modalities = long.treatmentModalities.join(', ');
  return {
    resourceType: 'CarePlan',
    id: derivedId('care-plan', evaluation.id),
    status: discharged ? 'completed' : 'active',
    intent: 'plan',
    title: 'Plan of care',
    ...(modalities || long.recomendedTreatment.trim()
      ? { description: [long.recomendedTreatment.trim(), modalities].filter(Boolean).join('. ') }
      : {}),
    subject: ref(patientId),
    encounter: ref(evaluation.id),
    period: { ...(isDate(start) ? { start } : {}), ...(isDate(to) ? { end: to } : {}) },
    author: ref(author),
    ...(conditionIds.length ? { addresses: conditionIds.map((id) => ref(id)) } : {}),
    ...(goalIds.length ? { goal: goalIds.map((id) => ref(id)) } : {}),
    activity: [
      {
        detail: {
          status: discharged ? 'completed' : 'in-progress',
          description: 'Vision therapy visits',
          ...(perWeek
            ? {
                scheduledTiming: {
                  repeat: {
                    frequency: perWeek,
                    period: 1,
                    periodUnit: 'wk' as const,
                    ...(weeks
                      ? {
                          boundsDuration: {
                            value: weeks,
                            unit: 'wk',
                            system: system.ucum,
                            code: 'wk',
                          },
                        }
                      : {}),
                  },
                },
              }
            : {}),
          ...(authorized !== null
            ? {
                quantity: {
                  value: authorized,
                  unit: 'visits',
                  system: system.ucum,
                  code: '{visits}',
                },
              }
            : {}),
        },
      },
    ],
  };
}
