import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecord, resolveConflict, saveSectionOnDevice } from '../db/repo';
import { setMeta } from '../db/meta';
import { applyPullPage } from './apply-pull';
import { backoffDelay } from './backoff';
import { SyncEngine } from './engine';
import { injectSend, sendTransport } from '../../test/sync/inject-transport';
import { chaosServer } from '../../test/sync/server';
import { deviceMaker } from '../../test/sync/test-device';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());

const device = deviceMaker(() => server);

describe('sync engine', () => {
  it('keeps every entry through offline, 500, 429 and 401, then drains once things recover', async () => {
    const d = await device();
    const id = await createRecord(d.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    for (const [status, outcome] of [
      [0, 'offline'],
      [500, 'retrying'],
      [503, 'retrying'],
      [429, 'retrying'],
      [401, 'signin'],
    ] as const) {
      d.net.status = status;
      expect(await d.engine.syncOnce()).toBe(outcome);
      expect(await d.db.outbox.count()).toBe(2);
    }
    // Paused after 401: nothing is sent, even with the network back, until the person signs in.
    d.net.status = 200;
    expect(await d.engine.syncOnce()).toBe('signin');
    expect(d.statuses.at(-1)).toMatchObject({ outcome: 'signin', pending: 2 });
    d.engine.resume();
    expect(await d.engine.syncOnce()).toBe('synced');
    expect(await d.db.outbox.count()).toBe(0);
    expect(d.statuses.at(-1)).toEqual({ outcome: 'synced', pending: 0, rejected: 0, conflicts: 0 });
    expect((await d.db.sections.get([id, 'info']))?.serverVersion).toBe(1);
  });

  it('keeps a refused change visible and goes on with the rest', async () => {
    const d = await device();
    await createRecord(d.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: { ...fixturePatients.maria, firstName: '' } },
    });
    const other = await createRecord(d.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.tobias },
    });
    expect(await d.engine.syncOnce()).toBe('synced');
    const rejected = await d.db.outbox.where('status').equals('rejected').toArray();
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.error).toMatchObject({ errors: { firstName: 'Required' } });
    expect((await d.db.sections.get([other, 'info']))?.serverVersion).toBe(1);
    expect(d.statuses.at(-1)).toMatchObject({ pending: 0, rejected: 1 });
  });

  it('shows a same-field edit of two devices as a conflict on both, until a person picks', async () => {
    const a = await device();
    const b = await device(a.token);
    const patient = await createRecord(a.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    const evaluation = await createRecord(a.db, {
      kind: 'mainEvaluation',
      parentId: patient,
      sections: { evaluationOne: fullMainEvaluation.evaluationOne },
    });
    await a.engine.syncOnce();
    await b.engine.syncOnce();
    const base = fullMainEvaluation.evaluationOne;
    await saveSectionOnDevice(a.db, evaluation, 'evaluationOne', {
      ...base,
      workEducational: 'Teacher',
      previousStatus: 'Walks alone',
    });
    await saveSectionOnDevice(b.db, evaluation, 'evaluationOne', {
      ...base,
      workEducational: 'Nurse',
      familyPsychosocial: 'Lives alone',
    });
    await a.engine.syncOnce();
    await b.engine.syncOnce();
    await a.engine.syncOnce();
    for (const d of [a, b]) {
      expect(d.statuses.at(-1)).toMatchObject({ pending: 0, conflicts: 1 });
      expect((await d.db.sections.get([evaluation, 'evaluationOne']))?.data).toMatchObject({
        workEducational: 'Teacher',
        previousStatus: 'Walks alone',
        familyPsychosocial: 'Lives alone',
      });
    }
    const [conflict] = await b.db.conflicts.toArray();
    expect(conflict?.fields).toEqual([
      { path: 'workEducational', mine: 'Nurse', theirs: 'Teacher' },
    ]);
    const current = (await b.db.sections.get([evaluation, 'evaluationOne']))?.data as object;
    await resolveConflict(b.db, conflict?.id ?? '', { ...current, workEducational: 'Nurse' });
    await b.engine.syncOnce();
    await a.engine.syncOnce();
    for (const d of [a, b]) {
      expect(d.statuses.at(-1)).toMatchObject({ pending: 0, conflicts: 0 });
      expect((await d.db.sections.get([evaluation, 'evaluationOne']))?.data).toMatchObject({
        workEducational: 'Nurse',
      });
    }
  });

  it('names a device registered before devices had names once it syncs again', async () => {
    const a = await device();
    const b = await device(a.token);
    const patient = await createRecord(a.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    await a.engine.syncOnce();
    await b.engine.syncOnce();
    // The updated app on tablet a: the same device, now with a name to give.
    const transport = sendTransport(
      injectSend(server.app, () => a.token),
      'Chrome on iPad',
    );
    const register = vi.spyOn(transport, 'registerDevice');
    const updated = new SyncEngine({ db: a.db, transport });
    await saveSectionOnDevice(a.db, patient, 'info', { ...fixturePatients.maria, city: 'Tampa' });
    await saveSectionOnDevice(b.db, patient, 'info', { ...fixturePatients.maria, city: 'Orlando' });
    await b.engine.syncOnce();
    await updated.syncOnce();
    const [conflict] = await a.db.conflicts.toArray();
    expect(conflict?.sides?.mine.deviceName).toBe('Chrome on iPad');
    // Registered once with the name, not on every round.
    await updated.syncOnce();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('never lets a pulled change overwrite a section with queued edits', async () => {
    const d = await device();
    const id = await createRecord(d.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    await d.engine.syncOnce();
    await saveSectionOnDevice(d.db, id, 'info', { ...fixturePatients.maria, city: 'Doral' });
    await applyPullPage(
      d.db,
      [
        {
          type: 'section',
          seq: 99,
          recordId: id,
          name: 'info',
          version: 2,
          data: { ...fixturePatients.maria, zip: '33178' },
        },
      ],
      99,
    );
    expect((await d.db.sections.get([id, 'info']))?.data).toMatchObject({
      city: 'Doral',
      zip: '33178',
    });
    expect(await d.db.outbox.count()).toBe(1);
  });

  it('lays a first download over queued edits too, where only queued sections are read', async () => {
    const d = await device();
    const [id, other] = await Promise.all(
      ['Doral', 'Miami'].map((city) =>
        createRecord(d.db, {
          kind: 'patient',
          parentId: null,
          sections: { info: { ...fixturePatients.maria, city } },
        }),
      ),
    );
    await d.engine.syncOnce();
    // The practice is not all here yet (a first download cut off part-way).
    await setMeta(d.db, 'complete', false);
    await saveSectionOnDevice(d.db, id ?? '', 'info', {
      ...fixturePatients.maria,
      city: 'Hialeah',
    });
    await applyPullPage(
      d.db,
      [id, other].map((recordId, i) => ({
        type: 'section' as const,
        seq: 99 + i,
        recordId: recordId ?? '',
        name: 'info',
        version: 2,
        data: { ...fixturePatients.maria, city: i ? 'Miami' : 'Doral', zip: '33178' },
      })),
      100,
    );
    expect((await d.db.sections.get([id ?? '', 'info']))?.data).toMatchObject({
      city: 'Hialeah',
      zip: '33178',
    });
    expect(await d.db.sections.get([other ?? '', 'info'])).toMatchObject({
      data: { city: 'Miami', zip: '33178' },
      serverVersion: 2,
    });
  });
});

describe('backoff', () => {
  it('grows exponentially with jitter up to a minute', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    expect(backoffDelay(30, () => 1)).toBe(60_000);
  });
});
