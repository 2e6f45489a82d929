import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import type { caller } from './harness';

/** A patient registered through REST (Maria, unless told) and its main evaluation, as the spec's
 * client makes them. */
export async function restEvaluation(
  as: ReturnType<typeof caller>,
  patient: object = fixturePatients.maria,
): Promise<{ patientId: string; evaluationId: string }> {
  const patientId = (await as.post('/api/patient', patient)).json<{ patientAutoGenId: string }>()
    .patientAutoGenId;
  const evaluationId = (
    await as.post(`/api/patient/${patientId}`, { appointment: fullMainEvaluation.appointment })
  ).json<{ appointmentId: string }>().appointmentId;
  return { patientId, evaluationId };
}
