import type { CodeableConcept, Observation, Quantity } from 'fhir/r4';
import {
  ageOn,
  binocularFields,
  binocularVisionLabels,
  findingValue,
  flagOf,
  instruments,
  OutcomeResult,
  readSectionLeniently,
  scoreOutcome,
  type BinocularField,
  type BinocularVision,
} from '@optolight/domain';
import type { ChartRecord } from './chart';
import { system, ucum } from './codes';
import { derivedId, ref } from './ids';
import { visitDate } from './visits';

type Unit = (typeof ucum)[keyof typeof ucum];

/** The unit each binocular finding is measured in (the form's labels name them too). */
const unitOf: Record<BinocularField, Unit> = {
  npcBreak: ucum.cm,
  npcRecovery: ucum.cm,
  phoriaDistance: ucum.prism,
  phoriaNear: ucum.prism,
  pfvNearBlur: ucum.prism,
  pfvNearBreak: ucum.prism,
  pfvNearRecovery: ucum.prism,
  nfvNearBlur: ucum.prism,
  nfvNearBreak: ucum.prism,
  nfvNearRecovery: ucum.prism,
  amplitudeRight: ucum.dioptre,
  amplitudeLeft: ucum.dioptre,
  monocularFacilityRight: ucum.perMinute,
  monocularFacilityLeft: ucum.perMinute,
  binocularFacility: ucum.perMinute,
  vergenceFacility: ucum.perMinute,
  stereoacuity: ucum.arcSecond,
  namingTime: ucum.second,
  namingErrors: ucum.count,
};

const quantity = (value: number, unit: Unit): Quantity => ({
  value,
  unit: unit.unit,
  system: system.ucum,
  code: unit.code,
});

const interpretation = (flagged: boolean, text: string): CodeableConcept[] => [
  {
    coding: [
      {
        system: system.interpretation,
        code: flagged ? 'A' : 'N',
        display: flagged ? 'Abnormal' : 'Normal',
      },
    ],
    text,
  },
];

const exam = [{ coding: [{ system: system.observationCategory, code: 'exam' }] }];
const survey = [{ coding: [{ system: system.observationCategory, code: 'survey' }] }];

export interface ObservationContext {
  patientId: string;
  /** The patient's birth date (YYYY-MM-DD or ''), for norms that depend on age. */
  birthDate: string;
  /** The practitioner who saw the patient on a record. */
  performer: (r: ChartRecord) => string;
}

/**
 * The binocular findings of an evaluation or note, each read against its published norm as the
 * app reads it (phorias signed: eso +, exo −); `baseline` is the main evaluation's, for findings
 * read against the first visit.
 */
export function binocularObservations(
  r: ChartRecord,
  baseline: BinocularVision | null,
  c: ObservationContext,
): Observation[] {
  const findings = readSectionLeniently('binocularVision', r.sections.binocularVision).value;
  const date = visitDate(r);
  const age = ageOn(c.birthDate, new Date(`${date}T12:00:00`));
  return binocularFields.flatMap((field) => {
    const value = findingValue(findings, field);
    if (value === null) return [];
    const flag = flagOf(findings, field, { age, baseline });
    const label = binocularVisionLabels[field];
    const signed = field === 'phoriaDistance' || field === 'phoriaNear';
    const observation: Observation = {
      resourceType: 'Observation',
      id: derivedId('observation', r.id, field),
      status: r.signature ? 'final' : 'preliminary',
      category: exam,
      code: { coding: [{ system: system.finding, code: field, display: label }], text: label },
      subject: ref(c.patientId),
      encounter: ref(r.id),
      effectiveDateTime: date,
      performer: [ref(c.performer(r))],
      valueQuantity: quantity(value, unitOf[field]),
      ...(flag
        ? {
            interpretation: interpretation(flag.flagged, flag.text),
            referenceRange: [{ text: flag.expected }],
          }
        : {}),
      ...(signed ? { note: [{ text: 'Esophoria positive, exophoria negative.' }] } : {}),
    };
    return [observation];
  });
}

/** The visual acuity development an evaluation or note records (a stage, not a measured acuity). */
export function acuityObservation(r: ChartRecord, c: ObservationContext): Observation[] {
  const o = readSectionLeniently('objectiveObservation', r.sections.objectiveObservation).value;
  if (!o.visualAcuityDevelopment) return [];
  const text = 'Visual acuity development';
  return [
    {
      resourceType: 'Observation',
      id: derivedId('observation', r.id, 'visualAcuityDevelopment'),
      status: r.signature ? 'final' : 'preliminary',
      category: exam,
      code: {
        coding: [{ system: system.observation, code: 'visual-acuity-development', display: text }],
        text,
      },
      subject: ref(c.patientId),
      encounter: ref(r.id),
      effectiveDateTime: visitDate(r),
      performer: [ref(c.performer(r))],
      valueString: o.visualAcuityDevelopment,
    },
  ];
}

/**
 * A questionnaire or screening (CISS, VOMS): its total, scored again from the answers as the app
 * scores it, with its interpretation, and each answer as a component.
 */
export function outcomeObservation(r: ChartRecord, c: ObservationContext): Observation[] {
  const parsed = OutcomeResult.safeParse(r.sections.outcome);
  if (!parsed.success) return [];
  const result = parsed.data;
  const instrument = instruments[result.instrument];
  const score = scoreOutcome(result.instrument, result.answers, result.takenAt, c.birthDate);
  return [
    {
      resourceType: 'Observation',
      id: r.id,
      status: 'final',
      category: survey,
      code: {
        coding: [
          { system: system.questionnaire, code: result.instrument, display: instrument.name },
        ],
        text: instrument.name,
      },
      subject: ref(c.patientId),
      effectiveDateTime: result.takenAt,
      // Filled in at home by the patient, or in the room with the therapist.
      performer: [result.fromHome ? ref(c.patientId) : ref(c.performer(r))],
      valueQuantity: quantity(score.score, ucum.score),
      interpretation: interpretation(score.flagged, score.interpretation),
      referenceRange: [{ high: quantity(score.maxScore, ucum.score), text: instrument.source }],
      component: instrument.items.flatMap((item, i) => {
        const answer = result.answers[i];
        if (answer === undefined) return [];
        return [
          {
            code: {
              coding: [{ system: system.questionnaire, code: `${result.instrument}.${item.id}` }],
              text: item.group ? `${item.group}: ${item.text}` : item.text,
            },
            valueQuantity:
              item.scale.unit === 'cm' ? quantity(answer, ucum.cm) : quantity(answer, ucum.score),
          },
        ];
      }),
    },
  ];
}
