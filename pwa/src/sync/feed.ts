import { getMeta, setMeta } from '../db/meta';
import { countPending } from '../db/outbox';
import type { OptolightDb } from '../db/schema';

/** What a pulled page's feed means for the device: its own, another (the device's records were
 * dropped for it), or another while changes made here still wait to be sent. */
export type FeedCheck = 'same' | 'switched' | 'sendFirst';

/**
 * Whether a pulled page comes from another feed than the records on the device: the account
 * joined, left or changed its role in a practice (docs/sync-protocol.md#the-feed-a-device-follows).
 * Then what the device holds belongs to the other feed, and its cursor counts there: the records,
 * their sections and conflicts are dropped, and the download starts again from the beginning.
 * Only with nothing waiting in the outbox, decided in the transaction that drops: a change made
 * while this round ran (typed during the push or the pull) is sent first ('sendFirst'), or the
 * device would lose its view of it and build the next save of that section without it. What the
 * server refused stays on the device as refused, to download. Drafts (text typed and not saved)
 * stay. A device that never noted a feed takes the first one it sees as its own.
 */
export async function leftFeed(db: OptolightDb, feed: string | undefined): Promise<FeedCheck> {
  if (feed === undefined) return 'same';
  // Every pulled page asks: its own feed, the usual answer, is read without the write
  // transaction over the records and the outbox, which would queue behind the page's slices and
  // the person's saves. Only leftFeed changes the feed, so a match read here holds.
  if ((await getMeta<string>(db, 'feed', '')) === feed) return 'same';
  return db.transaction(
    'rw',
    [db.records, db.sections, db.conflicts, db.meta, db.outbox],
    async (): Promise<FeedCheck> => {
      const held = await getMeta<string>(db, 'feed', '');
      if (held === feed) return 'same';
      if (held === '') {
        await setMeta(db, 'feed', feed);
        return 'same';
      }
      if ((await countPending(db)) > 0) return 'sendFirst';
      await Promise.all([db.records.clear(), db.sections.clear(), db.conflicts.clear()]);
      await setMeta(db, 'cursor', 0);
      await setMeta(db, 'complete', false);
      await setMeta(db, 'feed', feed);
      return 'switched';
    },
  );
}
