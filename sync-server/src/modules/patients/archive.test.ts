import type { Change, Patient } from '@optolight/contract';
import { fixturePatients } from '@optolight/fixtures';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts';
import { caller, startHarness, type Harness } from '../../../test/harness';
import { syncDevice } from '../../../test/sync-device';

/** Archiving keeps a patient whole and sets it aside (docs/product.md#archived-patients). */

let h: Harness;
let as: ReturnType<typeof caller>;
beforeEach(async () => {
  h = await startHarness();
  as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
});
afterEach(() => h.close());

const numbers = async (query = '') =>
  (await as.get(`/api/patients${query}`)).json<Patient[]>().map((p) => [p.patientId, p.isArchived]);

describe('an archived patient', () => {
  it('syncs like any change, leaves the default list, shows when asked, and comes back', async () => {
    const device = syncDevice(as);
    await device.register();
    const [kept, aside] = [uuidv7(), uuidv7()];
    await device.push([
      device.create(kept),
      device.save(kept, 'info', fixturePatients.maria),
      device.create(aside),
      device.save(aside, 'info', fixturePatients.tobias),
    ]);
    const archived = await device.push([device.save(aside, 'archive', { isArchived: true })]);
    expect(archived.results[0]).toMatchObject({ status: 'applied' });

    expect(await numbers()).toEqual([['OPT-1001', false]]);
    expect((await numbers('?archived=include')).sort()).toEqual([
      ['OPT-1001', false],
      ['OPT-1002', true],
    ]);
    // Another tablet of the account learns it from the feed.
    const feed = await syncDevice(as).pullAll();
    expect(
      feed.find(
        (c): c is Extract<Change, { type: 'section' }> =>
          c.type === 'section' && c.name === 'archive',
      ),
    ).toMatchObject({ recordId: aside, data: { isArchived: true } });

    const bad = await device.push([device.save(aside, 'archive', { isArchived: 'yes' })]);
    expect(bad.results[0]).toMatchObject({ status: 'rejected' });

    await device.push([
      device.save(aside, 'archive', { isArchived: false }, { isArchived: true }, 1),
    ]);
    expect((await numbers()).sort()).toEqual([
      ['OPT-1001', false],
      ['OPT-1002', false],
    ]);
  });
});
