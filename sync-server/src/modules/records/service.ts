import type { Addendum, EvaluationRecord, SectionSave } from '@optolight/contract';
import {
  evaluationTypeOfKind,
  kindUsesSection,
  parentKindOf,
  sectionNames,
  type RecordKind,
  type SectionName,
} from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Storage } from '../../db/storage';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { certificationOf, signatureOf, signingRepo } from '../signing/repo';
import { assertUnsigned } from './lock';
import { logAccess } from '../audit/log';
import { recordRepo, type RecordRow, type StoredSection } from './repo';
import { createFromRest, saveFromRest } from './rest-save';
import type { Actor } from '../../plugins/auth';

export type ClinicalKind = RecordKind;

/** `parent` spares a lookup when the caller holds the record's parent already. */
export async function toEvaluationRecord(
  db: Db,
  row: RecordRow & { kind: ClinicalKind },
  stored?: Map<string, StoredSection>,
  parent?: RecordRow,
  addenda?: Addendum[],
): Promise<EvaluationRecord> {
  const sections = stored ?? (await recordRepo.sections(db, row.id));
  const section = (name: SectionName) => (sections.get(name)?.data ?? null) as never;
  const main =
    row.kind === 'mainEvaluation'
      ? row
      : (parent ?? (await recordRepo.byId(db, row.parentId ?? '')));
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
    binocularVision: section('binocularVision'),
    shortTermGoals: section('shortTermGoals'),
    longTermGoals: section('longTermGoals'),
    noteContent: section('noteContent'),
    dischargePlan: section('dischargePlan'),
    versions: Object.fromEntries([...sections].map(([name, s]) => [name, s.version])),
    signature: signatureOf(row),
    addenda:
      addenda ??
      (row.signedAt ? ((await signingRepo.addendaOf(db, [row.id])).get(row.id) ?? []) : []),
    certification: certificationOf(row),
  };
}

async function ownedOfKind<K extends RecordRow['kind']>(
  db: Db,
  ownerId: string,
  id: string,
  kind: K,
) {
  const row = await recordRepo.owned(db, ownerId, id);
  if (row?.kind !== kind)
    throw notFound(`No ${kind === 'patient' ? 'patient' : 'record'} with that id`);
  return row as RecordRow & { kind: K };
}

/**
 * First save of an evaluation or note: the record and its appointment in one transaction.
 * A client-made id makes a retried create harmless: it returns (serves) the record already made.
 */
export function createRecord(
  storage: Storage,
  ownerId: string,
  kind: ClinicalKind,
  parentId: string,
  input: { id?: string | undefined; appointment: unknown },
  source: string,
): Promise<EvaluationRecord> {
  return storage.write(
    async (tx) => {
      const parent = await ownedOfKind(tx, ownerId, parentId, parentKindOf[kind]);
      const id = input.id ?? uuidv7();
      const existing = await recordRepo.byId(tx, id);
      if (existing) {
        // Another account's id is answered as an unknown one: its existence is not ours to tell.
        if (existing.ownerId !== ownerId) throw notFound('No record with that id');
        if (existing.kind !== kind || existing.parentId !== parent.id) {
          throw new HttpError(409, 'That id is already in use');
        }
        await recordRepo.markServed(tx, { ownerId, id });
        return toEvaluationRecord(tx, existing as RecordRow & { kind: ClinicalKind });
      }
      const at = new Date().toISOString();
      await recordRepo.insert(tx, {
        id,
        ownerId,
        kind,
        parentId: parent.id,
        createdAt: at,
        updatedAt: at,
      });
      await createFromRest(tx, {
        recordId: id,
        kind,
        ownerId,
        name: 'appointment',
        data: input.appointment,
        source,
        at,
      });
      return toEvaluationRecord(tx, await ownedOfKind(tx, ownerId, id, kind));
    },
    { practice: ownerId },
  );
}

/** A section save; `named` is the version the caller says it edited from (see saveFromRest). */
export async function saveClinicalSection(
  storage: Storage,
  ownerId: string,
  kind: ClinicalKind,
  id: string,
  body: SectionSave,
  named: number | undefined,
  source: string,
): Promise<{ message: string; section: string; version: number; merged?: string[] }> {
  const result = await storage.write(
    async (tx) => {
      assertUnsigned(await ownedOfKind(tx, ownerId, id, kind), true);
      const name = sectionNames.find((n) => body[n] !== undefined);
      if (!name) throw badRequest('Send exactly one section');
      if (!kindUsesSection(kind, name)) {
        throw badRequest(`A ${evaluationTypeOfKind[kind]} has no ${name} section`, {
          [name]: 'Not part of this record',
        });
      }
      const at = new Date().toISOString();
      const input = { recordId: id, kind, ownerId, name, data: body[name], source, at };
      return { name, ...(await saveFromRest(tx, input, named)) };
    },
    { practice: ownerId },
  );
  return {
    message: 'Saved Successfully',
    section: result.name,
    version: result.version,
    ...(result.merged.length ? { merged: result.merged } : {}),
  };
}

export function listChildren(
  storage: Storage,
  actor: Actor,
  parentId: string,
  kind: ClinicalKind,
): Promise<EvaluationRecord[]> {
  const { ownerId } = actor;
  return storage.write(
    async (tx) => {
      const parent = await ownedOfKind(tx, ownerId, parentId, parentKindOf[kind]);
      // A patient's evaluations, or the notes of one of them (docs/security.md#access-log).
      await logAccess(tx, actor, [
        parent.kind === 'patient'
          ? { patientId: parent.id, action: 'view' }
          : { patientId: parent.parentId ?? '', recordId: parent.id, action: 'view' },
      ]);
      const scope = { ownerId, kind, parentId };
      await recordRepo.markServed(tx, scope);
      const stored = await recordRepo.sectionsIn(tx, scope);
      const rows = await recordRepo.children(tx, ownerId, parentId, kind);
      const addenda = await signingRepo.addendaOf(
        tx,
        rows.filter((r) => r.signedAt).map((r) => r.id),
      );
      return Promise.all(
        rows.map((row) =>
          toEvaluationRecord(
            tx,
            row as RecordRow & { kind: ClinicalKind },
            stored.get(row.id) ?? new Map<string, StoredSection>(),
            parent,
            addenda.get(row.id) ?? [],
          ),
        ),
      );
    },
    { practice: ownerId },
  );
}
