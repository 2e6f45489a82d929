import { registerDeviceStore } from '../sync';

/** The app composes features: the trainer's rounds count as unsynced work and leave on logout. */
export function registerTrainerStore(): void {
  const trainer = () => import('../features/trainer');
  registerDeviceStore({
    pending: async (accountId) => {
      const t = await trainer();
      return t.pendingCount(t.trainerDb(accountId));
    },
    clear: async (accountId) => {
      await (await trainer()).deleteTrainerData(accountId);
    },
  });
}
