import type { Change } from '@optolight/contract';
import { sectionVersions, type VersionTable } from '@optolight/domain';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { deviceWithEvaluation, syncDevice } from '../../../test/sync-device';

/**
 * A server one version ahead of last month's app: appointment version 2 fills the visit date
 * (`appointmentDate`), which version 1 did not write, from the day the visit was made. The table
 * is the test's; the code that applies it is the product's.
 */
const versions: VersionTable = {
  appointment: sectionVersions([
    (d) => ({ ...d, appointmentDate: d.appointmentDate || d.createdAt || '' }),
  ]),
};

let h: Harness;
let as: ReturnType<typeof caller>;
const patientId = uuidv7();
const evaluationId = uuidv7();
beforeEach(async () => {
  h = await startHarness({}, { sectionVersions: versions });
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
});
afterEach(() => h.close());

type SectionChange = Extract<Change, { type: 'section' }>;
const storedAppointment = async (device: ReturnType<typeof syncDevice>) =>
  (await device.pullAll()).find(
    (c): c is SectionChange => c.type === 'section' && c.name === 'appointment',
  );
/** The appointment as a device was last shown it: the base of its next save. */
const shownTo = async (device: ReturnType<typeof syncDevice>): Promise<object> => {
  const data = (await storedAppointment(device))?.data;
  return typeof data === 'object' && data !== null ? data : {};
};

describe('stored sections have versions', () => {
  it('brings an entry of last month’s app (no version named) up to the current version', async () => {
    const old = await deviceWithEvaluation(as, patientId, evaluationId);
    const res = await old.push([
      old.save(evaluationId, 'appointment', { createdAt: '2026-03-02' }),
    ]);
    expect(res.results[0]).toMatchObject({ status: 'applied', version: 1 });
    // What was stored is not what was sent: the answer carries it, as the device's next base.
    expect(res.results[0]?.data).toMatchObject({ appointmentDate: '2026-03-02' });
    expect(await storedAppointment(old)).toMatchObject({
      schemaVersion: 2,
      data: { createdAt: '2026-03-02', appointmentDate: '2026-03-02' },
    });
  });

  it('keeps a field an old app does not know when that app saves over it', async () => {
    const old = await deviceWithEvaluation(as, patientId, evaluationId);
    const current = syncDevice(as);
    await current.register();
    await old.push([old.save(evaluationId, 'appointment', { createdAt: '2026-03-02' })]);
    const first = await shownTo(current);
    const filled = { createdAt: '2026-03-02', appointmentDate: '2026-03-05' };
    const saved = await current.push([
      { ...current.save(evaluationId, 'appointment', filled, first, 1), schemaVersion: 2 },
    ]);
    expect(saved.results[0]).toMatchObject({ status: 'applied', version: 2 });
    // The old app was shown the new field, ignored it, and saves without it.
    const shown = await shownTo(old);
    const edit = { createdAt: '2026-03-02', physiciansName: 'Dr. Okafor' };
    const res = await old.push([old.save(evaluationId, 'appointment', edit, shown, 2)]);
    expect(res.results[0]).toMatchObject({ status: 'applied', version: 3 });
    expect((await storedAppointment(current))?.data).toMatchObject({
      appointmentDate: '2026-03-05',
      physiciansName: 'Dr. Okafor',
    });
  });

  it('refuses, visibly and alone, an entry of a version newer than the server knows', async () => {
    const device = await deviceWithEvaluation(as, patientId, evaluationId);
    const res = await device.push([
      {
        ...device.save(evaluationId, 'appointment', { createdAt: '2026-03-02' }),
        schemaVersion: 3,
      },
      device.save(evaluationId, 'appointment', { createdAt: '2026-03-09' }),
    ]);
    expect(res.ackedSeq).toBe(4);
    expect(res.results[0]).toMatchObject({ status: 'rejected' });
    expect(res.results[0]?.message).toMatch(/newer version of Optolight/);
    expect(res.results[1]).toMatchObject({ status: 'applied' });
  });

  it('brings sections stored before an update up once the updated server starts', async () => {
    // The server before the update: appointment at version 1.
    await h.restart({ sectionVersions: { appointment: sectionVersions() } });
    const device = await deviceWithEvaluation(as, patientId, evaluationId);
    await device.push([device.save(evaluationId, 'appointment', { createdAt: '2026-03-02' })]);
    expect(await storedAppointment(device)).toMatchObject({
      schemaVersion: 1,
      data: { appointmentDate: '' },
    });

    await h.restart({ sectionVersions: versions }); // the update
    expect(await storedAppointment(device)).toMatchObject({
      schemaVersion: 2,
      data: { appointmentDate: '2026-03-02' },
    });
    // The revision it was shown is brought up too: a save from it merges, not clashes.
    const shown = await shownTo(device);
    const res = await device.push([
      device.save(
        evaluationId,
        'appointment',
        { ...shown, physiciansName: 'Dr. Okafor' },
        shown,
        1,
      ),
    ]);
    expect(res.results[0]).toMatchObject({ status: 'applied', version: 2 });
  });
});
