import {
  PracticeProfileRow,
  practiceTables,
  type PracticeRows,
  type PracticeTable,
} from '@optolight/contract';
import { migrateStored, NewerVersionError } from '@optolight/domain';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import { sectionSchema } from '../records/section-schema';

/** Where an export's line is at fault, and why: the whole import is refused with it. */
const refused = (where: string, why: string) =>
  badRequest(`The export cannot be imported: ${where}: ${why}. Nothing was imported.`, {
    export: `${where}: ${why}`,
  });

/** One file's lines, each checked against its schema; what is kept is the line as read. */
function parseLines<S extends z.ZodType>(name: string, lines: string[], schema: S): z.infer<S>[] {
  return lines.map((line, i) => {
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw refused(`${name} line ${i + 1}`, 'not JSON');
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw refused(
        `${name} line ${i + 1}`,
        `${issue?.path.join('.') || 'the line'}: ${issue?.message ?? 'not valid'}`,
      );
    }
    return value as z.infer<S>;
  });
}

export interface CheckedExport {
  profile: z.infer<typeof PracticeProfileRow>;
  rows: PracticeRows;
}

/**
 * Every row of an export's lossless files, checked as the server checks what it receives: each
 * line against its schema, each section's content against its section's schema (brought up from
 * the version it was stored in), every reference resolving inside the export, and nothing the
 * database would refuse (a key twice, a patient number twice among live patients).
 */
export function checkExport(lines: (name: string) => string[]): CheckedExport {
  const profileLines = lines('optolight/practice.json');
  if (profileLines.length !== 1) throw refused('optolight/practice.json', 'missing');
  const [profile] = parseLines('optolight/practice.json', profileLines, PracticeProfileRow);
  const rows = Object.fromEntries(
    Object.entries(practiceTables).map(([table, schema]) => [
      table,
      parseLines(`optolight/${table}.ndjson`, lines(`optolight/${table}.ndjson`), schema),
    ]),
  ) as PracticeRows;
  checkReferences(rows);
  checkContent(rows);
  return { profile: profile as CheckedExport['profile'], rows };
}

function unique<T>(table: PracticeTable, list: T[], key: (row: T) => string): Set<string> {
  const seen = new Set<string>();
  list.forEach((row, i) => {
    const k = key(row);
    if (seen.has(k)) throw refused(`optolight/${table}.ndjson line ${i + 1}`, 'a key given twice');
    seen.add(k);
  });
  return seen;
}

function checkReferences(rows: PracticeRows): void {
  const records = new Map(rows.records.map((r) => [r.id, r]));
  unique('records', rows.records, (r) => r.id);
  const devices = unique('devices', rows.devices, (d) => d.id);
  unique('mutations', rows.mutations, (m) => `${m.deviceId} ${m.seq}`);
  unique('uploads', rows.uploads, (u) => u.id);
  unique('sections', rows.sections, (s) => `${s.recordId} ${s.name}`);
  unique(
    'section_revisions',
    rows.section_revisions,
    (s) => `${s.recordId} ${s.name} ${s.version}`,
  );
  unique('addenda', rows.addenda, (a) => a.id);
  unique('home_programs', rows.home_programs, (p) => p.id);
  unique('home_programs', rows.home_programs, (p) => `${p.patientId} ${p.version}`);
  unique('conflicts', rows.conflicts, (c) => c.id);
  unique('access_log', rows.access_log, (a) => a.id);
  unique(
    'records',
    rows.records.filter((r) => r.kind === 'patient' && !r.deletedAt && r.patientNumber !== null),
    (r) => r.patientNumber ?? '',
  );

  const must = (ok: boolean, table: PracticeTable, i: number, why: string) => {
    if (!ok) throw refused(`optolight/${table}.ndjson line ${i + 1}`, why);
  };
  const isRecord = (id: string | null) => id !== null && records.has(id);
  const isPatient = (id: string) => records.get(id)?.kind === 'patient';
  rows.records.forEach((r, i) => {
    const parentHere = r.kind === 'patient' ? r.parentId === null : isRecord(r.parentId);
    must(parentHere, 'records', i, 'its parent is not in the export');
  });
  rows.mutations.forEach((m, i) => {
    must(devices.has(m.deviceId), 'mutations', i, 'no such device');
  });
  for (const table of ['sections', 'section_revisions', 'addenda', 'conflicts'] as const)
    rows[table].forEach((row, i) => {
      must(isRecord(row.recordId), table, i, 'no such record');
    });
  rows.home_programs.forEach((p, i) => {
    must(isPatient(p.patientId), 'home_programs', i, 'no such patient');
  });
  rows.access_log.forEach((a, i) => {
    must(isPatient(a.patientId), 'access_log', i, 'no such patient');
    must(a.recordId === null || isRecord(a.recordId), 'access_log', i, 'no such record');
    must(a.deviceId === null || devices.has(a.deviceId), 'access_log', i, 'no such device');
  });
}

/** Section content as the server would take it from a device, whatever version it is in. */
function checkContent(rows: PracticeRows): void {
  const kindOf = new Map(rows.records.map((r) => [r.id, r.kind]));
  for (const table of ['sections', 'section_revisions'] as const)
    rows[table].forEach((s, i) => {
      const where = `optolight/${table}.ndjson line ${i + 1}`;
      const kind = kindOf.get(s.recordId);
      if (!kind) throw refused(where, 'no such record');
      let schema: z.ZodType;
      let data: unknown;
      try {
        schema = sectionSchema(kind, s.name);
        data = migrateStored(s.name, s.data, s.schemaVersion);
      } catch (error) {
        if (error instanceof NewerVersionError)
          throw refused(where, 'made by a newer version of Optolight than this server runs');
        throw refused(where, `a ${kind} record has no section ${s.name}`);
      }
      const parsed = schema.safeParse(data);
      if (!parsed.success)
        throw refused(
          where,
          `${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? 'not valid'}`,
        );
    });
}
