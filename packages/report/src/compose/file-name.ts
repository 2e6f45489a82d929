import type { RecordKind } from '@optolight/domain';
import type { ReportModel } from '../model';

const kindSlugs = {
  mainEvaluation: 'main-evaluation',
  progressNote: 'progress-note',
  updateNote: 'update-note',
  dischargeNote: 'discharge-note',
} as const satisfies Record<RecordKind, string>;

/** Letters that do not decompose into a base letter plus accents. */
const folded: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'Th',
  œ: 'oe',
  Œ: 'OE',
};

/** ASCII letters, digits and single dashes: safe in every file system, mail client and URL. */
function safe(value: string): string {
  return value
    .replace(/[ßæÆøØłŁđĐþÞœŒ]/g, (c) => folded[c] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** `<note-kind>-<patient last name>-<patientId>-<YYYY-MM-DD>.pdf`, e.g.
 * main-evaluation-Castellanos-OPT-1001-2026-11-02.pdf. A name in a script without an ASCII
 * spelling (Greek, Cyrillic) falls back to 'patient'; the patient id still tells files apart. */
export function fileName(model: ReportModel): string {
  const parts = [
    kindSlugs[model.kind],
    safe(model.patient.lastName) || 'patient',
    safe(model.patient.patientId) || 'no-id',
    model.visitDay,
  ];
  return `${parts.filter((p) => p !== '').join('-')}.pdf`;
}
