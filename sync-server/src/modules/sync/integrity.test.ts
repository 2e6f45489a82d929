import type { MutationResult } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, execOnDatabase, startHarness, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

/** A trigger that refuses, as a constraint would, to insert the records `condition` picks. */
const refuseInsertWhen = (condition: string) =>
  execOnDatabase(h.app, {
    sqlite: `CREATE TRIGGER refuse BEFORE INSERT ON records WHEN ${condition}
      BEGIN SELECT RAISE(ABORT, 'disk says no'); END`,
    postgres: `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        IF ${condition} THEN RAISE EXCEPTION 'disk says no' USING ERRCODE = 'check_violation';
        END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse BEFORE INSERT ON records FOR EACH ROW EXECUTE FUNCTION refuse()`,
  });

let h: Harness;
let as: ReturnType<typeof caller>;
let device: ReturnType<typeof syncDevice>;
beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  device = syncDevice(as);
  await device.register();
});
afterEach(() => h.close());

const info = (patientId: string) => ({ ...fixturePatients.maria, patientId });
const statuses = (results: MutationResult[]) => results.map((r) => r.status);

describe('no entry jams the queue behind it', () => {
  it("lets a deleted patient's number be used again, on sync and on REST", async () => {
    const [p1, p2, p3] = [uuidv7(), uuidv7(), uuidv7()];
    await device.push([
      device.create(p1),
      device.save(p1, 'info', info('4711')),
      device.remove(p1),
    ]);
    const res = await device.push([
      device.create(p2),
      device.save(p2, 'info', info('4711')),
      device.create(p3),
    ]);
    expect(res.ackedSeq).toBe(6);
    expect(statuses(res.results)).toEqual(['applied', 'applied', 'applied']);

    const old = uuidv7();
    await device.push([
      device.create(old),
      device.save(old, 'info', info('815')),
      device.remove(old),
    ]);
    const rest = await as.post('/api/patient', info('815'));
    expect(rest.statusCode, rest.body).toBe(200);
  });

  it('refuses alone a mutation the database cannot apply, and applies the rest', async () => {
    const [doomed, fine] = [uuidv7(), uuidv7()];
    await refuseInsertWhen(`NEW.id = '${doomed}'`);
    const res = await device.push([device.create(doomed), device.create(fine)]);
    expect(res.ackedSeq).toBe(2);
    expect(res.results[0]).toMatchObject({
      status: 'rejected',
      message: 'The server could not apply this change',
    });
    expect(res.results[1]).toMatchObject({ status: 'applied' });
  });

  it('refuses a malformed entry alone, with field messages, and applies the entries behind it', async () => {
    const [p1, p2] = [uuidv7(), uuidv7()];
    const bad = { ...device.create(p1), createdAt: 'yesterday' };
    const res = await device.push([bad, device.create(p2), device.save(p2, 'info', info('12'))]);
    expect(res.ackedSeq).toBe(3);
    expect(res.results[0]).toMatchObject({
      status: 'rejected',
      errors: { createdAt: expect.any(String) as string },
    });
    expect(statuses(res.results.slice(1))).toEqual(['applied', 'applied']);
  });

  it('answers a withdrawn change as refused and moves past its seq', async () => {
    const p = uuidv7();
    const withdrawn = { seq: 1, mutationId: uuidv7(), type: 'withdraw', reason: 'Too large' };
    device.setSeq(1);
    const res = await device.push([withdrawn, device.create(p)]);
    expect(res).toMatchObject({
      ackedSeq: 2,
      results: [
        { seq: 1, status: 'rejected', message: 'Too large' },
        { seq: 2, status: 'applied' },
      ],
    });
  });

  it('still refuses a batch it cannot place in order, as a whole', async () => {
    const res = await device.send([{ type: 'createRecord', seq: 'first' }]);
    expect(res.statusCode).toBe(400);
  });
});

describe('a reused seq', () => {
  it('is refused loudly when it carries another mutation, and changes nothing', async () => {
    const p = uuidv7();
    await device.push([device.create(p), device.save(p, 'info', info('1'))]);
    device.setSeq(1);
    const reused = device.save(p, 'info', { ...info('1'), city: 'Elsewhere' });
    const res = await device.push([reused]);
    expect(res.results).toHaveLength(1);
    expect(res.results[0]).toMatchObject({ seq: 2, status: 'rejected' });
    expect(res.results[0]?.message).toMatch(/already used/);
    const patients = (await as.get('/api/patients')).json<{ city: string }[]>();
    expect(patients[0]?.city).toBe(fixturePatients.maria.city);
  });
});

describe('a mutation id sent again', () => {
  it('answers the same change as before, and refuses other content under its id', async () => {
    const p = uuidv7();
    const create = device.create(p);
    const save = device.save(p, 'info', info('1'));
    const first = await device.push([create, save]);
    // The answer was lost: the same change again gets the same answer.
    expect((await device.push([save])).results).toEqual([first.results[1]]);
    // The same id with other content is refused, and changes nothing.
    const res = await device.push([{ ...save, data: { ...info('1'), city: 'Elsewhere' } }]);
    expect(res.results[0]).toMatchObject({ seq: save.seq, status: 'rejected' });
    expect(res.results[0]?.message).toMatch(/already applied with other content/);
    const patients = (await as.get('/api/patients')).json<{ city: string }[]>();
    expect(patients[0]?.city).toBe(fixturePatients.maria.city);
    // A withdraw names the change it takes back: it hears what that change did.
    const withdraw = { seq: save.seq, mutationId: save.mutationId, type: 'withdraw', reason: 'x' };
    expect((await device.push([withdraw])).results).toEqual([first.results[1]]);
  });
});

