import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncEngine } from '../sync/engine';
import { injectSend, sendTransport } from '../../test/sync/inject-transport';
import { deviceDb } from '../../test/sync/local-db';
import { chaosServer } from '../../test/sync/server';
import { createRecord, discardRejected, saveSectionOnDevice } from './repo';
import { queueSignature } from './signing';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());

type EvaluationOne = typeof fullMainEvaluation.evaluationOne;

describe('discarding a refused save', () => {
  it('shows the signed content again once a save refused for the signature is discarded', async () => {
    const token = await server.account();
    const tablet = (name: string) =>
      new SyncEngine({
        db: deviceDb(`discard-${name}`),
        transport: sendTransport(injectSend(server.app, () => token)),
      });
    const signer = tablet('signer');
    const other = tablet('other');
    const patient = await createRecord(signer.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    const id = await createRecord(signer.db, {
      kind: 'mainEvaluation',
      parentId: patient,
      sections: { evaluationOne: fullMainEvaluation.evaluationOne },
    });
    await signer.syncOnce();
    await other.syncOnce();
    const shown = (await other.db.sections.get([id, 'evaluationOne']))?.data as EvaluationOne;
    await saveSectionOnDevice(
      other.db,
      id,
      'evaluationOne',
      { ...shown, previousStatus: 'Typed on the other tablet' },
      shown,
    );
    await queueSignature(signer.db, id);
    await signer.syncOnce();
    await other.syncOnce();

    const [refused] = await other.db.outbox.toArray();
    expect(refused).toMatchObject({ type: 'saveSection', status: 'rejected' });
    expect((await other.db.records.get(id))?.signature).toBeTruthy();
    await discardRejected(other.db, refused?.seq ?? 0);
    await other.syncOnce();
    const after = (await other.db.sections.get([id, 'evaluationOne']))?.data as EvaluationOne;
    expect(after.previousStatus).toBe(fullMainEvaluation.evaluationOne.previousStatus);
  });
});
