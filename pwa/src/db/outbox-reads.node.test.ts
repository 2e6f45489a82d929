import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { IDBCursor, IDBObjectStore } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { deviceDb } from '../../test/sync/local-db';
import { createRecord, saveSectionOnDevice } from './repo';
import { pendingSignature, queuedSigning } from './signing';

/** Outbox rows a cursor stepped over while `work` ran: what a read costs as the queue grows. */
async function outboxSteps(work: () => Promise<unknown>): Promise<number> {
  const proto = IDBCursor.prototype as { continue: (key?: IDBValidKey) => void };
  const original = proto.continue;
  let steps = 0;
  proto.continue = function (this: IDBCursor, key?: IDBValidKey) {
    const store = this.source instanceof IDBObjectStore ? this.source : this.source.objectStore;
    if (store.name === 'outbox') steps += 1;
    original.call(this, key);
  };
  try {
    await work();
  } finally {
    proto.continue = original;
  }
  return steps;
}

describe('reads of a record’s outbox entries', () => {
  it('do not grow with the changes other records queued offline', async () => {
    const db = deviceDb('outbox-reads');
    const patient = await createRecord(db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    for (let i = 0; i < 150; i++) {
      const other = await createRecord(db, {
        kind: 'mainEvaluation',
        parentId: patient,
        sections: {},
      });
      await saveSectionOnDevice(db, other, 'evaluationOne', fullMainEvaluation.evaluationOne);
    }
    const mine = await createRecord(db, {
      kind: 'mainEvaluation',
      parentId: patient,
      sections: {},
    });
    expect(await db.outbox.count()).toBeGreaterThan(300);

    const save = await outboxSteps(() =>
      saveSectionOnDevice(db, mine, 'evaluationTwo', fullMainEvaluation.evaluationSecond),
    );
    const reads = await outboxSteps(async () => {
      expect(await pendingSignature(db, mine)).toBeUndefined();
      expect(await queuedSigning(db, mine)).toEqual([]);
    });
    expect(save).toBeLessThan(10);
    expect(reads).toBeLessThan(10);
  });
});
