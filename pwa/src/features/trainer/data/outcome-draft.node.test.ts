import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { startAnswers } from '../../../lib/answers-in-progress';
import { keepOutcomeDraft, loadOutcomeDraft } from './outcome-draft';
import { saveHomeOutcome, waitingOutcomes } from './outcome-queue';
import { TrainerDb } from './trainer-db';

/** The trainer's questionnaire draft on a real Dexie over fake-indexeddb
 * (docs/outcome-measures.md#at-home). */
let n = 0;
const reopenable = () => {
  const factory = new IDBFactory();
  const name = `outcome-draft-test-${++n}`;
  return () => new TrainerDb(name, { indexedDB: factory, IDBKeyRange });
};

const eightGiven = () => {
  const start = startAnswers('CISS');
  return { ...start, answers: start.answers.map((a, i) => (i < 8 ? 2 : a)), index: 8 };
};

describe("the trainer's questionnaire draft", () => {
  it('brings the answers given so far back after a reload', async () => {
    const open = reopenable();
    const before = open();
    await keepOutcomeDraft(before, eightGiven(), new Date('2026-03-02T09:00:00Z'));
    before.close();
    expect(await loadOutcomeDraft(open())).toEqual({
      values: eightGiven(),
      typedAt: '2026-03-02T09:00:00.000Z',
    });
  });

  it('is gone once the questionnaire is finished, in the same write that queues it', async () => {
    const db = reopenable()();
    await keepOutcomeDraft(db, eightGiven());
    const id = uuidv7();
    await saveHomeOutcome(db, {
      id,
      instrument: 'CISS',
      takenAt: '2026-03-02',
      answers: Array.from({ length: 15 }, () => 2),
    });
    expect(await loadOutcomeDraft(db)).toBeNull();
    expect((await waitingOutcomes(db)).map((o) => o.id)).toEqual([id]);
  });

  it('keeps the draft when the finished answers are refused, so nothing typed is lost', async () => {
    const db = reopenable()();
    await keepOutcomeDraft(db, eightGiven());
    await expect(
      saveHomeOutcome(db, { id: uuidv7(), instrument: 'CISS', takenAt: '2026-03-02', answers: [] }),
    ).rejects.toThrow();
    expect((await loadOutcomeDraft(db))?.values).toEqual(eightGiven());
    expect(await waitingOutcomes(db)).toEqual([]);
  });

  it('does not offer back a draft whose shape no longer reads', async () => {
    const db = reopenable()();
    await db.drafts.put({
      key: 'outcome',
      typedAt: '2026-03-02T09:00:00.000Z',
      values: { instrument: 'CISS', answers: [1, 2], index: 5 },
    });
    expect(await loadOutcomeDraft(db)).toBeNull();
  });
});
