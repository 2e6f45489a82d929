import { z } from 'zod';
import { ownerRole, endpoint } from './endpoint';
import { importField, ImportSummary } from './practice-data-schemas';

/** The archive's bytes; the HTTP answer is `application/zip`, not JSON. */
const Zip = z.instanceof(Uint8Array).meta({
  description:
    'The whole practice: FHIR R4 Bulk Data NDJSON per resource type and the lossless form of every table (docs/export.md).',
  contentMediaType: 'application/zip',
});

/** The whole practice as one zip archive, to keep, to feed another system, or to move. */
export const exportPractice = endpoint({
  method: 'GET',
  path: '/api/export',
  access: 'professionalRead',
  roles: ownerRole,
  response: Zip,
});

/** Loads an export into this practice, which must hold no patients yet; all of it or nothing. */
export const importPractice = endpoint({
  method: 'POST',
  path: '/api/import',
  access: 'professionalWrite',
  roles: ownerRole,
  multipart: { field: importField, media: 'application/zip' },
  response: ImportSummary,
  answers: {
    409: { description: 'The practice already holds patients, or the export is already here.' },
    413: { description: 'The file is larger than the server accepts (IMPORT_MAX_BYTES).' },
  },
});
