import { z } from 'zod';
import { clinicalRoles, endpoint } from './endpoint';
import { ReportRequest } from './report-schemas';

/** The PDF bytes; the HTTP answer is `application/pdf`, not JSON. */
const Pdf = z
  .instanceof(Uint8Array)
  .meta({ description: 'The report, a PDF.', contentMediaType: 'application/pdf' });

export const report = endpoint({
  method: 'POST',
  path: '/api/report',
  access: 'professionalRead',
  roles: clinicalRoles,
  body: ReportRequest,
  response: Pdf,
});

export const soapnote = endpoint({
  method: 'POST',
  path: '/api/soapnote',
  access: 'professionalRead',
  roles: clinicalRoles,
  body: ReportRequest,
  response: Pdf,
});
