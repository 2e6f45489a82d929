import { clinicalRoles, endpoint } from './endpoint';
import {
  AccessLogQuery,
  AccessLogResponse,
  PostAccessEventsRequest,
  PostAccessEventsResponse,
} from './audit-schemas';

/**
 * The access log of a patient's records (docs/security.md#access-log). Read access is enough for
 * both: a professional whose plan ran out still reads records, and those reads are still logged.
 */
export const getAccessLog = endpoint({
  method: 'GET',
  path: '/api/audit',
  access: 'professionalRead',
  roles: clinicalRoles,
  query: AccessLogQuery,
  response: AccessLogResponse,
});
export const postAccessEvents = endpoint({
  method: 'POST',
  path: '/api/audit/events',
  access: 'professionalRead',
  body: PostAccessEventsRequest,
  response: PostAccessEventsResponse,
});
