import {
  makeAccount,
  mutationCounts,
  mutationResults,
  signedRecords,
  startHarness,
  startPostgres,
  type Harness,
} from '@optolight/sync-server/testing';
import type { ChaosServer } from './chaos';

type Instance = Harness['app'];

/**
 * The real sync server in-process, shaped for the chaos run: one instance on a real SQLite file,
 * or with `instances` > 1, that many on one real PostgreSQL database, each request going to the
 * next instance in turn (as a load balancer would spread them) and a restart hitting one of them.
 */
export async function chaosServer(
  options: Parameters<typeof startHarness>[1] & { instances?: number } = {},
): Promise<ChaosServer & { close: () => Promise<void>; harness: Harness }> {
  const { instances: wanted = 1, ...harnessOptions } = options;
  const postgres = wanted > 1 ? await startPostgres() : null;
  const h = await startHarness(
    {
      LOGIN_RATE_MAX: '100000',
      ADDRESS_RATE_MAX: '100000',
      ...(postgres
        ? { DATABASE_URL: postgres.url, JWT_SECRET: 'a-chaos-signing-key-of-32-chars-or-more' }
        : {}),
    },
    harnessOptions,
  );
  const others: Instance[] = [];
  while (others.length + 1 < wanted) others.push(await h.another());
  const all = (): Instance[] => [h.app, ...others];
  let turn = 0;
  let restarts = 0;
  return {
    harness: h,
    app: () => all()[turn++ % wanted] ?? h.app,
    restart: async () => {
      const which = restarts++ % wanted;
      if (which === 0) return h.restart();
      await others[which - 1]?.close();
      others[which - 1] = await h.another();
    },
    account: async () => (await makeAccount(h.app, 'professionalBasic')).token,
    patientAccount: async () => (await makeAccount(h.app, 'patientBasic')).token,
    mutationCounts: () => mutationCounts(h.app.storage),
    signedRecords: (ids) => signedRecords(h.app.storage, ids),
    mutationResults: (ids) => mutationResults(h.app.storage, ids),
    close: async () => {
      for (const other of others) await other.close();
      await h.close();
      await postgres?.stop();
    },
  };
}
