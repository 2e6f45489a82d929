import { getMeta, setMeta } from '../db/meta';
import type { OptolightDb } from '../db/schema';

/**
 * Whether a pulled page comes from another feed than the records on the device: the account
 * joined, left or changed its role in a practice (docs/sync-protocol.md#the-feed-a-device-follows).
 * Then what the device holds belongs to the other feed, and its cursor counts there: the records,
 * their sections and conflicts are dropped, and the download starts again from the beginning.
 * The outbox was sent in this round before the pull, so nothing queued is lost: what the server
 * refused stays on the device as refused, to download. Drafts (text typed and not saved) stay.
 * A device that never noted a feed takes the first one it sees as its own.
 */
export async function leftFeed(db: OptolightDb, feed: string | undefined): Promise<boolean> {
  if (feed === undefined) return false;
  const held = await getMeta<string>(db, 'feed', '');
  if (held === feed) return false;
  if (held === '') {
    await setMeta(db, 'feed', feed);
    return false;
  }
  await db.transaction('rw', [db.records, db.sections, db.conflicts, db.meta], async () => {
    await Promise.all([db.records.clear(), db.sections.clear(), db.conflicts.clear()]);
    await setMeta(db, 'cursor', 0);
    await setMeta(db, 'complete', false);
    await setMeta(db, 'feed', feed);
  });
  return true;
}
