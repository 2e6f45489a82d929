import type { Addendum, Certification, Signer } from '@optolight/contract';
import type { StoredKind } from '@optolight/domain';

/**
 * One patient's chart as the export reads it, the same whether the server gathers it from its
 * database or the device from its own copy: so both give the same bundle (docs/export.md).
 */
export interface ChartRecord {
  id: string;
  kind: StoredKind;
  parentId: string | null;
  createdAt: string;
  updatedAt: string;
  /** Stored section data by name, read leniently by the export. */
  sections: Partial<Record<string, unknown>>;
  signature: { signedAt: string; signedBy: Signer } | null;
  addenda: readonly Addendum[];
  /** The plan of care's e-signed certification, on a main evaluation or an update note. */
  certification?: Certification | null;
}

/** The practice the chart belongs to: today the professional's own profile. */
export interface ChartPractice {
  id: string;
  businessName: string;
  firstName: string;
  lastName: string;
  credentials: string;
  npi: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  fax: string;
}

/** A signed record's report, as printed. */
export interface ChartDocument {
  recordId: string;
  fileName: string;
  /** The PDF, base64. */
  data: string;
}

export interface Chart {
  practice: ChartPractice;
  /** The patient record, with its `info` section. */
  patient: ChartRecord;
  /** Every live record under the patient: evaluations, notes, visit entries, outcome results. */
  records: readonly ChartRecord[];
  /** The reports of signed records, when the caller made them. */
  documents: readonly ChartDocument[];
  /** When the export was made (ISO), the bundle's timestamp. */
  exportedAt: string;
}
