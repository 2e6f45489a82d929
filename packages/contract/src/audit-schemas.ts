import { z } from 'zod';
import { Id, RecordKind, Timestamp } from '@optolight/domain';

/** What was done with a patient's records (docs/security.md#access-log). Reading covers the
 * details and any evaluation or note; printing is making a PDF; exporting is a file of records. */
export const AccessAction = z.enum(['view', 'print', 'export']);
export type AccessAction = z.infer<typeof AccessAction>;

/** Events in one upload; the device sends its queue in batches of at most this many. */
export const MAX_ACCESS_EVENTS_PER_POST = 200;

/**
 * One access a device saw while it read from its own copy (offline too), where the server sees
 * nothing. The id is made on the device, so a batch sent again is stored once.
 */
export const AccessEvent = z.strictObject({
  id: Id,
  /** The patient, or the evaluation or note acted on. */
  recordId: Id,
  action: AccessAction,
  at: Timestamp,
});
export type AccessEvent = z.infer<typeof AccessEvent>;

/**
 * Each event is checked against `AccessEvent` on its own, so one event an older app made
 * differently is answered as rejected and the rest of the batch is stored.
 */
export const PostAccessEventsRequest = z.strictObject({
  /** The sending device's sync id; a device this account never registered is not named. */
  deviceId: Id.optional(),
  events: z
    .array(z.looseObject({ id: z.string().min(1).max(64) }))
    .min(1)
    .max(MAX_ACCESS_EVENTS_PER_POST),
});

export const AccessEventResult = z.object({
  id: z.string(),
  /** stored: new; duplicate: already stored (a resend); rejected: not a valid event; refused:
   * no such record among the account's, or the id is taken: the same answer either way. */
  status: z.enum(['stored', 'duplicate', 'rejected', 'refused']),
});
export type AccessEventResult = z.infer<typeof AccessEventResult>;

export const PostAccessEventsResponse = z.object({ results: z.array(AccessEventResult) });

/** Entries per page of the log; `before` continues after the last entry of the page. */
export const ACCESS_LOG_PAGE = 50;

/** A page's end: the last entry's time and id. */
const Cursor = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z_[0-9a-f-]{36}$/i, 'Not a cursor of this log');

export const AccessLogQuery = z.strictObject({
  /** The patient's id: `patientAutoGenId`, as the patient calls name it. */
  patientId: z.uuid({
    error: (issue) =>
      issue.input === undefined
        ? "Say which patient's log to show: ?patientId=<the patient's id>"
        : "This is not a patient's id",
  }),
  before: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ACCESS_LOG_PAGE),
});

export const AccessLogEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: AccessAction,
  /** The evaluation or note acted on; null when the patient's details or whole chart. */
  recordId: z.string().nullable(),
  recordKind: RecordKind.nullable(),
  actor: z.object({ id: z.string(), name: z.string() }),
  /** Null when the read came through the REST calls, which name no device. */
  device: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntry>;

export const AccessLogResponse = z.object({
  entries: z.array(AccessLogEntry),
  /** Pass as `before` for the next, older page; null on the last page. */
  next: z.string().nullable(),
});
export type AccessLogResponse = z.infer<typeof AccessLogResponse>;
