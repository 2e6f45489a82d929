import { api, PatientRegDraft } from '@optolight/contract';
import { PatientReg } from '@optolight/domain';
import { call } from '../../../lib/api';

type Field = keyof typeof PatientReg.shape;
const fields = Object.keys(PatientReg.shape) as Field[];

/**
 * The part of a half-typed form the server accepts as a draft: each field that already passes
 * its own rule (a blank radio or an over-long name stays on the device until it is fixed).
 */
export function sendableDraft(values: Record<string, unknown>): PatientRegDraft {
  const draft: Record<string, unknown> = {};
  for (const field of fields) {
    const parsed = PatientReg.shape[field].safeParse(values[field]);
    if (values[field] !== undefined && parsed.success) draft[field] = parsed.data;
  }
  return PatientRegDraft.parse(draft);
}

/** The account's registration draft on the server (`user_form_data`); {} when none. */
export async function fetchServerDraft(userId: string): Promise<PatientRegDraft> {
  const { user_form_data } = await call(api.getFormData, { query: { id: userId } });
  let stored: unknown;
  try {
    stored = JSON.parse(user_form_data);
  } catch {
    return {};
  }
  const draft = PatientRegDraft.safeParse((stored as { patientReg?: unknown } | null)?.patientReg);
  return draft.success ? draft.data : {};
}

export async function sendServerDraft(userId: string, values: Record<string, unknown>) {
  await call(api.saveFormData, {
    query: { id: userId },
    body: { patientReg: sendableDraft(values) },
  });
}
