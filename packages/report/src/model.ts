import type { Addendum, Certification, Signature } from '@optolight/contract';
import type {
  MeasurePoint,
  PatientInfo,
  RecordKind,
  ReportingPeriod,
  SectionName,
  User,
} from '@optolight/domain';

/** A labelled value: one row of a report table. Values may hold line breaks (lists, histories). */
export interface Field {
  label: string;
  value: string;
}

/** A row of a multi-column table: one cell per column. */
export type GridRow = string[];

/**
 * What a section is made of. The renderer draws each block as one table (or paragraph), so a
 * block is also the unit it keeps together with its caption when it decides page breaks.
 */
export type Block =
  | { type: 'fields'; caption?: string; fields: Field[] }
  | {
      type: 'grid';
      caption?: string;
      columns: string[];
      rows: GridRow[];
      /** Shares of the page width, one per column, for prose read across (goals and their
       * grades); without, the first column is wide and the rest equal and centred. */
      widths?: number[];
    }
  | { type: 'statement'; caption: string; paragraphs: string[] }
  | { type: 'signatures'; signers: Signer[] };

/** One signature: the image (or a blank line to sign on paper), the name and the date. */
export interface Signer {
  /** e.g. "Therapist's signature". */
  caption: string;
  name: string;
  date: string;
  /** A PNG or JPEG data URL, or null to leave the line blank. */
  image: string | null;
}

export interface ReportSection {
  id: SectionName;
  heading: string;
  blocks: Block[];
}

/** A part printed after the record's sections: its signature, then its addenda. */
export interface ClosingPart {
  heading: string;
  blocks: Block[];
}

/** Everything a report prints, already worded: the renderer adds layout and nothing else. */
export interface ReportModel {
  kind: RecordKind;
  /** e.g. 'Main Evaluation Report', 'Progress Note'. */
  title: string;
  practice: { name: string; lines: string[] };
  patient: {
    /** 'Castellanos, Maria'. */
    name: string;
    patientId: string;
    lastName: string;
    fields: Field[];
  };
  /** Long visit date, '' when the record has none. */
  visitDate: string;
  /** YYYY-MM-DD of the visit (or of generation when the visit has no date), for the file name. */
  visitDay: string;
  /** Progress and update notes: 'Visit 12 of 24' and the reporting period, printed under the
   * title; empty for other records or when the plan of care is unknown. */
  planLines: string[];
  sections: ReportSection[];
  /** Shown instead of sections when nothing was filled in; null otherwise. */
  emptyNotice: string | null;
  /** Marks every page of an unsigned record; null once signed (docs/product.md#signed-records). */
  draftMark: string | null;
  closing: ClosingPart[];
  footer: { confidentiality: string; generated: string };
}

/**
 * The sections of a record as stored (a section never saved is null or absent). Content from an
 * older or newer app version may not fit today's schema: compose reads each leniently.
 */
export type ReportSections = { [N in SectionName]?: unknown };

export type ReportPatient = Pick<
  PatientInfo,
  | 'patientId'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'emPhone'
  | 'emPerson'
  | 'age'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
>;

/** The business profile of the signed-in professional; names are the fallback practice name. */
export type ReportPractice = Pick<
  User,
  'businessName' | 'address' | 'city' | 'state' | 'zipCode' | 'phone' | 'fax'
> &
  Partial<Pick<User, 'firstName' | 'lastName'>>;

export interface ComposeInput {
  kind: RecordKind;
  /** The record's sections, plus its creation timestamp as the last resort for the visit date. */
  record: ReportSections & { createdAt?: string };
  patient: ReportPatient;
  practice: ReportPractice;
  generatedAt: Date;
  /** The therapist's signature as a data URL, when the caller resolved an uploaded image URL. */
  signatureDataUrl?: string | null;
  /** IANA zone for timestamps (legacy visit dates, generation time); default UTC, so the device
   * and the server print the same dates unless the caller says where the clinic is. */
  timeZone?: string;
  /** The record's electronic signature; absent or null prints the record as a draft. */
  signature?: Signature | null;
  /** Dated, signed notes added to a signed record. */
  addenda?: readonly Addendum[];
  /** The plan of care's certification, e-signed in the app; absent or null prints the line the
   * physician or NPP signs on paper. */
  certification?: Certification | null;
  /** A progress or update note's place in its plan of care (docs/product.md#plan-of-care). */
  planOfCare?: ReportPlanOfCare;
  /** A note's main evaluation's goal sections as stored: its goals print in the plan's order,
   * and an update note prints the plan it certifies (docs/product.md#note-structure). */
  plan?: { shortTermGoals?: unknown; longTermGoals?: unknown };
  /** A note's main evaluation's Binocular Vision section as stored: the baseline of the tests
   * read against the first one. */
  binocularBaseline?: unknown;
  /** The patient's measures up to this record (binocular findings, questionnaire scores), for
   * the progress and discharge notes' baseline-and-now table (docs/outcome-measures.md). */
  measures?: readonly MeasurePoint[];
}

/** The note's visit number, the visits the plan authorizes (null: not said) and the period
 * it reports on. */
export type ReportPlanOfCare = ReportingPeriod & { authorized: number | null };
