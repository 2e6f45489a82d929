import type { PullResponse, PushResponse } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

let h: Harness;
let as: ReturnType<typeof caller>;
let device: ReturnType<typeof syncDevice>;
const patientId = uuidv7();
beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  device = syncDevice(as);
  expect((await device.register()).json()).toEqual({ deviceId: device.deviceId, ackedSeq: 0 });
});
afterEach(() => h.close());

describe('push', () => {
  it('applies a batch in order and answers a replay with the stored results, changing nothing', async () => {
    const batch = [device.create(patientId), device.save(patientId, 'info', fixturePatients.maria)];
    const first = await device.push(batch);
    expect(first).toEqual({
      ackedSeq: 2,
      results: [
        { seq: 1, status: 'applied' },
        { seq: 2, status: 'applied', version: 1 },
      ],
    });
    const replay = await device.push(batch);
    expect(replay).toEqual(first);
    expect((await as.get('/api/patients')).json()).toHaveLength(1);
    expect((await device.pullAll()).filter((c) => c.type === 'section')).toHaveLength(1);
  });

  it('stops at a gap and reports how far it got', async () => {
    const one = device.create(patientId);
    device.setSeq(2); // seq 2 never sent
    const three = device.save(patientId, 'info', fixturePatients.maria);
    expect(await device.push([one, three])).toEqual({
      ackedSeq: 1,
      results: [{ seq: 1, status: 'applied' }],
    });
  });

  it('keeps going past a rejected mutation, with field messages', async () => {
    const res = await device.push([
      device.create(patientId),
      device.save(patientId, 'info', { ...fixturePatients.maria, firstName: '' }),
      device.save(patientId, 'patientReg', { physiciansName: 'Dr. Okafor' }),
    ]);
    expect(res.ackedSeq).toBe(3);
    expect(res.results[1]).toMatchObject({ status: 'rejected', errors: { firstName: 'Required' } });
    expect(res.results[2]).toMatchObject({ status: 'applied' });
  });

  it('refuses records of another account, unknown parents and unknown sections', async () => {
    const other = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
    await device.push([device.create(patientId)]);
    const otherDevice = uuidv7();
    await other.post('/api/sync/devices', { deviceId: otherDevice });
    const res = await other.post('/api/sync/push', {
      deviceId: otherDevice,
      mutations: [
        {
          type: 'saveSection',
          seq: 1,
          mutationId: uuidv7(),
          recordId: patientId,
          section: 'info',
          data: fixturePatients.tobias,
          base: {},
          baseVersion: 0,
        },
      ],
    });
    expect(res.json<PushResponse>().results[0]).toMatchObject({
      status: 'rejected',
      message: 'Record not found',
    });
    const stranger = { type: 'deleteRecord', seq: 2, mutationId: uuidv7(), recordId: patientId };
    expect(
      (await other.post('/api/sync/push', { deviceId: device.deviceId, mutations: [stranger] }))
        .statusCode,
    ).toBe(404);
    const orphan = await device.push([
      device.create(uuidv7(), 'mainEvaluation', uuidv7()),
      device.save(patientId, 'evaluationOne', {}),
    ]);
    expect(orphan.results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('merges edits of different fields and stores a visible conflict for the same field', async () => {
    const evaluationId = uuidv7();
    const base = { ...fullMainEvaluation.evaluationOne };
    await device.push([
      device.create(patientId),
      device.save(patientId, 'info', fixturePatients.maria),
      device.create(evaluationId, 'mainEvaluation', patientId),
      device.save(evaluationId, 'evaluationOne', base),
    ]);
    const deviceB = uuidv7();
    await as.post('/api/sync/devices', { deviceId: deviceB, name: 'Safari on iPad' });
    // A device registered before devices had names gives its name when it registers again.
    await as.post('/api/sync/devices', { deviceId: device.deviceId, name: 'Chrome on Windows' });
    // Device A changes two fields; device B, from the same base, changes one of them and a third.
    await device.push([
      device.save(
        evaluationId,
        'evaluationOne',
        { ...base, workEducational: 'A-work', previousStatus: 'A-status' },
        base,
        1,
      ),
    ]);
    const b = await as.post('/api/sync/push', {
      deviceId: deviceB,
      mutations: [
        {
          type: 'saveSection',
          seq: 1,
          mutationId: uuidv7(),
          recordId: evaluationId,
          section: 'evaluationOne',
          data: { ...base, workEducational: 'B-work', familyPsychosocial: 'B-family' },
          base,
          baseVersion: 1,
        },
      ],
    });
    const result = b.json<PushResponse>().results[0];
    expect(result).toMatchObject({
      status: 'conflict',
      version: 3,
      data: {
        workEducational: 'A-work',
        previousStatus: 'A-status',
        familyPsychosocial: 'B-family',
      },
    });
    const feed = await device.pullAll();
    const conflict = feed.find((c) => c.type === 'conflict');
    expect(conflict).toMatchObject({
      conflict: {
        id: result?.conflictId,
        recordId: evaluationId,
        section: 'evaluationOne',
        fields: [{ path: 'workEducational', mine: 'B-work', theirs: 'A-work' }],
        // Each side says which device wrote it and when, for the person who has to pick.
        sides: {
          mine: {
            deviceId: deviceB,
            deviceName: 'Safari on iPad',
            memberName: 'Ada Lovelace',
            at: expect.any(String) as string,
          },
          theirs: {
            deviceId: device.deviceId,
            deviceName: 'Chrome on Windows',
            at: expect.any(String) as string,
          },
        },
        resolvedAt: null,
      },
    });

    // A person picks B's value: the section changes and the conflict is closed for every device.
    const stored = result?.data as object;
    const resolved = await as.post(`/api/sync/conflicts/${result?.conflictId ?? ''}/resolve`, {
      data: { ...stored, workEducational: 'B-work' },
      base: stored,
    });
    expect(resolved.json()).toMatchObject({
      version: 4,
      conflict: { resolvedAt: expect.any(String) as string },
    });
    const evaluations = (await as.get(`/api/evaluations/${patientId}`)).json<
      { evaluationOne: { workEducational: string } }[]
    >();
    expect(evaluations[0]?.evaluationOne.workEducational).toBe('B-work');
  });

  it('treats consecutive edits of one device as one line of history, never as a conflict', async () => {
    await device.push([
      device.create(patientId),
      device.save(patientId, 'patientReg', { physiciansName: 'v1' }),
    ]);
    const r = await device.push([
      device.save(patientId, 'patientReg', { physiciansName: 'v2' }, { physiciansName: 'v1' }, 1),
      device.save(patientId, 'patientReg', { physiciansName: 'v3' }, { physiciansName: 'v2' }, 1),
    ]);
    expect(r.results.map((x) => x.status)).toEqual(['applied', 'applied']);
    expect(r.results[1]?.version).toBe(3);
  });
});

describe('pull', () => {
  it('pages the feed in order with each row at its latest position, tombstones included', async () => {
    await device.push([
      device.create(patientId),
      device.save(patientId, 'info', fixturePatients.maria),
      device.save(
        patientId,
        'info',
        { ...fixturePatients.maria, city: 'Doral' },
        fixturePatients.maria,
        1,
      ),
    ]);
    await device.push([device.remove(patientId)]);
    const feed = await device.pullAll();
    expect(feed.map((c) => c.seq)).toEqual([...feed.map((c) => c.seq)].sort((a, b) => a - b));
    expect(feed.map((c) => c.type)).toEqual(['section', 'record']);
    expect(feed[0]).toMatchObject({ version: 2, data: { city: 'Doral' } });
    expect(feed[1]).toMatchObject({ record: { id: patientId, deleted: true } });
    const after = await device.pullAll(feed.at(-1)?.seq ?? 0);
    expect(after).toEqual([]);
  });

  it('says with each page how many records are still to come, for a download to show', async () => {
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    await device.push(ids.map((id) => device.create(id)));
    const pages: PullResponse[] = [];
    for (let cursor = 0; ;) {
      const page = (await as.get(`/api/sync/pull?cursor=${cursor}&limit=1`)).json<PullResponse>();
      pages.push(page);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(pages.map((p) => p.recordsAfter)).toEqual([2, 1, 0, 0]);
  });

  it('carries saves made through the legacy /api into the feed with their versions', async () => {
    const created = (await as.post('/api/patient', fixturePatients.aiko)).json<{
      patientAutoGenId: string;
    }>();
    await as.post(`/api/patientinfo/${created.patientAutoGenId}`, {
      ...fixturePatients.aiko,
      city: 'Clearwater',
    });
    const feed = await device.pullAll();
    expect(feed).toContainEqual(
      expect.objectContaining({
        type: 'section',
        recordId: created.patientAutoGenId,
        name: 'info',
        version: 2,
      }),
    );
  });
});
