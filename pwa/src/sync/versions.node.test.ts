import { NewerVersionError, sectionVersions, type VersionTable } from '@optolight/domain';
import { fixturePatients } from '@optolight/fixtures';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, saveSectionOnDevice } from '../db/repo';
import type { OptolightDb, OutboxEntry } from '../db/schema';
import { isNewerThanApp, setVersionTable } from '../db/section-version';
import { upgradeStoredRows } from '../db/upgrade-rows';
import { toMutation } from './apply-push';
import { SyncEngine } from './engine';
import { injectSend, sendTransport } from '../../test/sync/inject-transport';
import { deviceDb } from '../../test/sync/local-db';
import { chaosServer } from '../../test/sync/server';

/** The app after the update: appointment version 2 fills the visit date (`appointmentDate`)
 * from the day the visit was made. The table is the test's; the code applying it is the app's. */
const updated: VersionTable = {
  appointment: sectionVersions([
    (d) => ({ ...d, appointmentDate: d.appointmentDate || d.createdAt || '' }),
  ]),
};

let server: Awaited<ReturnType<typeof chaosServer>>;
let token: string;
beforeAll(async () => {
  server = await chaosServer({ sectionVersions: updated });
  token = await server.account();
});
afterAll(() => server.close());
afterEach(() => {
  setVersionTable(undefined);
});

const engineFor = (name: string) =>
  new SyncEngine({
    db: deviceDb(name),
    transport: sendTransport(injectSend(server.app, () => token)),
  });

async function evaluationOn(db: OptolightDb, appointment: object): Promise<string> {
  const patient = await createRecord(db, {
    kind: 'patient',
    parentId: null,
    sections: { info: fixturePatients.maria },
  });
  return createRecord(db, { kind: 'mainEvaluation', parentId: patient, sections: { appointment } });
}

/** What last month's app left on the tablet: rows and entries that name no version. */
async function asWrittenByLastMonthsApp(db: OptolightDb) {
  await db.outbox.toCollection().modify((e) => {
    if (e.type === 'saveSection' || e.type === 'resolveConflict') delete e.schemaVersion;
  });
  await db.sections.toCollection().modify((s) => {
    delete s.schemaVersion;
  });
}

describe('stored sections have versions', () => {
  it('syncs an outbox written by the previous version after the app is updated', async () => {
    const engine = engineFor('queued-by-old-app');
    const db = engine.db;
    const id = await evaluationOn(db, { createdAt: '2026-03-02', physiciansName: 'Dr. Okafor' });
    await asWrittenByLastMonthsApp(db);
    expect((await db.outbox.toArray()).some((e) => 'schemaVersion' in e)).toBe(false);

    setVersionTable(updated); // the update
    expect(await engine.syncOnce()).toBe('synced');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.conflicts.count()).toBe(0);
    expect(await db.sections.get([id, 'appointment'])).toMatchObject({
      schemaVersion: 2,
      data: { appointmentDate: '2026-03-02', physiciansName: 'Dr. Okafor' },
      serverData: { appointmentDate: '2026-03-02' },
    });
  });

  it('takes what the server stored from the push answer alone, in the server’s newer shape', async () => {
    // A tablet still on the version before, whose pull is held back: the push answer is all it
    // hears this round.
    setVersionTable({ appointment: sectionVersions() });
    const own = await server.account();
    const transport = sendTransport(injectSend(server.app, () => own));
    const engine = new SyncEngine({
      db: deviceDb('answered-in-newer-shape'),
      transport: { ...transport, pull: () => Promise.reject(new Error('no pull this round')) },
    });
    const db = engine.db;
    const id = await evaluationOn(db, { createdAt: '2026-03-02', physiciansName: 'Dr. Okafor' });
    await engine.syncOnce().catch(() => 'pull held back');
    expect(await db.outbox.count()).toBe(0);
    // The server brought the save up to its version 2 and said so: kept as it came, read-only.
    const held = await db.sections.get([id, 'appointment']);
    expect(held).toMatchObject({
      schemaVersion: 2,
      data: { appointmentDate: '2026-03-02', physiciansName: 'Dr. Okafor' },
    });
    expect(held && isNewerThanApp(held)).toBe(true);
  });

  it('keeps a section a newer app saved untouched, and refuses to save over it', async () => {
    setVersionTable(updated);
    const newer = engineFor('newer-app');
    const id = await evaluationOn(newer.db, {
      createdAt: '2026-03-02',
      appointmentDate: '2026-03-03',
    });
    expect(await newer.syncOnce()).toBe('synced');

    // A tablet still on the version before.
    setVersionTable({ appointment: sectionVersions() });
    const old = engineFor('older-app');
    expect(await old.syncOnce()).toBe('synced');
    const held = await old.db.sections.get([id, 'appointment']);
    expect(held).toMatchObject({ schemaVersion: 2, data: { appointmentDate: '2026-03-03' } });
    expect(held && isNewerThanApp(held)).toBe(true);

    const edit = saveSectionOnDevice(
      old.db,
      id,
      'appointment',
      { createdAt: '2026-04-01' },
      held?.data,
    );
    await expect(edit).rejects.toThrow(NewerVersionError);
    await expect(edit).rejects.toThrow(/update the app/);
    expect(await old.db.sections.get([id, 'appointment'])).toEqual(held);
    expect(
      await old.db.outbox.where('[recordId+section]').equals([id, 'appointment']).count(),
    ).toBe(0);
  });

  it('brings rows the previous version stored up after the update, once', async () => {
    const engine = engineFor('stored-by-old-app');
    const db = engine.db;
    const id = await evaluationOn(db, { createdAt: '2026-03-02' });
    expect(await engine.syncOnce()).toBe('synced');
    await asWrittenByLastMonthsApp(db);

    setVersionTable(updated); // the update
    expect(await upgradeStoredRows(db)).toBeGreaterThan(0);
    expect(await db.sections.get([id, 'appointment'])).toMatchObject({
      schemaVersion: 2,
      data: { appointmentDate: '2026-03-02' },
    });
    // Patient details have no new steps: already at their version (none named is 1), left as is.
    const info = await db.sections.where('name').equals('info').first();
    expect(info && 'schemaVersion' in info).toBe(false);
    expect(await upgradeStoredRows(db)).toBe(0);
  });

  it('sends version 1 as before sections had versions, so a server not yet updated takes it', () => {
    const entry = {
      seq: 1,
      mutationId: '0190e1a2-0000-7000-8000-000000000001',
      status: 'pending',
      attempted: false,
      createdAt: '2026-03-02T10:00:00.000Z',
      type: 'saveSection',
      recordId: '0190e1a2-0000-7000-8000-000000000002',
      section: 'appointment',
      data: {},
      base: {},
      baseVersion: 0,
    } satisfies OutboxEntry;
    expect(toMutation({ ...entry, schemaVersion: 1 })).not.toHaveProperty('schemaVersion');
    expect(toMutation(entry)).not.toHaveProperty('schemaVersion');
    expect(toMutation({ ...entry, schemaVersion: 2 })).toMatchObject({ schemaVersion: 2 });
  });
});
