import type { EvaluationRecord, SectionSave } from '@optolight/contract';
import { inTransaction } from '../../db/statements';
import {
  evaluationTypeOfKind,
  kindUsesSection,
  parentKindOf,
  sectionNames,
  type RecordKind,
  type SectionName,
} from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { recordRepo, type RecordRow, type StoredSection } from './repo';
import { createFromRest, saveFromRest } from './rest-save';

export type ClinicalKind = RecordKind;

export function toEvaluationRecord(
  db: Db,
  row: RecordRow & { kind: ClinicalKind },
  stored: Map<string, StoredSection> = recordRepo.sections(db, row.id),
  parent: () => RecordRow | undefined = () => recordRepo.byId(db, row.parentId ?? ''),
): EvaluationRecord {
  const section = (name: SectionName) => (stored.get(name)?.data ?? null) as never;
  const main = row.kind === 'mainEvaluation' ? row : parent();
  return {
    id: row.id,
    kind: row.kind,
    evaluationType: evaluationTypeOfKind[row.kind],
    patientAutoGenId: main?.parentId ?? '',
    evaluationId: main?.id ?? '',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    appointment: section('appointment'),
    evaluationOne: section('evaluationOne'),
    evaluationSecond: section('evaluationSecond'),
    objectiveObservation: section('objectiveObservation'),
    shortTermGoals: section('shortTermGoals'),
    longTermGoals: section('longTermGoals'),
    dischargePlan: section('dischargePlan'),
    versions: Object.fromEntries([...stored].map(([name, s]) => [name, s.version])),
  };
}

function ownedOfKind<K extends RecordRow['kind']>(db: Db, ownerId: string, id: string, kind: K) {
  const row = recordRepo.owned(db, ownerId, id);
  if (row?.kind !== kind)
    throw notFound(`No ${kind === 'patient' ? 'patient' : 'record'} with that id`);
  return row as RecordRow & { kind: K };
}

/**
 * First save of an evaluation or note: the record and its appointment in one transaction.
 * A client-made id makes a retried create harmless: it returns (serves) the record already made.
 */
export function createRecord(
  db: Db,
  ownerId: string,
  kind: ClinicalKind,
  parentId: string,
  input: { id?: string | undefined; appointment: unknown },
  source: string,
): EvaluationRecord {
  const parent = ownedOfKind(db, ownerId, parentId, parentKindOf[kind]);
  const id = input.id ?? uuidv7();
  const existing = recordRepo.byId(db, id);
  if (existing) {
    // Another account's id is answered as an unknown one: its existence is not ours to tell.
    if (existing.ownerId !== ownerId) throw notFound('No record with that id');
    if (existing.kind !== kind || existing.parentId !== parent.id) {
      throw new HttpError(409, 'That id is already in use');
    }
    return inTransaction(db, (tx = db) => {
      recordRepo.markServed(tx, { ownerId, id });
      return toEvaluationRecord(tx, existing as RecordRow & { kind: ClinicalKind });
    });
  }
  const at = new Date().toISOString();
  inTransaction(db, (tx = db) => {
    recordRepo.insert(tx, { id, ownerId, kind, parentId: parent.id, createdAt: at, updatedAt: at });
    createFromRest(tx, {
      recordId: id,
      kind,
      ownerId,
      name: 'appointment',
      data: input.appointment,
      source,
      at,
    });
  });
  return toEvaluationRecord(db, ownedOfKind(db, ownerId, id, kind));
}

/** A section save; `named` is the version the caller says it edited from (see saveFromRest). */
export function saveClinicalSection(
  db: Db,
  ownerId: string,
  kind: ClinicalKind,
  id: string,
  body: SectionSave,
  named: number | undefined,
  source: string,
): { message: string; section: string; version: number; merged?: string[] } {
  ownedOfKind(db, ownerId, id, kind);
  const name = sectionNames.find((n) => body[n] !== undefined);
  if (!name) throw badRequest('Send exactly one section');
  if (!kindUsesSection(kind, name)) {
    throw badRequest(`A ${evaluationTypeOfKind[kind]} has no ${name} section`, {
      [name]: 'Not part of this record',
    });
  }
  const at = new Date().toISOString();
  const result = inTransaction(db, (tx = db) =>
    saveFromRest(tx, { recordId: id, kind, ownerId, name, data: body[name], source, at }, named),
  );
  return {
    message: 'Saved Successfully',
    section: name,
    version: result.version,
    ...(result.merged.length ? { merged: result.merged } : {}),
  };
}

export function listChildren(
  db: Db,
  ownerId: string,
  parentId: string,
  kind: ClinicalKind,
): EvaluationRecord[] {
  const parent = ownedOfKind(db, ownerId, parentId, parentKindOf[kind]);
  return inTransaction(db, (tx = db) => {
    const scope = { ownerId, kind, parentId };
    recordRepo.markServed(tx, scope);
    const stored = recordRepo.sectionsIn(tx, scope);
    return recordRepo
      .children(tx, ownerId, parentId, kind)
      .map((row) =>
        toEvaluationRecord(
          tx,
          row as RecordRow & { kind: ClinicalKind },
          stored.get(row.id) ?? new Map<string, StoredSection>(),
          () => parent,
        ),
      );
  });
}
