import { fixturePatients } from '@optolight/fixtures';
import { expect, it } from 'vitest';
import type { LocalConflict } from '../../../db/schema';
import { createRecord } from '../../../db/repo';
import { deviceDb } from '../../../../test/sync/local-db';
import { conflictFieldLabel, conflictSectionTitle } from './conflict-section';
import { isPatientPlace, loadConflictPlaces } from './open-conflicts';
import { registerPatient } from './patients';

const conflict = (id: string, recordId: string, section: string, at: string): LocalConflict => ({
  id,
  recordId,
  section,
  fields: [{ path: 'phone', mine: '555-0100', theirs: '555-0199' }],
  deviceId: 'd-1',
  createdAt: at,
  resolvedAt: null,
});

it('lists a conflict in a patient’s details beside those in evaluation sections, oldest first', async () => {
  const db = deviceDb('open-conflicts');
  const patient = await registerPatient(db, { ...fixturePatients.maria, patientId: 'C-1' });
  const evaluation = await createRecord(db, {
    kind: 'mainEvaluation',
    parentId: patient,
    sections: { appointment: { physiciansName: 'Dr. Okafor' } },
  });
  await db.conflicts.bulkPut([
    conflict('c-2', evaluation, 'appointment', '2026-11-02T10:00:00.000Z'),
    conflict('c-1', patient, 'info', '2026-11-01T10:00:00.000Z'),
    { ...conflict('c-3', patient, 'info', '2026-11-03T10:00:00.000Z'), resolvedAt: 'x' },
    // A section the patient does not have is not a place anyone can settle.
    conflict('c-4', patient, 'appointment', '2026-11-04T10:00:00.000Z'),
  ]);

  const places = await loadConflictPlaces(db);
  expect(places.map((p) => [p.conflict.id, p.section, p.patientId])).toEqual([
    ['c-1', 'info', patient],
    ['c-2', 'appointment', patient],
  ]);
  const [details, section] = places;
  expect(details && isPatientPlace(details)).toBe(true);
  expect(details?.patientName).toBe(
    `${fixturePatients.maria.firstName} ${fixturePatients.maria.lastName}`,
  );
  expect(section && !isPatientPlace(section) && section.evaluationId).toBe(evaluation);
});

it('lists a conflict in a patient’s home programme, settled on the patient’s page', async () => {
  const db = deviceDb('open-conflicts-home');
  const patient = await registerPatient(db, { ...fixturePatients.maria, patientId: 'C-2' });
  await db.conflicts.put({
    ...conflict('c-5', patient, 'homeProgram', '2026-11-05T10:00:00.000Z'),
    fields: [{ path: 'note', mine: 'Evenings.', theirs: 'Mornings.' }],
  });
  const [place] = await loadConflictPlaces(db);
  expect(place && isPatientPlace(place) && place.section).toBe('homeProgram');
  expect(conflictSectionTitle('homeProgram')).toBe('Home programme');
  expect(conflictFieldLabel('homeProgram', 'note')).toBe('Note to the patient');
});
