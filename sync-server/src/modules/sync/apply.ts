import type { ConflictSide, MemberRole, Mutation, MutationResult } from '@optolight/contract';
import {
  msg,
  currentVersion,
  parentKindOf,
  sameValue,
  storedSectionVersions,
  type VersionTable,
} from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { nextServerSeq } from '../../db/server-seq';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { Tx } from '../../db/storage';
import { assertUnsigned } from '../records/lock';
import { endLinksOfDeletedPatient } from '../home/link';
import { checkFrontDeskChange } from '../practice/front-desk';
import { practiceRepo } from '../practice/repo';
import { recordRepo } from '../records/repo';
import { userRepo } from '../users/repo';
import { addAddendum, certifyPlan, signRecord } from '../signing/service';
import { mergeAndStoreSection } from '../records/sections';
import { syncRepo } from './repo';
import { editUpToDate } from './versions';

export interface ApplyContext {
  /** The practice whose records change. */
  ownerId: string;
  /** The member whose device (or REST call) sent it. */
  memberId: string;
  /** The member's role: the front desk changes only its part of the practice. */
  role: MemberRole | null;
  deviceId: string;
  at: string;
  /** The section versions the server stores (docs/sync-protocol.md#rule-16-stored-sections-have-versions). */
  versions?: VersionTable;
  /** Where an unexpected failure of one mutation is reported (without its content). */
  log?: (error: unknown) => void;
}

/** Applies one mutation; a mutation the rules refuse throws an HttpError (the caller keeps it as rejected). */
export async function applyMutation(
  tx: Tx,
  ctx: ApplyContext,
  m: Mutation,
): Promise<MutationResult> {
  if (ctx.role === 'frontDesk') await checkFrontDeskChange(tx, ctx.ownerId, m);
  switch (m.type) {
    case 'createRecord':
      return createRecord(tx, ctx, m);
    case 'saveSection':
      return applySectionSave(tx, ctx, m.recordId, m.section, m, m.seq);
    case 'deleteRecord': {
      const row = await recordRepo.byId(tx, m.recordId);
      if (row?.ownerId !== ctx.ownerId) throw notFound('Record not found');
      if (row.kind !== 'patient' && !row.deletedAt) assertUnsigned(row);
      // A deleted patient takes its evaluations and notes with it: each gets its own tombstone
      // in the feed, and later saves to any of them are refused as not found. Signed records
      // are legal records: a delete that would take one with it is refused.
      if (!row.deletedAt) {
        const tree = await recordRepo.liveTree(tx, ctx.ownerId, row.id);
        if ((await recordRepo.signedAmong(tx, tree)).length)
          throw new HttpError(
            409,
            msg.keptSigned(row.kind === 'patient' ? 'patient' : 'evaluation'),
          );
        for (const id of tree)
          await recordRepo.update(tx, id, { deletedAt: ctx.at, updatedAt: ctx.at });
        if (row.kind === 'patient') await endLinksOfDeletedPatient(tx, row.id, ctx.at);
      }
      // Deleted already (by another device): sent again, so this device replaces its own stamp.
      else await recordRepo.update(tx, row.id, {});
      return { seq: m.seq, status: 'applied' };
    }
    case 'signRecord':
      await signRecord(tx, signing(ctx), m.recordId, { kind: 'content', sections: m.seen });
      return { seq: m.seq, status: 'applied' };
    case 'addAddendum':
      await addAddendum(tx, signing(ctx), m.recordId, { id: m.addendumId, text: m.text });
      return { seq: m.seq, status: 'applied' };
    case 'certifyPlan':
      await certifyPlan(tx, signing(ctx), m.recordId);
      return { seq: m.seq, status: 'applied' };
    case 'withdraw':
      return { seq: m.seq, status: 'rejected', message: m.reason || 'Withdrawn by the device' };
    case 'resolveConflict': {
      const conflict = await syncRepo.conflict(tx, ctx.ownerId, m.conflictId);
      if (!conflict) throw notFound('Conflict not found');
      const result = await applySectionSave(tx, ctx, conflict.recordId, conflict.section, m, m.seq);
      if (!conflict.resolvedAt)
        await syncRepo.resolveConflict(tx, conflict.id, ctx.at, await nextServerSeq(tx));
      return result;
    }
  }
}

const signing = (ctx: ApplyContext) => ({
  ownerId: ctx.ownerId,
  memberId: ctx.memberId,
  at: ctx.at,
  source: ctx.deviceId,
  ...(ctx.versions ? { versions: ctx.versions } : {}),
});

