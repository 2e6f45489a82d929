import type { MutationResult, PushResponse } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { asc } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, execOnDatabase, startHarness, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';
import { sectionRevisions } from '../../db/schema';

const open: Harness[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

/** A fresh server with one account and its registered device (the same device id on each). */
async function server(deviceId: string) {
  const h = await startHarness();
  open.push(h);
  const as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  const device = syncDevice(as, deviceId);
  await device.register();
  return { h, device };
}
type Device = Awaited<ReturnType<typeof server>>['device'];

const reg = (physiciansName: string, service: string[] = []) => ({ physiciansName, service });

/** One of each kind of entry a push meets, in an order that interleaves them. */
function everyKindOfEntry(
  d: Device,
  [p, q, e, stranger]: [string, string, string, string],
): object[] {
  return [
    d.create(p),
    d.save(p, 'info', { ...fixturePatients.maria, patientId: '77' }),
    d.save(p, 'patientReg', reg('A')),
    d.save(p, 'patientReg', reg('B'), reg('A')),
    // From an older base: merged with what came since.
    d.save(p, 'patientReg', reg('A', ['OT']), reg('A')),
    // The same field changed from the same base: a conflict, which keeps 'B'.
    d.save(p, 'patientReg', reg('C'), reg('A')),
    // What is stored, sent again: no new version.
    d.save(p, 'patientReg', reg('B', ['OT']), reg('B', ['OT'])),
    d.save(stranger, 'patientReg', reg('Z')),
    d.save(p, 'patientReg', { physiciansName: 5 }),
    { ...d.save(p, 'patientReg', reg('D')), recordId: 'not an id' },
    d.create(e, 'mainEvaluation', p),
    d.save(e, 'evaluationOne', fullMainEvaluation.evaluationOne),
    d.save(e, 'appointment', fullMainEvaluation.appointment),
    d.save(p, 'patientReg', reg('E', ['OT']), reg('B', ['OT'])),
    d.create(q),
    d.save(q, 'patientReg', reg('Q')),
    d.remove(q),
    d.save(q, 'patientReg', reg('R'), reg('Q')),
    d.save(
      e,
      'evaluationOne',
      {
        ...fullMainEvaluation.evaluationOne,
        pastMedicalHistory: 'later',
      },
      fullMainEvaluation.evaluationOne,
    ),
  ];
}

/** What a push answered, without what differs between servers by nature (ids it made). */
const comparable = (results: MutationResult[]) =>
  results.map(({ conflictId, ...rest }) => ({ ...rest, conflict: conflictId !== undefined }));

/** The revision history as stored, without times. */
const history = async (h: Harness) =>
  (
    await h.app.storage.read
      .select()
      .from(sectionRevisions)
      .orderBy(
        asc(sectionRevisions.recordId),
        asc(sectionRevisions.name),
        asc(sectionRevisions.version),
      )
  ).map(({ createdAt: _at, ...rest }) => rest);

/** The feed's content, without positions and times. */
const feed = async (d: Device) =>
  (await d.pullAll())
    .map(({ seq: _seq, ...change }) =>
      change.type === 'record'
        ? { ...change, record: { ...change.record, updatedAt: '', createdAt: '' } }
        : change.type === 'conflict'
          ? { type: change.type, fields: change.conflict.fields }
          : change,
    )
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('a push written together', () => {
  it('answers, stores and feeds exactly what the same entries pushed one at a time do', async () => {
    const deviceId = uuidv7();
    const ids: [string, string, string, string] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const [together, alone] = await Promise.all([server(deviceId), server(deviceId)]);

    const all = await together.device.push(everyKindOfEntry(together.device, ids));
    const one: PushResponse['results'] = [];
    for (const entry of everyKindOfEntry(alone.device, ids))
      one.push(...(await alone.device.push([entry])).results);

    expect(all.ackedSeq).toBe(19);
    expect(comparable(all.results)).toEqual(comparable(one));
    expect(all.results.map((r) => r.status)).toEqual([
      ...['applied', 'applied', 'applied', 'applied', 'applied', 'conflict', 'applied'],
      ...['rejected', 'rejected', 'rejected', 'applied', 'applied', 'applied', 'applied'],
      ...['applied', 'applied', 'applied', 'rejected', 'applied'],
    ]);
    expect(await history(together.h)).toEqual(await history(alone.h));
    expect(await feed(together.device)).toEqual(await feed(alone.device));
  });

  it('refuses alone a save the database will not store, and keeps the saves around it', async () => {
    const { h, device } = await server(uuidv7());
    const p = uuidv7();
    await device.push([device.create(p)]);
    // As a constraint the rules do not know would: one version's revision cannot be written.
    await execOnDatabase(h.app, {
      sqlite: `CREATE TRIGGER refuse BEFORE INSERT ON section_revisions
        WHEN NEW.data LIKE '%doomed%' BEGIN SELECT RAISE(ABORT, 'disk says no'); END`,
      postgres: `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          IF NEW.data::text LIKE '%doomed%' THEN
            RAISE EXCEPTION 'disk says no' USING ERRCODE = 'check_violation';
          END IF; RETURN NEW; END $$;
        CREATE TRIGGER refuse BEFORE INSERT ON section_revisions
          FOR EACH ROW EXECUTE FUNCTION refuse()`,
    });
    const batch = [
      device.save(p, 'patientReg', reg('first')),
      device.save(p, 'patientReg', reg('doomed'), reg('first')),
      device.save(p, 'patientReg', reg('first', ['OT']), reg('first')),
    ];
    const res = await device.push(batch);
    expect(res.ackedSeq).toBe(4);
    expect(res.results).toMatchObject([
      { seq: 2, status: 'applied', version: 1 },
      { seq: 3, status: 'rejected', message: 'The server could not apply this change' },
      { seq: 4, status: 'applied', version: 2 },
    ]);
    expect((await history(h)).map((r) => r.data)).toMatchObject([
      reg('first'),
      reg('first', ['OT']),
    ]);
    // Each answer was stored: the same batch sent again (its answer lost) is answered the same.
    expect(await device.push(batch)).toEqual(res);
  });
});
