import { fullMainEvaluation } from '@optolight/fixtures';
import { expect, it } from 'vitest';
import { createRecord } from '../db/repo';
import { emptyTally, signMove, type SignLog } from '../../test/sync/chaos-signing';
import { deviceDb } from '../../test/sync/local-db';

// Sign moves run side by side in the chaos run (one in a step, one while a background sync's
// request is in flight): a signature both see queued is one signature in the log, or the run's
// check would count its one acceptance twice.
it('logs a signature queued by two moves at once once', async () => {
  const db = deviceDb('chaos-signing');
  const patient = await createRecord(db, { kind: 'patient', parentId: null, sections: {} });
  await createRecord(db, {
    kind: 'mainEvaluation',
    parentId: patient,
    sections: { appointment: fullMainEvaluation.appointment },
  });
  const log: SignLog = { signs: [], addenda: [], tally: emptyTally() };
  await Promise.all([signMove(db, 'a0', () => 0, log), signMove(db, 'a0', () => 0, log)]);
  expect(log.signs).toHaveLength(1);
});
