import type { Change, PullResponse, PushResponse } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/accounts';
import { caller, startHarness, type Harness } from '../../test/harness';

let h: Harness;
let as: ReturnType<typeof caller>;
const deviceId = uuidv7();
const patientId = uuidv7();
let seq = 0;
beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  expect((await as.post('/api/sync/devices', { deviceId })).json()).toEqual({
    deviceId,
    ackedSeq: 0,
  });
  seq = 0;
});
afterEach(() => h.close());

const m = {
  create: (recordId: string, kind = 'patient', parentId: string | null = null) => ({
    type: 'createRecord',
    seq: ++seq,
    mutationId: uuidv7(),
    recordId,
    kind,
    parentId,
    createdAt: new Date().toISOString(),
  }),
  save: (recordId: string, section: string, data: object, base: object = {}, baseVersion = 0) => ({
    type: 'saveSection',
    seq: ++seq,
    mutationId: uuidv7(),
    recordId,
    section,
    data,
    base,
    baseVersion,
  }),
};
const push = async (mutations: object[], device = deviceId) => {
  const res = await as.post('/api/sync/push', { deviceId: device, mutations });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PushResponse>();
};
const pullAll = async (cursor = 0): Promise<Change[]> => {
  const out: Change[] = [];
  for (;;) {
    const page = (await as.get(`/api/sync/pull?cursor=${cursor}&limit=2`)).json<PullResponse>();
    out.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return out;
  }
};

describe('push', () => {
  it('applies a batch in order and answers a replay with the stored results, changing nothing', async () => {
    const batch = [m.create(patientId), m.save(patientId, 'info', fixturePatients.maria)];
    const first = await push(batch);
    expect(first).toEqual({
      ackedSeq: 2,
      results: [
        { seq: 1, status: 'applied' },
        { seq: 2, status: 'applied', version: 1 },
      ],
    });
    const replay = await push(batch);
    expect(replay).toEqual(first);
    expect((await as.get('/api/patients')).json()).toHaveLength(1);
    expect((await pullAll()).filter((c) => c.type === 'section')).toHaveLength(1);
  });

  it('stops at a gap and reports how far it got', async () => {
    const one = m.create(patientId);
    seq++; // seq 2 never sent
    const three = m.save(patientId, 'info', fixturePatients.maria);
    expect(await push([one, three])).toEqual({
      ackedSeq: 1,
      results: [{ seq: 1, status: 'applied' }],
    });
  });

  it('keeps going past a rejected mutation, with field messages', async () => {
    const res = await push([
      m.create(patientId),
      m.save(patientId, 'info', { ...fixturePatients.maria, firstName: '' }),
      m.save(patientId, 'patientReg', { physiciansName: 'Dr. Okafor' }),
    ]);
    expect(res.ackedSeq).toBe(3);
    expect(res.results[1]).toMatchObject({ status: 'rejected', errors: { firstName: 'Required' } });
    expect(res.results[2]).toMatchObject({ status: 'applied' });
  });

  it('refuses records of another account, unknown parents and unknown sections', async () => {
    const other = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
    await push([m.create(patientId)]);
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
      (await other.post('/api/sync/push', { deviceId, mutations: [stranger] })).statusCode,
    ).toBe(404);
    const orphan = await push([
      m.create(uuidv7(), 'mainEvaluation', uuidv7()),
      m.save(patientId, 'evaluationOne', {}),
    ]);
    expect(orphan.results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('merges edits of different fields and stores a visible conflict for the same field', async () => {
    const evaluationId = uuidv7();
    const base = { ...fullMainEvaluation.evaluationOne };
    await push([
      m.create(patientId),
      m.save(patientId, 'info', fixturePatients.maria),
      m.create(evaluationId, 'mainEvaluation', patientId),
      m.save(evaluationId, 'evaluationOne', base),
    ]);
    const deviceB = uuidv7();
    await as.post('/api/sync/devices', { deviceId: deviceB });
    // Device A changes two fields; device B, from the same base, changes one of them and a third.
    await push([
      m.save(
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
    const feed = await pullAll();
    const conflict = feed.find((c) => c.type === 'conflict');
    expect(conflict).toMatchObject({
      conflict: {
        id: result?.conflictId,
        recordId: evaluationId,
        section: 'evaluationOne',
        fields: [{ path: 'workEducational', mine: 'B-work', theirs: 'A-work' }],
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
    await push([m.create(patientId), m.save(patientId, 'patientReg', { physiciansName: 'v1' })]);
    const r = await push([
      m.save(patientId, 'patientReg', { physiciansName: 'v2' }, { physiciansName: 'v1' }, 1),
      m.save(patientId, 'patientReg', { physiciansName: 'v3' }, { physiciansName: 'v2' }, 1),
    ]);
    expect(r.results.map((x) => x.status)).toEqual(['applied', 'applied']);
    expect(r.results[1]?.version).toBe(3);
  });
});

describe('pull', () => {
  it('pages the feed in order with each row at its latest position, tombstones included', async () => {
    await push([
      m.create(patientId),
      m.save(patientId, 'info', fixturePatients.maria),
      m.save(
        patientId,
        'info',
        { ...fixturePatients.maria, city: 'Doral' },
        fixturePatients.maria,
        1,
      ),
    ]);
    await push([{ type: 'deleteRecord', seq: ++seq, mutationId: uuidv7(), recordId: patientId }]);
    const feed = await pullAll();
    expect(feed.map((c) => c.seq)).toEqual([...feed.map((c) => c.seq)].sort((a, b) => a - b));
    expect(feed.map((c) => c.type)).toEqual(['section', 'record']);
    expect(feed[0]).toMatchObject({ version: 2, data: { city: 'Doral' } });
    expect(feed[1]).toMatchObject({ record: { id: patientId, deleted: true } });
    const after = await pullAll(feed.at(-1)?.seq ?? 0);
    expect(after).toEqual([]);
  });

  it('carries saves made through the legacy /api into the feed with their versions', async () => {
    const created = (await as.post('/api/patient', fixturePatients.aiko)).json<{
      patientAutoGenId: string;
    }>();
    await as.post(`/api/patientinfo/${created.patientAutoGenId}`, {
      ...fixturePatients.aiko,
      city: 'Clearwater',
    });
    const feed = await pullAll();
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
