import { api, type AccessLogEntry, type AccessLogResponse } from '@optolight/contract';
import type { RecordKind } from '@optolight/domain';
import { call } from '../../../lib/api';

/** One page of a patient's access log, newest first (docs/security.md#access-log). It is kept on
 * the server only: offline this throws a RequestError that says so. */
export function fetchAccessLog(patientId: string, before?: string): Promise<AccessLogResponse> {
  return call(api.getAccessLog, { query: { patientId, ...(before ? { before } : {}) } });
}

const verbs = { view: 'Viewed', print: 'Printed', export: 'Exported' } as const;
const records = {
  mainEvaluation: 'the main evaluation',
  progressNote: 'a progress note',
  updateNote: 'an update note',
  dischargeNote: 'a discharge note',
} as const satisfies Record<RecordKind, string>;

/** 'Printed a progress note', 'Viewed the patient's chart'. */
export function accessText(entry: AccessLogEntry): string {
  const what = entry.recordKind ? records[entry.recordKind] : "the patient's chart";
  return `${verbs[entry.action]} ${what}`;
}

/** The device's own name, or where a read without a device came from. */
export const deviceText = (entry: AccessLogEntry) => entry.device?.name ?? 'Web API (no device)';