async function createRecord(
  tx: Tx,
  ctx: ApplyContext,
  m: Extract<Mutation, { type: 'createRecord' }>,
): Promise<MutationResult> {
  const existing = await recordRepo.byId(tx, m.recordId);
  if (existing) {
    // Made already (by an earlier push whose answer was lost): the same request is harmless.
    if (
      existing.ownerId === ctx.ownerId &&
      existing.kind === m.kind &&
      existing.parentId === m.parentId
    ) {
      return { seq: m.seq, status: 'applied' };
    }
    // Another account's id is answered as an unknown one: its existence is not ours to tell.
    if (existing.ownerId !== ctx.ownerId) throw notFound('Record not found');
    throw badRequest('That id is already in use');
  }
  const parentKind = parentKindOf[m.kind];
  if (
    parentKind === null
      ? m.parentId !== null
      : (await recordRepo.owned(tx, ctx.ownerId, m.parentId ?? ''))?.kind !== parentKind
  ) {
    throw notFound('The patient or evaluation this belongs to was not found');
  }
  await recordRepo.insert(tx, {
    id: m.recordId,
    ownerId: ctx.ownerId,
    kind: m.kind,
    parentId: m.parentId,
    createdAt: m.createdAt,
    updatedAt: ctx.at,
  });
  return { seq: m.seq, status: 'applied' };
}

async function applySectionSave(
  tx: Tx,
  ctx: ApplyContext,
  recordId: string,
  name: string,
  edit: { data: unknown; base: unknown; schemaVersion?: number | undefined },
  seq: number,
): Promise<MutationResult> {
  const record = await recordRepo.owned(tx, ctx.ownerId, recordId);
  if (!record) throw notFound('Record not found');
  assertUnsigned(record);
  // The device may run an older app: its edit is brought up to the shape stored here first.
  const versions = ctx.versions ?? storedSectionVersions;
  const { data: input, base } = editUpToDate(name, edit, versions);
  const written = await mergeAndStoreSection(
    tx,
    {
      recordId,
      kind: record.kind,
      ownerId: ctx.ownerId,
      name,
      data: input,
      source: ctx.deviceId,
      at: ctx.at,
      schemaVersion: currentVersion(name, versions),
    },
    { kind: 'content', data: base },
    'keep',
  );
  if (record.kind === 'patient' && name === 'info')
    await keepPatientNumber(tx, ctx, recordId, written.data);

  const result: MutationResult = { seq, status: 'applied', version: written.version };
  // What was stored, when it is not what was sent (normalised, merged or brought up from an older
  // app's shape): the device's next base.
  if (!sameValue(written.data, edit.data)) {
    result.data = written.data;
    result.schemaVersion = currentVersion(name, versions);
  }
  if (written.conflicts.length) {
    const conflictId = uuidv7();
    await syncRepo.insertConflict(tx, {
      id: conflictId,
      ownerId: ctx.ownerId,
      recordId,
      section: name,
      fields: written.conflicts,
      deviceId: ctx.deviceId,
      sides: {
        mine: await sideOf(tx, ctx.ownerId, ctx.deviceId, ctx.at),
        theirs: await sideOf(
          tx,
          ctx.ownerId,
          written.theirsFrom?.source ?? 'api',
          written.theirsFrom?.at ?? ctx.at,
        ),
      },
      createdAt: ctx.at,
      resolvedAt: null,
      serverSeq: await nextServerSeq(tx),
    });
    return { ...result, status: 'conflict', conflictId };
  }
  return result;
}

/** The patient number lives on the record too, unique per professional. */
async function keepPatientNumber(
  tx: Tx,
  ctx: ApplyContext,
  recordId: string,
  info: unknown,
): Promise<void> {
  const patientId = (info as { patientId: string }).patientId;
  const clash = await recordRepo.byPatientNumber(tx, ctx.ownerId, patientId);
  if (clash && clash.id !== recordId) {
    throw badRequest('A patient with this Patient Id already exists', {
      patientId: 'A patient with this Patient Id already exists',
    });
  }
  if ((await recordRepo.byId(tx, recordId))?.patientNumber !== patientId) {
    await recordRepo.update(tx, recordId, { patientNumber: patientId, updatedAt: ctx.at });
  }
}

/** One side of a conflict as people read it: the device (by the name it gave) and the member
 * whose device it is, or none for a REST save, and when. A source that is not a device of this
 * practice's members reads as a REST save. */
async function sideOf(tx: Tx, ownerId: string, source: string, at: string): Promise<ConflictSide> {
  const device = await syncRepo.device(tx, source);
  if (!device || (await practiceRepo.practiceKeyOf(tx, device.userId)) !== ownerId)
    return { deviceId: null, deviceName: null, at };
  const member = await userRepo.byId(tx, device.userId);
  const memberName = `${member?.firstName ?? ''} ${member?.lastName ?? ''}`.trim();
  return {
    deviceId: device.id,
    deviceName: device.name,
    memberId: device.userId,
    ...(memberName ? { memberName } : {}),
    at,
  };
}
