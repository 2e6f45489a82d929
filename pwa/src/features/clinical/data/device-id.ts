import { useLiveQuery } from 'dexie-react-hooks';
import { getMeta } from '../../../db/meta';
import { useDb } from './db';

/** This device's sync id: a conflict's sides are told apart by it. undefined while loading,
 * null before the device first synced. */
export function useDeviceId(): string | null | undefined {
  const db = useDb();
  return useLiveQuery(
    async () => (db ? (await getMeta<string>(db, 'deviceId', '')) || null : undefined),
    [db],
  );
}
