import { z } from 'zod';
import { StoredKind, StoredProgram } from '@optolight/domain';
import { Signer } from './signing-schemas';
import { MutationResult, SyncConflict } from './sync-schemas';

/*
 * The product's own, lossless form of a whole practice (docs/export.md#the-whole-practice): one
 * NDJSON file per table, each line one row as the server keeps it, without the owner (the
 * practice the file is imported into) or the feed positions (the importing server numbers its
 * own feed). The import checks every line against these schemas before it writes anything, and
 * writes each line as it reads (a check never rewrites what is kept). Section content is checked
 * by the server against its section's schema, brought up from the version it was stored in.
 */

/** What `GET /api/export` writes and `POST /api/import` reads: its first file, `manifest.json`. */
export const exportFormat = 'optolight-practice-export';

const Text = (max = 200) => z.string().max(max);
const Iso = z.string().min(10).max(40);
const RowId = z.string().min(1).max(100);
const Count = z.number().int().nonnegative();
/** A stored JSON value (parsed from the file, so JSON by construction): present, not null. */
const Json = z.custom<object | string | number | boolean>(
  (v) => v !== undefined && v !== null,
  'A value is required',
);

export const ExportFile = z.strictObject({
  /** The file's path inside the archive: `optolight/records.ndjson`, `fhir/Patient.ndjson`. */
  name: z.string().regex(/^(optolight|fhir)\/[A-Za-z_]+\.ndjson$|^optolight\/practice\.json$/),
  /** Lines (rows or resources) in it. */
  rows: Count,
  bytes: Count,
  /** SHA-256 of its bytes, hex. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export type ExportFile = z.infer<typeof ExportFile>;

export const ExportManifest = z.strictObject({
  format: z.literal(exportFormat),
  formatVersion: z.literal(1),
  exportedAt: Iso,
  /** The practice's own id, kept by an import: the FHIR resources it names stay the same. */
  practiceId: RowId,
  files: z.array(ExportFile).max(100),
});
export type ExportManifest = z.infer<typeof ExportManifest>;

/** The practice's profile as the export carries it: no login, no plan, no password. */
export const PracticeProfileRow = z.strictObject({
  businessName: Text(),
  firstName: Text(),
  lastName: Text(),
  credentials: Text(),
  npi: Text(20),
  address: Text(),
  city: Text(),
  state: Text(),
  zipCode: Text(20),
  phone: Text(40),
  fax: Text(40),
  imageUrl: Text(500),
  signatureUrl: Text(500),
  progressNoteEveryVisits: z.number().int().min(1).max(1000),
  progressNoteEveryDays: z.number().int().min(1).max(1000),
});

export const RecordRow = z.strictObject({
  id: RowId,
  kind: StoredKind,
  parentId: RowId.nullable(),
  patientNumber: Text(100).nullable(),
  createdAt: Iso,
  updatedAt: Iso,
  deletedAt: Iso.nullable(),
  signedAt: Iso.nullable(),
  signedBy: Signer.nullable(),
  /** Absent from exports made before plans of care were certified in the app. */
  certifiedAt: Iso.nullable().optional(),
  certifiedBy: Signer.nullable().optional(),
});

const Version = z.number().int().min(0);

export const SectionRow = z.strictObject({
  recordId: RowId,
  name: Text(100),
  data: Json,
  version: Version,
  updatedAt: Iso,
  servedVersion: Version.nullable(),
  schemaVersion: z.number().int().min(1),
});

export const RevisionRow = z.strictObject({
  recordId: RowId,
  name: Text(100),
  version: Version,
  data: Json,
  source: Text(),
  createdAt: Iso,
  schemaVersion: z.number().int().min(1),
});

export const AddendumRow = z.strictObject({
  id: RowId,
  recordId: RowId,
  text: z.string().max(20_000),
  by: Signer,
  source: Text(),
  at: Iso,
});

export const HomeProgramRow = z.strictObject({
  id: RowId,
  patientId: RowId,
  version: z.number().int().min(1),
  data: StoredProgram,
  createdAt: Iso,
});

export const ConflictRow = z.strictObject({
  id: RowId,
  recordId: RowId,
  section: Text(100),
  fields: SyncConflict.shape.fields,
  deviceId: Text(),
  sides: SyncConflict.shape.sides.unwrap().nullable(),
  createdAt: Iso,
  resolvedAt: Iso.nullable(),
});

export const DeviceRow = z.strictObject({
  id: RowId,
  lastSeq: Count,
  name: Text().nullable(),
  createdAt: Iso,
  lastSeenAt: Iso,
});

export const MutationRow = z.strictObject({
  deviceId: RowId,
  seq: Count,
  mutationId: Text(),
  digest: Text(100).nullable(),
  result: MutationResult,
  appliedAt: Iso,
});

export const AccessRow = z.strictObject({
  id: RowId,
  patientId: RowId,
  recordId: RowId.nullable(),
  action: z.enum(['view', 'print', 'export']),
  deviceId: RowId.nullable(),
  at: Iso,
});

export const UploadRow = z.strictObject({
  id: RowId,
  kind: z.enum(['avatar', 'signature']),
  fileName: Text(),
  mime: Text(100),
  size: Count,
  createdAt: Iso,
  /** The image, base64. */
  data: z.base64().max(10_000_000),
});

/**
 * Each table of the lossless form, by file, in the order an import writes them (a row after the
 * rows it refers to).
 */
export const practiceTables = {
  devices: DeviceRow,
  mutations: MutationRow,
  uploads: UploadRow,
  records: RecordRow,
  sections: SectionRow,
  section_revisions: RevisionRow,
  addenda: AddendumRow,
  home_programs: HomeProgramRow,
  conflicts: ConflictRow,
  access_log: AccessRow,
} as const;
export type PracticeTable = keyof typeof practiceTables;
export type PracticeRows = { [T in PracticeTable]: z.infer<(typeof practiceTables)[T]>[] };

/** The form field `POST /api/import` reads the export from. */
export const importField = 'export';

/** What an import wrote: rows per table. */
export const ImportSummary = z.strictObject({
  practiceId: RowId,
  exportedAt: Iso,
  rows: z.record(z.string(), Count),
  patients: Count,
});
export type ImportSummary = z.infer<typeof ImportSummary>;
