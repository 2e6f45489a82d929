import type { PullResponse } from '@optolight/contract';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/accounts';
import { caller, startHarness, type Harness } from '../../test/harness';
import { syncDevice } from '../../test/sync-device';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** A practice with a patient and `n` evaluations. */
async function practice(n: number) {
  const as = caller(() => h.app, (await makeAccount(h.app, 'professionalBasic')).auth);
  const patient = (await as.post('/api/patient', fixturePatients.maria)).json<{
    patientAutoGenId: string;
  }>().patientAutoGenId;
  const evaluations: string[] = [];
  for (let i = 0; i < n; i++)
    evaluations.push(
      (
        await as.post(`/api/patient/${patient}`, { appointment: fullMainEvaluation.appointment })
      ).json<{ appointmentId: string }>().appointmentId,
    );
  return { as, evaluations, patient };
}

/** Follows a feed page by page, as a device does, keeping the newest version of each section. */
function follower(as: ReturnType<typeof caller>) {
  let cursor = 0;
  const seen = new Map<string, number>();
  return {
    seen,
    async step() {
      const page = (
        await as.get(`/api/sync/pull?cursor=${String(cursor)}&limit=3`)
      ).json<PullResponse>();
      for (const c of page.changes)
        if (c.type === 'section') {
          const key = `${c.recordId}/${c.name}`;
          seen.set(key, Math.max(seen.get(key) ?? 0, c.version));
        }
      expect(page.cursor).toBeGreaterThanOrEqual(cursor);
      cursor = page.cursor;
      return page.hasMore;
    },
  };
}

describe('writes of several practices at once', () => {
  it('keeps each practice’s feed in commit order: a device following it misses nothing', async () => {
    const [a, b] = [await practice(6), await practice(6)];
    const followA = follower(a.as);
    const state = { running: true };
    const following = (async () => {
      while (state.running) {
        await followA.step();
        // A device pulls now and then, not in a tight loop.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    // Pushes of both practices, and writes that name no practice (signatures over REST), side
    // by side.
    const rounds = Array.from({ length: 6 }, async (_, i) => {
      const [ea, eb] = [a.evaluations[i] ?? '', b.evaluations[i] ?? ''];
      const last = { a: { data: {}, version: 0 }, b: { data: {}, version: 0 } };
      // A device of each practice per evaluation: one device's pushes go in order.
      const devices = { a: syncDevice(a.as), b: syncDevice(b.as) };
      await Promise.all([devices.a.register(), devices.b.register()]);
      const save = async (which: 'a' | 'b', record: string, text: string) => {
        const device = devices[which];
        const data = { pastMedicalHistory: text };
        const { results } = await device.push([
          device.save(record, 'evaluationOne', data, last[which].data, last[which].version),
        ]);
        expect(results[0]?.status, JSON.stringify(results)).toBe('applied');
        last[which] = { data, version: results[0]?.version ?? 0 };
      };
      for (let v = 1; v <= 4; v++)
        await Promise.all([save('a', ea, `A${String(v)}`), save('b', eb, `B${String(v)}`)]);
      // Read over REST first: a signature covers what was shown.
      await a.as.get(`/api/evaluations/${a.patient}`);
      const signed = await a.as.post(`/api/sign/${ea}`, {});
      expect(signed.statusCode, signed.body).toBe(200);
    });
    try {
      await Promise.all(rounds);
    } finally {
      state.running = false;
      await following;
    }
    while (await followA.step());
    // Everything the practice holds, as a fresh device would download it.
    const fresh = follower(a.as);
    while (await fresh.step());
    expect(followA.seen).toEqual(fresh.seen);
    expect([...fresh.seen.values()].filter((v) => v >= 4).length).toBe(6);
  }, 60_000);
});
