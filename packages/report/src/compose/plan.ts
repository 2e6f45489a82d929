import {
  dischargePlanLabels as dp,
  longTermGoalsLabels as lt,
  shortTermGoalsLabels as st,
  type DischargePlan,
  type LongTermGoals,
  type RecordKind,
  type ShortTermGoals,
} from '@optolight/domain';
import type { Block, Signer } from '../model';
import { bullets, fields, frequencySentence, option, shortDate, text } from './values';

export function shortTermGoalBlocks(g: ShortTermGoals): Block[] {
  return [
    {
      type: 'fields',
      fields: fields(
        [st.shortTermGoals, bullets(g.shortTermGoals)],
        [st.additionalGoals, text(g.additionalGoals)],
      ),
    },
  ];
}

export function longTermGoalBlocks(g: LongTermGoals): Block[] {
  // The three free-text modalities extend the chosen list rather than print as lone rows.
  const modalities = [
    ...g.treatmentModalities,
    g.otherModalities1,
    g.otherModalities2,
    g.otherModalities3,
  ];
  return [
    {
      type: 'fields',
      fields: fields(
        [lt.longTermGoals, bullets(g.longTermGoals)],
        [lt.additionalGoals, text(g.additionalGoals)],
        [lt.recomendedTreatment, text(g.recomendedTreatment)],
        [lt.treatmentModalities, bullets(modalities)],
        [
          'Frequency of treatment',
          frequencySentence(
            g.frequencyTreatmentWK,
            g.frequencyTreatmentWKS,
            g.frequencyTreatmenTotalVisit,
          ),
        ],
        [lt.rehabPotential, option(g.rehabPotential)],
        [lt.agrement, text(g.agrement)],
      ),
    },
  ];
}

export const reviewSentence = 'The plan of care will be reviewed at least every 30 days.';

/** The certification statement; main evaluations and update notes only
 * (docs/product.md#discharge-form-by-record-type). */
function certification(d: DischargePlan, kind: RecordKind): Block | null {
  if (kind === 'progressNote' || kind === 'dischargeNote') return null;
  const { from, to, discipline } = d.certification;
  const start = shortDate(from);
  const end = shortDate(to);
  const period = start && end ? `${start} to ${end}` : start ? `from ${start}` : end && `to ${end}`;
  if (period === '' && text(discipline) === '') return null;
  const facts = [
    period && `Certification period: ${period}.`,
    text(discipline) && `Discipline: ${option(discipline)}.`,
  ].filter((s) => s !== '');
  return {
    type: 'statement',
    caption: 'Certification of the plan of care',
    paragraphs: [
      facts.join('  '),
      `I certify that the services in this plan of care are medically necessary. ${reviewSentence}`,
    ],
  };
}

const isImageDataUrl = (v: string) => /^data:image\/(png|jpeg);base64,/.test(v);

function therapist(d: DischargePlan, resolvedImage: string | null): Signer | null {
  const stored = text(d.therapistSign);
  const image = resolvedImage ?? (isImageDataUrl(stored) ? stored : null);
  const name = text(d.therapistName);
  const date = shortDate(d.date);
  if (image === null && name === '' && date === '') return null;
  return { caption: dp.therapistSign, name, date, image };
}

export function dischargeBlocks(
  d: DischargePlan,
  kind: RecordKind,
  signatureDataUrl: string | null,
): Block[] {
  const resolved = signatureDataUrl && isImageDataUrl(signatureDataUrl) ? signatureDataUrl : null;
  const plan: Block = {
    type: 'fields',
    fields: fields(
      // No discharge-plan choice on progress notes; the treatment plan only there
      // (docs/product.md#discharge-form-by-record-type).
      [dp.dischargePlan, kind === 'progressNote' ? '' : option(d.dischargePlan)],
      [dp.treatmentPlan, kind === 'progressNote' ? option(d.treatmentPlan) : ''],
      [dp.additionalPlans, text(d.additionalPlans)],
      [dp.physicianName, text(d.physicianName)],
    ),
  };
  const statement = certification(d, kind);
  // The therapist's name and the date print under the signature, not again as rows; a
  // certified plan gets a line for the physician to sign.
  const signers = [
    therapist(d, resolved),
    statement && {
      caption: "Physician's signature",
      name: text(d.physicianName),
      date: '',
      image: null,
    },
  ].filter((s) => s !== null);
  return [
    plan,
    ...(statement ? [statement] : []),
    ...(signers.length ? [{ type: 'signatures' as const, signers }] : []),
  ];
}
