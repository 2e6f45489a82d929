import { msg } from '@optolight/domain';
import { fullMainEvaluation } from '@optolight/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaosServer } from '../../test/sync/server';
import { deviceMaker } from '../../test/sync/test-device';
import { keepDraft } from './drafts';
import { deleteRecord, saveSectionOnDevice } from './repo';
import { queueAddendum, queueSignature, queuedSigning } from './signing';
import { evaluationOn } from '../../test/sync/evaluation-on';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());
const device = deviceMaker(() => server);

const edited = (text: string) => ({
  ...fullMainEvaluation.evaluationOne,
  pastMedicalHistory: text,
});

describe('signing on the device', () => {
  it('signs offline what the device shows, then refuses edits and takes an addendum once', async () => {
    const d = await device();
    d.net.status = 0;
    const id = await evaluationOn(d.db);
    await saveSectionOnDevice(d.db, id, 'evaluationOne', edited('Typed offline'));
    await queueSignature(d.db, id);
    // Queued twice (a double tap): one signature.
    await queueSignature(d.db, id);
    expect((await queuedSigning(d.db, id)).map((e) => e.type)).toEqual(['signRecord']);
    await expect(
      saveSectionOnDevice(d.db, id, 'evaluationOne', edited('After signing')),
    ).rejects.toThrow('signed on this device (waiting to sync)');
    const addendumId = await queueAddendum(d.db, id, 'Seen again on Tuesday: no change.');

    d.net.status = 200;
    expect(await d.engine.syncOnce()).toBe('synced');
    expect(await d.db.outbox.count()).toBe(0);
    const record = await d.db.records.get(id);
    expect(record?.signature?.signedAt).toBeTruthy();
    expect(record?.addenda?.map((a) => [a.id, a.text])).toEqual([
      [addendumId, 'Seen again on Tuesday: no change.'],
    ]);
    const server = (await d.db.sections.get([id, 'evaluationOne']))?.serverData;
    expect(server).toMatchObject({ pastMedicalHistory: 'Typed offline' });
    await expect(saveSectionOnDevice(d.db, id, 'evaluationOne', edited('Later'))).rejects.toThrow(
      'This record is signed, so it can no longer be edited',
    );
  });

  it('refuses a signature visibly when another device changed the record since', async () => {
    const a = await device();
    const b = await device(a.token);
    const id = await evaluationOn(a.db);
    await a.engine.syncOnce();
    await b.engine.syncOnce();
    // B edits and syncs; A signs what it still shows, without having pulled B's edit.
    await saveSectionOnDevice(b.db, id, 'evaluationOne', edited('From the other tablet'));
    await b.engine.syncOnce();
    await queueSignature(a.db, id);
    await a.engine.syncOnce();

    const [entry] = await queuedSigning(a.db, id);
    expect(entry).toMatchObject({ type: 'signRecord', status: 'rejected' });
    expect(entry?.error?.message).toContain('changed since it was shown to you');
    expect((await a.db.records.get(id))?.signature ?? null).toBeNull();
    // A now shows B's edit and can review it, edit and sign again.
    expect((await a.db.sections.get([id, 'evaluationOne']))?.data).toMatchObject({
      pastMedicalHistory: 'From the other tablet',
    });
    await saveSectionOnDevice(a.db, id, 'evaluationOne', edited('Reviewed'));
    await queueSignature(a.db, id);
    // Signing again answers the refusal: it leaves the outbox with the new signature queued.
    expect((await queuedSigning(a.db, id)).map((e) => e.status)).toEqual(['pending']);
    await a.engine.syncOnce();
    expect((await a.db.records.get(id))?.signature).toBeTruthy();
    expect(await a.db.outbox.count()).toBe(0);
  });

  it('refuses to sign while a conflict on the record waits to be settled', async () => {
    const a = await device();
    const b = await device(a.token);
    const id = await evaluationOn(a.db);
    await a.engine.syncOnce();
    await b.engine.syncOnce();
    // Both tablets change the same field from the same version: the second to sync conflicts.
    await saveSectionOnDevice(a.db, id, 'evaluationOne', edited('From tablet A'));
    await saveSectionOnDevice(b.db, id, 'evaluationOne', edited('From tablet B'));
    await a.engine.syncOnce();
    await b.engine.syncOnce();
    expect(await b.db.conflicts.count()).toBe(1);

    await expect(queueSignature(b.db, id)).rejects.toThrow(msg.signOverConflict);
    expect(await queuedSigning(b.db, id)).toEqual([]);
  });

  it('keeps a patient whose evaluation is signed, offline too, when asked to delete it', async () => {
    const d = await device();
    d.net.status = 0;
    const id = await evaluationOn(d.db);
    const patientId = (await d.db.records.get(id))?.parentId ?? '';
    await queueSignature(d.db, id);
    await expect(deleteRecord(d.db, patientId)).rejects.toThrow(msg.keptSigned('patient'));
    await expect(deleteRecord(d.db, id)).rejects.toThrow(msg.keptSigned('evaluation'));
    expect((await d.db.records.get(patientId))?.deleted).toBe(false);
    expect(await d.db.outbox.filter((e) => e.type === 'deleteRecord').count()).toBe(0);
  });

  it('brings a patient back on a tablet whose delete the server refused for a signature', async () => {
    const a = await device();
    const b = await device(a.token);
    const id = await evaluationOn(a.db);
    const patientId = (await a.db.records.get(id))?.parentId ?? '';
    await a.engine.syncOnce();
    await b.engine.syncOnce();
    const before = await b.db.records.get(patientId);
    // A signs; B, not having heard of it, deletes the patient.
    await queueSignature(a.db, id);
    await a.engine.syncOnce();
    await deleteRecord(b.db, patientId);
    expect((await b.db.records.get(patientId))?.deleted).toBe(true);
    await b.engine.syncOnce();

    const [refused] = await b.db.outbox.toArray();
    expect(refused).toMatchObject({ type: 'deleteRecord', status: 'rejected' });
    expect(refused?.error?.message).toBe(msg.keptSigned('patient'));
    expect(await b.db.records.get(patientId)).toMatchObject({
      deleted: false,
      updatedAt: before?.updatedAt,
    });
  });

  it('asks for typed text to be saved or discarded before signing', async () => {
    const d = await device();
    const id = await evaluationOn(d.db);
    await keepDraft(d.db, {
      key: id,
      section: 'evaluationOne',
      values: edited('Typed, not saved'),
      base: fullMainEvaluation.evaluationOne,
      typedAt: new Date().toISOString(),
    });
    await expect(queueSignature(d.db, id)).rejects.toThrow('typed but not saved');
    await expect(queueAddendum(d.db, id, 'Too early')).rejects.toThrow(
      'Only a signed record takes addenda',
    );
    expect(await queuedSigning(d.db, id)).toEqual([]);
  });
});
