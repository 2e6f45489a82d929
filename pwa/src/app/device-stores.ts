import { registerAfterRound, registerDeviceStore } from '../sync';

/** The app composes features: the trainer's rounds and questionnaires not yet sent count as
 * unsynced work, and leave on logout. */
export function registerTrainerStore(): void {
  const trainer = () => import('../features/trainer');
  registerDeviceStore({
    pending: async (accountId) => {
      const t = await trainer();
      return t.unsentCount(t.trainerDb(accountId));
    },
    clear: async (accountId) => {
      await (await trainer()).deleteTrainerData(accountId);
    },
  });
}

/** The home programme's kept copies hold patient data: they leave with the account at logout. */
export function registerHomeStore(): void {
  registerDeviceStore({
    pending: () => Promise.resolve(0),
    clear: async (accountId) => {
      await (await import('../features/home-programme')).deleteHomeData(accountId);
    },
  });
}

/**
 * The access log's queue (docs/security.md#access-log) goes out after each sync round that
 * reached the server, and once more at logout while the session still counts. It is not work a
 * person made: it never holds logout back, and it leaves with the clinical database.
 */
export function registerAccessLogStore(): void {
  const runtime = () => import('../sync/runtime');
  const flush: Parameters<typeof registerAfterRound>[0] = async (db) => {
    await (await import('./access-log-upload')).uploadAccessEvents(db);
  };
  registerAfterRound(flush);
  registerDeviceStore({
    pending: () => Promise.resolve(0),
    clear: () => Promise.resolve(),
    flush: async () => {
      const r = await runtime();
      if (r.isSyncRunning()) await flush(r.clinicalDb());
    },
  });
}
