import type { Change } from '@optolight/contract';
import type { User } from '@optolight/domain';
import { fixturePatients } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { deviceWithEvaluation, syncDevice } from '../../../test/sync-device';

/** Visit entries (a record kind under the main evaluation, with one `visit` section) over sync,
 * and the practice's progress note setting over REST (docs/product.md#plan-of-care). */
let h: Harness;
let as: ReturnType<typeof caller>;
let other: ReturnType<typeof caller>;
const patient = uuidv7();
const evaluation = uuidv7();
const entry = { date: '2026-01-08', minutes: 45, done: 'Vergence drills' };

beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  other = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
});
afterEach(() => h.close());

const sectionsOf = (changes: Change[], recordId: string) =>
  changes.flatMap((c) => (c.type === 'section' && c.recordId === recordId ? [c.data] : []));

describe('visit entries over sync', () => {
  it('are created, edited and pulled like any record, validated with the shared schema', async () => {
    const device = await deviceWithEvaluation(as, patient, evaluation);
    await device.push([device.save(patient, 'info', fixturePatients.maria)]);
    const id = uuidv7();
    const pushed = await device.push([
      device.create(id, 'visitEntry', evaluation),
      device.save(id, 'visit', entry),
      device.save(id, 'visit', { ...entry, minutes: 60 }, entry, 1),
    ]);
    expect(pushed.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);

    const tablet = syncDevice(as);
    await tablet.register();
    const changes = await tablet.pullAll();
    expect(changes).toContainEqual(
      expect.objectContaining({
        type: 'record',
        record: expect.objectContaining({ id, kind: 'visitEntry', parentId: evaluation }) as object,
      }),
    );
    expect(sectionsOf(changes, id)).toEqual([{ ...entry, minutes: 60 }]);
  });

  it('refuses a bad entry with the field named, and an entry under a patient', async () => {
    const device = await deviceWithEvaluation(as, patient, evaluation);
    const id = uuidv7();
    const pushed = await device.push([
      device.create(id, 'visitEntry', evaluation),
      device.save(id, 'visit', { date: '2026-02-30', minutes: 0, done: '' }),
      device.save(id, 'appointment', {}),
      device.create(uuidv7(), 'visitEntry', patient),
    ]);
    expect(pushed.results[1]).toMatchObject({
      status: 'rejected',
      errors: {
        date: 'Must be a valid date',
        minutes: 'Must be at least 1 minute',
        done: 'Required',
      },
    });
    expect(pushed.results[2]).toMatchObject({
      status: 'rejected',
      errors: { section: 'Unknown section' },
    });
    expect(pushed.results[3]).toMatchObject({ status: 'rejected' });
  });

  it('are not found for another professional, who never pulls them', async () => {
    const device = await deviceWithEvaluation(as, patient, evaluation);
    const id = uuidv7();
    await device.push([
      device.create(id, 'visitEntry', evaluation),
      device.save(id, 'visit', entry),
    ]);

    const theirs = syncDevice(other);
    await theirs.register();
    const pushed = await theirs.push([
      theirs.save(id, 'visit', { ...entry, done: 'Hacked' }),
      theirs.create(uuidv7(), 'visitEntry', evaluation),
      theirs.remove(id),
    ]);
    expect(pushed.results.map((r) => [r.status, r.message])).toEqual([
      ['rejected', 'Record not found'],
      ['rejected', 'The patient or evaluation this belongs to was not found'],
      ['rejected', 'Record not found'],
    ]);
    expect(await theirs.pullAll()).toEqual([]);
    const mine = syncDevice(as);
    await mine.register();
    expect(sectionsOf(await mine.pullAll(), id)).toEqual([entry]);
  });

  it('cannot be signed: they are lines of the plan, not records of their own', async () => {
    const device = await deviceWithEvaluation(as, patient, evaluation);
    const id = uuidv7();
    await device.push([
      device.create(id, 'visitEntry', evaluation),
      device.save(id, 'visit', entry),
    ]);
    expect((await as.post(`/api/sign/${id}`)).statusCode).toBe(404);
  });
});

describe('the practice setting for progress notes', () => {
  it('defaults to every 10th visit or 30 days, and is stored when valid', async () => {
    expect((await as.get('/api/user')).json<User>()).toMatchObject({
      progressNoteEveryVisits: 10,
      progressNoteEveryDays: 30,
    });
    const saved = await as.post('/api/user', {
      progressNoteEveryVisits: 12,
      progressNoteEveryDays: 21,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as.get('/api/user')).json<User>()).toMatchObject({
      progressNoteEveryVisits: 12,
      progressNoteEveryDays: 21,
    });
  });

  it('answers 400 naming each field it refuses, and stores nothing', async () => {
    const res = await as.post('/api/user', {
      progressNoteEveryVisits: 0,
      progressNoteEveryDays: 'thirty',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      progressNoteEveryVisits: 'Must be at least 1 visit',
      progressNoteEveryDays: 'Must be a number',
    });
    const fraction = await as.post('/api/user', { progressNoteEveryDays: 1.5 });
    expect(fraction.json<{ errors: Record<string, string> }>().errors).toEqual({
      progressNoteEveryDays: 'Must be a whole number of 0 or more',
    });
    expect((await as.get('/api/user')).json<User>()).toMatchObject({
      progressNoteEveryVisits: 10,
      progressNoteEveryDays: 30,
    });
  });
});
