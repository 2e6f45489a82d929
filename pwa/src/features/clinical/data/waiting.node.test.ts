import { fixturePatients } from '@optolight/fixtures';
import { expect, it } from 'vitest';
import { createRecord, saveSectionOnDevice } from '../../../db/repo';
import { deviceDb } from '../../../../test/sync/local-db';
import { registerPatient } from './patients';
import { loadWaiting, sectionKeyOf } from './waiting';

it('counts unsent changes per section, per record and for the patient above them', async () => {
  const db = deviceDb('waiting-counts');
  const patient = await registerPatient(db, { ...fixturePatients.maria, patientId: 'W-1' });
  const other = await registerPatient(db, { ...fixturePatients.maria, patientId: 'W-2' });
  const evaluation = await createRecord(db, {
    kind: 'mainEvaluation',
    parentId: patient,
    sections: { appointment: { physiciansName: 'Dr. Okafor' } },
  });
  const note = await createRecord(db, {
    kind: 'progressNote',
    parentId: evaluation,
    sections: { appointment: { physiciansName: 'Dr. Okafor' } },
  });
  const stored = await db.sections.get([note, 'appointment']);
  await saveSectionOnDevice(db, note, 'appointment', { physiciansName: 'Dr. Lee' }, stored?.data);

  const waiting = await loadWaiting(db);
  // The note: its creation and its appointment (a second save folds into the unsent one).
  expect(waiting.get(note)).toEqual({ pending: 2, refused: 0, conflicts: 0 });
  expect(waiting.get(sectionKeyOf(note, 'appointment'))?.pending).toBe(1);
  // The evaluation counts its own two changes and its note's two.
  expect(waiting.get(evaluation)?.pending).toBe(4);
  const own = waiting.get(other)?.pending ?? 0;
  expect(waiting.get(patient)?.pending).toBe(own + 4);

  // Once the server has taken them they are no longer waiting; a refused change and an open
  // conflict still show, each as what it is.
  const [first, second] = (await db.outbox.orderBy('seq').toArray()).filter(
    (e) => e.recordId === note,
  );
  await db.outbox.bulkDelete(
    (await db.outbox.toArray())
      .map((e) => e.seq)
      .filter((s) => s !== first?.seq && s !== second?.seq),
  );
  if (first) await db.outbox.put({ ...first, status: 'rejected', error: { message: 'No' } });
  await db.conflicts.put({
    id: 'c-1',
    recordId: evaluation,
    section: 'appointment',
    fields: [{ path: 'physiciansName', mine: 'A', theirs: 'B' }],
    deviceId: 'd-1',
    createdAt: new Date().toISOString(),
    resolvedAt: null,
  });
  const after = await loadWaiting(db);
  expect(after.get(note)).toEqual({ pending: 1, refused: 1, conflicts: 0 });
  expect(after.get(sectionKeyOf(evaluation, 'appointment'))).toEqual({
    pending: 0,
    refused: 0,
    conflicts: 1,
  });
  expect(after.get(patient)).toEqual({ pending: 1, refused: 1, conflicts: 1 });
  expect(after.has(other)).toBe(false);
});
