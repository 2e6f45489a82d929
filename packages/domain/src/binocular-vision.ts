import { z } from 'zod';
import { sectionVersions } from './migrations';
import { msg } from './messages';
import { choice } from './primitives';

/** A finding typed as a number, or null when not measured, kept within what the test can give:
 * anything outside is a typo (a decimal point lost, millimetres typed into centimetres). */
const measured = (min: number, max: number, unit: string, isWhole = false) => {
  const base = z.number({ error: msg.number });
  return (isWhole ? base.int(msg.wholeNumber) : base)
    .min(min, `Must be between ${String(min)} and ${String(max)} ${unit}`)
    .max(max, `Must be between ${String(min)} and ${String(max)} ${unit}`)
    .nullable()
    .default(null);
};

export const phoriaDirectionOptions = ['eso', 'exo'] as const;

const cm = () => measured(0, 60, 'cm');
const prism = () => measured(0, 60, 'Δ');
const dioptres = () => measured(0, 25, 'D');
const cpm = () => measured(0, 40, 'cpm');

/** Binocular vision and accommodation findings (docs/clinical-forms.md#binocular-vision), each
 * read against its published norm (docs/outcome-measures.md#binocular-vision-norms). A phoria is
 * kept as its amount and its direction, as it is written on a chart; 0 Δ is ortho. */
export const BinocularVision = z
  .strictObject({
    npcBreak: cm(),
    npcRecovery: cm(),
    phoriaDistance: prism(),
    phoriaDistanceDirection: choice(phoriaDirectionOptions).default(''),
    phoriaNear: prism(),
    phoriaNearDirection: choice(phoriaDirectionOptions).default(''),
    pfvNearBlur: prism(),
    pfvNearBreak: prism(),
    pfvNearRecovery: prism(),
    nfvNearBlur: prism(),
    nfvNearBreak: prism(),
    nfvNearRecovery: prism(),
    amplitudeRight: dioptres(),
    amplitudeLeft: dioptres(),
    monocularFacilityRight: cpm(),
    monocularFacilityLeft: cpm(),
    binocularFacility: cpm(),
    vergenceFacility: cpm(),
    stereoacuity: measured(1, 4000, 'arc seconds'),
    namingTime: measured(1, 600, 's'),
    namingErrors: measured(0, 200, 'errors', true),
  })
  .superRefine((v, ctx) => {
    for (const at of ['Distance', 'Near'] as const) {
      const amount = v[`phoria${at}`];
      if (amount !== null && amount > 0 && v[`phoria${at}Direction`] === '') {
        ctx.addIssue({
          code: 'custom',
          path: [`phoria${at}Direction`],
          message: 'Choose eso or exo',
        });
      }
    }
  });
export type BinocularVision = z.output<typeof BinocularVision>;
/** Versions of stored BinocularVision content (./migrations.ts): version 1, no steps yet. A
 * change of shape adds a step here, with a test beside this file, and never edits an old one. */
export const BinocularVisionVersions = sectionVersions([]);

/** A stored phoria as the signed prism dioptres the norms read: eso positive, exo negative. */
export function signedPhoria(amount: number | null, direction: string): number | null {
  if (amount === null) return null;
  if (amount === 0) return 0;
  if (direction === 'exo') return -amount;
  return direction === 'eso' ? amount : null;
}
