import { makeAccount, startHarness, type Harness } from '@optolight/sync-server/testing';
import type { ChaosServer } from './chaos';

/** The real sync server in-process on a real SQLite file, shaped for the chaos run. */
export async function chaosServer(
  options: Parameters<typeof startHarness>[1] = {},
): Promise<ChaosServer & { close: () => Promise<void>; harness: Harness }> {
  const h = await startHarness({ LOGIN_RATE_MAX: '100000', ADDRESS_RATE_MAX: '100000' }, options);
  return {
    harness: h,
    app: () => h.app,
    restart: () => h.restart(),
    account: async () => (await makeAccount(h.app, 'professionalBasic')).token,
    mutationCounts: () =>
      h.app.storage.read.$client
        .prepare(
          `SELECT d.id AS deviceId, d.last_seq AS lastSeq, COUNT(m.seq) AS rows, COUNT(DISTINCT m.seq) AS distinct_
           FROM devices d LEFT JOIN mutations m ON m.device_id = d.id GROUP BY d.id`,
        )
        .all()
        .map((row) => {
          const r = row as { deviceId: string; lastSeq: number; rows: number; distinct_: number };
          return { deviceId: r.deviceId, lastSeq: r.lastSeq, rows: r.rows, distinct: r.distinct_ };
        }),
    close: () => h.close(),
  };
}
