import type { Bundle } from 'fhir/r4';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import type { User } from '@optolight/domain';
import { patientBundle } from '@optolight/fhir';
import { caller } from '@optolight/sync-server/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chaosServer } from '../../../../test/sync/server';
import { deviceMaker } from '../../../../test/sync/test-device';
import { deviceChart } from './fhir-export';

let server: Awaited<ReturnType<typeof chaosServer>>;
beforeAll(async () => {
  server = await chaosServer();
}, 60_000);
afterAll(() => server.close());
const device = deviceMaker(() => server);

/** A bundle without what differs between two exports of one chart: when it was made, and the
 * PDFs' bytes (a report prints the time it was made). */
function comparable(bundle: Bundle) {
  return (bundle.entry ?? []).map(({ resource }) =>
    resource?.resourceType === 'DocumentReference'
      ? {
          ...resource,
          content: resource.content.map((c) => ({
            ...c,
            attachment: { ...c.attachment, data: '', title: '' },
          })),
        }
      : resource,
  );
}

it('makes on the device, from its copy, the bundle the server makes', async () => {
  const d = await device();
  const as = caller(() => server.harness.app, { authorization: `Bearer ${d.token}` });
  await as.post('/api/user', { credentials: 'OTR/L', businessName: 'Bayshore Vision Therapy' });
  const patientId = (await as.post('/api/patient', fixturePatients.maria)).json<{
    patientAutoGenId: string;
  }>().patientAutoGenId;
  const evaluationId = (
    await as.post(`/api/patient/${patientId}`, { appointment: fullMainEvaluation.appointment })
  ).json<{ appointmentId: string }>().appointmentId;
  expect((await as.post(`/api/sign/${evaluationId}`, {})).statusCode).toBe(200);
  expect((await as.post(`/api/addendum/${evaluationId}`, { text: 'Seen again.' })).statusCode).toBe(
    200,
  );
  const ciss = { instrument: 'CISS', takenAt: '2026-11-02', answers: Array(15).fill(2) };
  expect((await as.post(`/api/outcomes/${patientId}`, ciss)).statusCode).toBe(200);

  expect(await d.engine.syncOnce()).toBe('synced');
  // Offline from here: the device reads its own copy only.
  d.net.status = 0;
  const user = (await as.get('/api/user')).json<User>();
  const chart = await deviceChart(d.db, patientId, user, (recordId) =>
    Promise.resolve({ recordId, fileName: 'report.pdf', data: 'JVBERi0xLjQK' }),
  );
  const onDevice = patientBundle(chart);
  const fromServer = (await as.get(`/api/fhir/Patient/${patientId}/$everything`)).json<Bundle>();
  expect(comparable(onDevice)).toEqual(comparable(fromServer));
  expect(onDevice.entry?.length).toBeGreaterThan(10);
});
