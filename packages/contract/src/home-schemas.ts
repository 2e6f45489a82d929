import { z } from 'zod';
import { HomeProgram, StoredProgram, Timestamp, TrainerRoundFields } from '@optolight/domain';

/** The patient record a home programme call is about: the id the other patient calls use. */
export const PatientParams = z.strictObject({
  patientAutoGenId: z.uuid('Not a patient id: a patient id is a UUID'),
});

export const InviteResponse = z.object({
  /** Shown once, as text and as a QR code; the server keeps only its hash. */
  code: z.string(),
  expiresAt: Timestamp,
});

export const LinkRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .min(8, 'The code has 12 characters')
    .max(40, 'The code has 12 characters'),
});

/** Who the patient account now trains for. */
export const LinkedTherapist = z.object({
  practiceName: z.string(),
  therapistName: z.string(),
});
export type LinkedTherapist = z.infer<typeof LinkedTherapist>;

export const UnlinkResponse = z.object({ unlinked: z.boolean() });

export const PrescribeRequest = HomeProgram;

/** The patient's own programme, with who prescribed it; nulls while not linked or none yet. */
export const MyProgramResponse = z.object({
  therapist: LinkedTherapist.extend({ linkedAt: Timestamp }).nullable(),
  program: StoredProgram.nullable(),
});
export type MyProgramResponse = z.infer<typeof MyProgramResponse>;

/** The therapist's view of one patient's home programme: the link and every version, newest first. */
export const PatientProgramResponse = z.object({
  link: z.object({ accountName: z.string(), linkedAt: Timestamp }).nullable(),
  /** An invitation not used yet: when it runs out (the code itself is never shown again). */
  pendingInviteExpiresAt: Timestamp.nullable(),
  versions: z.array(StoredProgram),
});
export type PatientProgramResponse = z.infer<typeof PatientProgramResponse>;

/** What the therapist reads of a round: no trials, no calibration. */
export const PatientRound = TrainerRoundFields.pick({
  id: true,
  exercise: true,
  startedAt: true,
  durationMs: true,
  score: true,
  accuracy: true,
  finalLevel: true,
  symptomsBefore: true,
  symptomsAfter: true,
});
export type PatientRound = z.infer<typeof PatientRound>;

export const PatientRoundsResponse = z.object({
  /** Oldest first. */
  rounds: z.array(PatientRound),
});
export type PatientRoundsResponse = z.infer<typeof PatientRoundsResponse>;
