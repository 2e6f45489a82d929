import { msg } from '@optolight/domain';
import { fullMainEvaluation } from '@optolight/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from '../../../db/repo';
import { queueCertification, queueSignature, queuedSigning } from '../../../db/signing';
import { chaosServer } from '../../../../test/sync/server';
import { deviceMaker } from '../../../../test/sync/test-device';
import { loadSigning } from './signing';
import { evaluationOn } from '../../../../test/sync/evaluation-on';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());
const device = deviceMaker(() => server);

/** A call to the server as the account of `token`. */
const as = (token: string) => (method: 'GET' | 'PATCH', url: string, payload?: object) =>
  server.harness.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

/** Lets the account (the owner of its practice of one) certify plans of care, or not. */
async function setCertifies(token: string, canCertify: boolean) {
  const { members } = (await as(token)('GET', '/api/practice')).json<{
    members: { memberId: string }[];
  }>();
  const res = await as(token)('PATCH', `/api/practice/members/${members[0]?.memberId ?? ''}`, {
    canCertify,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('certifying the plan of care on the device', () => {
  it('queues the certification offline behind the signature; a refusal stays until certified again', async () => {
    const d = await device();
    const id = await evaluationOn(d.db);
    await expect(queueCertification(d.db, id)).rejects.toThrow(msg.certifyUnsigned);

    d.net.status = 0;
    await queueSignature(d.db, id);
    await queueCertification(d.db, id);
    await queueCertification(d.db, id);
    expect((await queuedSigning(d.db, id)).map((e) => e.type)).toEqual([
      'signRecord',
      'certifyPlan',
    ]);
    expect((await loadSigning(d.db, id)).plan).toMatchObject({
      pending: true,
      certification: null,
    });

    // The account does not certify yet: the server refuses, and the device shows why.
    d.net.status = 200;
    await d.engine.syncOnce();
    const refused = (await loadSigning(d.db, id)).plan;
    expect(refused?.refused?.message).toContain('certifies plans of care');
    expect((await d.db.records.get(id))?.signature).toBeTruthy();

    await setCertifies(d.token, true);
    await queueCertification(d.db, id);
    expect((await queuedSigning(d.db, id)).map((e) => [e.type, e.status])).toEqual([
      ['certifyPlan', 'pending'],
    ]);
    expect(await d.engine.syncOnce()).toBe('synced');
    const plan = (await loadSigning(d.db, id)).plan;
    expect(plan).toMatchObject({ pending: false, refused: null });
    expect(plan?.certification?.certifiedAt).toBeTruthy();
    expect(await d.db.outbox.count()).toBe(0);
  });

  it('offers no certification on a progress note', async () => {
    const d = await device();
    const evaluation = await evaluationOn(d.db);
    const note = await createRecord(d.db, {
      kind: 'progressNote',
      parentId: evaluation,
      sections: { appointment: fullMainEvaluation.appointment },
    });
    await queueSignature(d.db, note);
    expect((await loadSigning(d.db, note)).plan).toBeNull();
    await expect(queueCertification(d.db, note)).rejects.toThrow('holds a plan of care');
  });
});