describe('deleting a patient', () => {
  it('deletes its evaluations and notes too, in the feed, and refuses later saves to them', async () => {
    const [patient, evaluation, note] = [uuidv7(), uuidv7(), uuidv7()];
    await device.push([
      device.create(patient),
      device.save(patient, 'info', info('77')),
      device.create(evaluation, 'mainEvaluation', patient),
      device.create(note, 'progressNote', evaluation),
    ]);
    await device.push([device.remove(patient)]);
    const tombstones = (await device.pullAll()).flatMap((c) =>
      c.type === 'record' && c.record.deleted ? [c.record.id] : [],
    );
    expect(tombstones.sort()).toEqual([patient, evaluation, note].sort());

    const late = await device.push([
      device.save(evaluation, 'evaluationOne', fullMainEvaluation.evaluationOne),
      device.create(uuidv7(), 'updateNote', evaluation),
    ]);
    expect(statuses(late.results)).toEqual(['rejected', 'rejected']);
    const rest = await as.get(`/api/prognote/${evaluation}`);
    expect(rest.statusCode).toBe(404);
  });
});

describe('what was stored', () => {
  it('comes back in the push result when the server normalised it, as the next base', async () => {
    const p = uuidv7();
    const res = await device.push([
      device.create(p),
      device.save(p, 'info', { ...info('9'), firstName: 'Ada ' }),
    ]);
    expect(res.results[1]).toMatchObject({ status: 'applied', data: { firstName: 'Ada' } });
    const next = await device.push([
      device.save(
        p,
        'info',
        { ...info('9'), firstName: 'Ada', city: 'Hialeah' },
        {
          ...info('9'),
          firstName: 'Ada',
        },
        1,
      ),
    ]);
    expect(next.results[0]).toMatchObject({ status: 'applied', version: 2 });
  });

  it('is re-validated after a REST merge: two valid saves never store an invalid whole', async () => {
    const patient = (await as.post('/api/patient', info('31'))).json<{ uniqueId: string }>();
    const created = (
      await as.post(`/api/patient/${patient.uniqueId}`, {
        appointment: fullMainEvaluation.appointment,
      })
    ).json<{ appointmentId: string }>();
    const plan = fullMainEvaluation.dischargePlan;
    const url = `/api/evaluation/${created.appointmentId}`;
    const first = await as.post(url, {
      dischargePlan: {
        ...plan,
        certification: { ...plan.certification, from: '2026-01-01', to: '2026-03-01' },
      },
    });
    const v1 = first.json<{ version: number }>().version;
    const a = await as.post(url, {
      baseVersion: v1,
      dischargePlan: {
        ...plan,
        certification: { ...plan.certification, from: '2026-02-01', to: '2026-03-01' },
      },
    });
    expect(a.statusCode).toBe(200);
    const b = await as.post(url, {
      baseVersion: v1,
      dischargePlan: {
        ...plan,
        certification: { ...plan.certification, from: '2026-01-01', to: '2026-01-15' },
      },
    });
    expect(b.statusCode).toBe(400);
    expect(b.json()).toMatchObject({
      errors: { 'certification.to': expect.any(String) as string },
    });
    const stored = (await as.get(`/api/evaluations/${patient.uniqueId}`)).json<
      { dischargePlan: { certification: { from: string; to: string } } }[]
    >();
    expect(stored[0]?.dischargePlan.certification).toMatchObject({
      from: '2026-02-01',
      to: '2026-03-01',
    });
  });
});

describe('record metadata', () => {
  it('moves a record in the feed when one of its sections is saved, so devices sort alike', async () => {
    const p = uuidv7();
    await device.push([device.create(p), device.save(p, 'info', info('5'))]);
    const cursor = (await device.pullAll()).at(-1)?.seq ?? 0;
    await device.push([device.save(p, 'patientReg', { physiciansName: 'Dr. Okafor' })]);
    const after = await device.pullAll(cursor);
    const record = after.find((c) => c.type === 'record');
    const stored = (await as.get('/api/patients')).json<{ updatedAt: string }[]>()[0];
    expect(record).toMatchObject({ record: { id: p, updatedAt: stored?.updatedAt } });
  });
});

describe('record metadata, when nothing changed', () => {
  it('sends the record again after a save that changed nothing or a second delete', async () => {
    const p = uuidv7();
    await device.push([device.create(p), device.save(p, 'info', info('6'))]);
    const cursor = (await device.pullAll()).at(-1)?.seq ?? 0;
    await device.push([device.save(p, 'info', info('6'), info('6'), 1)]);
    const afterSave = await device.pullAll(cursor);
    expect(afterSave.map((c) => c.type)).toEqual(['record']);

    await device.push([device.remove(p)]);
    const deleted = (await device.pullAll()).at(-1)?.seq ?? 0;
    await device.push([device.remove(p)]);
    const again = await device.pullAll(deleted);
    expect(again).toEqual([expect.objectContaining({ type: 'record' })]);
  });
});

describe('a REST write the database refuses', () => {
  it('answers 409, never 500, and stores nothing', async () => {
    await refuseInsertWhen(`NEW.patient_number = '666'`);
    const res = await as.post('/api/patient', info('666'));
    expect(res.statusCode).toBe(409);
    expect((await as.get('/api/patients')).json()).toEqual([]);
  });
});
