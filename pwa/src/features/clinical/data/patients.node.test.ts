import { fixturePatients } from '@optolight/fixtures';
import { expect, it } from 'vitest';
import { deviceDb } from '../../../../test/sync/local-db';
import { loadPatients, registerPatient, updatePatientInfo } from './patients';

it('lists every patient newest first, parsing again only the ones whose details changed', async () => {
  const db = deviceDb('patient-list');
  const ana = await registerPatient(db, { ...fixturePatients.maria, patientId: 'L-1' });
  await new Promise((r) => setTimeout(r, 5));
  const ben = await registerPatient(db, {
    ...fixturePatients.maria,
    patientId: 'L-2',
    firstName: 'Ben',
  });
  const first = await loadPatients(db);
  expect(first.map((p) => p.patientId)).toEqual(['L-2', 'L-1']);

  const stored = await db.sections.get([ana, 'info']);
  await new Promise((r) => setTimeout(r, 5));
  await updatePatientInfo(
    db,
    ana,
    { ...fixturePatients.maria, patientId: 'L-1', city: 'Doral' },
    stored?.data,
  );
  const second = await loadPatients(db);
  expect(second.map((p) => [p.patientId, p.city])).toEqual([
    ['L-1', 'Doral'],
    ['L-2', fixturePatients.maria.city],
  ]);
  // Ben did not change: the same parsed patient as before.
  expect(second.find((p) => p.id === ben)).toBe(first.find((p) => p.id === ben));
  expect(second.find((p) => p.id === ana)).not.toBe(first.find((p) => p.id === ana));
});
