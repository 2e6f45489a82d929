import {
  dischargePlanLabels as dp,
  longTermGoalsLabels as lt,
  shortTermGoalsLabels as st,
  type DischargePlan,
  type LongTermGoals,
  type RecordKind,
  type ShortTermGoals,
} from '@optolight/domain';
import type { Certification } from '@optolight/contract';
import type { Block, Signer } from '../model';
import { signedLine } from './signing';
import { goalGrid, longGoalsOf, shortGoalsOf } from './goals';
import { bullets, fields, frequencySentence, option, shortDate, text } from './values';

/** Ticked and typed goals alike print one a row with their target dates. */
export function shortTermGoalBlocks(g: ShortTermGoals): Block[] {
  return goalGrid(st.shortTermGoals, shortGoalsOf(g));
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
    ...goalGrid(lt.longTermGoals, longGoalsOf(g)),
    {
      type: 'fields',
      fields: fields(
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

/** The physician's or NPP's certification, in the words of the CMS-700 plan of treatment. */
export const certifyNeed =
  'I certify the need for these services furnished under this plan of treatment while under my care.';

/** The plan is reviewed within its certification period, not on a fixed cycle. */
export function reviewSentence(end = ''): string {
  return end
    ? `The plan of treatment will be reviewed before the certification period ends on ${end}.`
    : 'The plan of treatment will be reviewed before the certification period ends.';
}

/** The certification statement; main evaluations and update notes only
 * (docs/product.md#discharge-form-by-record-type). It prints, with its line to sign, even when
 * nothing of it is filled in: the physician certifies on paper then. Certified in the app, it
 * ends on the e-signature of the member who certified (docs/practices.md#certifying-the-plan-of-care). */
function certification(d: DischargePlan, certified: string | null): Block {
  const { from, to, discipline } = d.certification;
  const start = shortDate(from);
  const end = shortDate(to);
  const period = start && end ? `${start} to ${end}` : start ? `from ${start}` : end && `to ${end}`;
  const facts = [
    period && `Certification period: ${period}.`,
    text(discipline) && `Discipline: ${option(discipline)}.`,
  ].filter((s) => s !== '');
  return {
    type: 'statement',
    caption: 'Certification of the plan of treatment',
    paragraphs: [
      ...(facts.length ? [facts.join('  ')] : []),
      `${certifyNeed} ${reviewSentence(end)}`,
      ...(certified ? [certified] : []),
    ],
  };
}

const isImageDataUrl = (v: string) => /^data:image\/(png|jpeg);base64,/.test(v);

function therapist(d: DischargePlan, resolvedImage: string | null): Signer {
  const stored = text(d.therapistSign);
  const image = resolvedImage ?? (isImageDataUrl(stored) ? stored : null);
  return { caption: dp.therapistSign, name: text(d.therapistName), date: shortDate(d.date), image };
}

const certifies = (kind: RecordKind) => kind === 'mainEvaluation' || kind === 'updateNote';

/** The plan's certification in the app and the report's time zone, for its e-signed line. */
export interface CertifiedPlan {
  certification: Certification | null;
  timeZone: string;
}

export function dischargeBlocks(
  d: DischargePlan,
  kind: RecordKind,
  signatureDataUrl: string | null,
  { certification: cert, timeZone }: CertifiedPlan = { certification: null, timeZone: 'UTC' },
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
      // A certified plan names the physician under the line to sign, not again as a row.
      [dp.physicianName, certifies(kind) ? '' : text(d.physicianName)],
    ),
  };
  // The therapist's line stands on its own; the certification sits right over the line the
  // physician or NPP signs, as on a CMS-700. Both lines print even on an empty form.
  const physician: Signer = {
    caption: 'Physician/NPP signature',
    name: text(d.physicianName),
    date: '',
    image: null,
  };
  const certified = cert && signedLine(cert.certifiedBy, cert.certifiedAt, timeZone);
  return [
    plan,
    { type: 'signatures', signers: [therapist(d, resolved)] },
    ...(certifies(kind)
      ? [
          certification(d, certified),
          // E-signed in the app, the certification needs no line to sign on paper.
          ...(certified ? [] : [{ type: 'signatures' as const, signers: [physician] }]),
        ]
      : []),
  ];
}
