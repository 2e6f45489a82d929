import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { makeAccount } from '@optolight/sync-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, saveSectionOnDevice } from '../db/repo';
import { chaosServer } from '../../test/sync/server';
import { deviceMaker } from '../../test/sync/test-device';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
});
afterAll(() => server.close());

const device = deviceMaker(() => server);

/** A call to the server as the account of `token`. */
const as = (token: string) => (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  server.harness.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe('the feed a member’s device follows', () => {
  it('downloads the practice again when the member’s role changes, losing nothing queued', async () => {
    const owner = await device();
    const patient = await createRecord(owner.db, {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    const evaluation = await createRecord(owner.db, {
      kind: 'mainEvaluation',
      parentId: patient,
      sections: { appointment: fullMainEvaluation.appointment },
    });
    expect(await owner.engine.syncOnce()).toBe('synced');

    const { code } = (
      await as(owner.token)('POST', '/api/practice/invitations', {
        role: 'clinician',
      })
    ).json<{ code: string }>();
    const member = await makeAccount(server.harness.app);
    expect((await as(member.token)('POST', '/api/practice/join', { code })).statusCode).toBe(200);
    const tablet = await device(member.token);
    expect(await tablet.engine.syncOnce()).toBe('synced');
    expect(await tablet.db.sections.get([evaluation, 'appointment'])).toBeDefined();

    // Moved to the front desk, with a clinical edit still queued on the tablet.
    const stored = await tablet.db.sections.get([evaluation, 'appointment']);
    await saveSectionOnDevice(
      tablet.db,
      evaluation,
      'appointment',
      { ...fullMainEvaluation.appointment, otherPrimaryDiagnosis: 'typed before the move' },
      stored?.data,
    );
    expect(await tablet.db.outbox.count()).toBe(1);
    const moved = await as(owner.token)('PATCH', `/api/practice/members/${member.userId}`, {
      role: 'frontDesk',
    });
    expect(moved.statusCode).toBe(200);
    expect(await tablet.engine.syncOnce()).toBe('synced');
    // The evaluation's content has left the tablet, but for its dates; the patient's details are
    // there again.
    const { createdAt, appointmentDate } = fullMainEvaluation.appointment;
    expect((await tablet.db.sections.get([evaluation, 'appointment']))?.data).toEqual({
      createdAt,
      appointmentDate,
    });
    expect(await tablet.db.sections.get([patient, 'info'])).toMatchObject({
      data: expect.objectContaining({ firstName: fixturePatients.maria.firstName }) as unknown,
    });
    expect((await tablet.db.records.get(evaluation))?.kind).toBe('mainEvaluation');
    // The queued edit was sent first, and the refusal is kept on the tablet to download.
    const refused = await tablet.db.outbox.where('status').equals('rejected').toArray();
    expect(refused).toHaveLength(1);
    expect(refused[0]?.error?.message).toMatch(/front desk/);

    // Back to clinician: the whole practice comes down again.
    await as(owner.token)('PATCH', `/api/practice/members/${member.userId}`, { role: 'clinician' });
    expect(await tablet.engine.syncOnce()).toBe('synced');
    expect((await tablet.db.sections.get([evaluation, 'appointment']))?.data).toMatchObject({
      appointmentDate: fullMainEvaluation.appointment.appointmentDate,
    });
  });
});
