import { describe, expect, it } from 'vitest';
import { deviceDb } from '../../test/sync/local-db';
import { evaluationOn } from '../../test/sync/evaluation-on';
import { getMeta, setMeta } from '../db/meta';
import { saveSectionOnDevice } from '../db/repo';
import { leftFeed } from './feed';

describe('leaving a feed', () => {
  it('sends what was changed during the round first, and drops the records only then', async () => {
    const db = deviceDb('feed-send-first');
    await setMeta(db, 'feed', 'practice-a:all');
    const id = await evaluationOn(db);
    const typed = { pastMedicalHistory: 'typed while the pull ran' };
    await saveSectionOnDevice(db, id, 'evaluationOne', typed);

    // The entries wait in the outbox: nothing is dropped, the device keeps what it shows.
    expect(await leftFeed(db, 'practice-a:frontDesk')).toBe('sendFirst');
    expect((await db.sections.get([id, 'evaluationOne']))?.data).toMatchObject(typed);
    expect(await getMeta(db, 'feed', '')).toBe('practice-a:all');

    // Sent (here: taken off as acknowledged), the device leaves its feed.
    await db.outbox.clear();
    expect(await leftFeed(db, 'practice-a:frontDesk')).toBe('switched');
    expect(await db.records.count()).toBe(0);
    expect(await getMeta(db, 'feed', '')).toBe('practice-a:frontDesk');
    expect(await leftFeed(db, 'practice-a:frontDesk')).toBe('same');
  });
});
