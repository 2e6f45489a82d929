import { z } from 'zod';
import { sectionVersions } from './migrations';
import { msg } from './messages';
import {
  certificationDisciplineOptions,
  dischargePlanOptions,
  evaluationTypeOptions,
  treatmentPlanOptions,
} from './options';
import { choice, DateString, FreeText, ShortText } from './primitives';

/** The certification period of the plan of care. Dates are YYYY-MM-DD, so string order is date
 * order; the check waits until both ends are filled in. */
export const Certification = z
  .strictObject({
    from: DateString.default(''),
    to: DateString.default(''),
    discipline: choice(certificationDisciplineOptions).default(''),
  })
  .refine((c) => c.from === '' || c.to === '' || c.to >= c.from, {
    message: msg.dateOrder,
    path: ['to'],
  });
export type Certification = z.output<typeof Certification>;

/** The uploaded signature image (POST /api/signature answers with its URL), or '' when unsigned. */
/** The therapist's signature: a link to an uploaded image, or (drawn offline, before it can be
 * uploaded) the PNG itself as a data URL. */
const SignatureUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: msg.url }).max(500, msg.max500),
  z
    .string()
    .regex(/^\/uploads\/[\w.-]+$/, msg.url)
    .max(500, msg.max500),
  z
    .string()
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, msg.url)
    .max(400_000, 'The signature image is too large'),
]);

/** Discharge Form. Which parts are shown depends on `eval_type`
 * (docs/product.md#discharge-form-by-record-type). */
export const DischargePlan = z.strictObject({
  dischargePlan: choice(dischargePlanOptions).default(''),
  treatmentPlan: choice(treatmentPlanOptions).default(''),
  additionalPlans: FreeText.default(''),
  physicianName: ShortText.default(''),
  therapistName: ShortText.default(''),
  therapistSign: SignatureUrl.default(''),
  certification: Certification.default(() => Certification.parse({})),
  date: DateString.default(''),
  eval_type: choice(evaluationTypeOptions).default(''),
});
export type DischargePlan = z.output<typeof DischargePlan>;
/** Versions of stored DischargePlan content (./migrations.ts): version 1, no steps yet. A change of
 * shape adds a step here, with a test beside this file, and never edits an old one. */
export const DischargePlanVersions = sectionVersions([]);
export type DischargePlanInput = z.input<typeof DischargePlan>;
