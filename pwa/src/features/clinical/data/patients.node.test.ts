import { fixturePatients } from '@optolight/fixtures';
import { expect, it } from 'vitest';
import { deviceDb } from '../../../../test/sync/local-db';
import { createRecord, saveSectionOnDevice } from '../../../db/repo';
import { watchTables } from '../../../db/watch-tables';
import { loadPatients, readPatientRows } from './patient-list';
import { patientListRows, registerPatient, updatePatientInfo } from './patients';

const settle = () => new Promise((r) => setTimeout(r, 100));

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

it('reads every patient and its details across pages, with visits in between', async () => {
  const db = deviceDb('patient-pages');
  const ids: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const id = await registerPatient(db, { ...fixturePatients.maria, patientId: `P-${String(i)}` });
    ids.push(id);
    // Evaluation ids fall between the patients' ids: pages must skip them.
    await createRecord(db, {
      kind: 'mainEvaluation',
      parentId: id,
      sections: { appointment: { createdAt: '2026-04-01' } },
    });
  }
  for (const pageSize of [1, 2, 3, 5, 1000]) {
    const { records, infos } = await readPatientRows(db, pageSize);
    expect(records.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(infos.map((s) => [s.recordId, s.name]).sort()).toEqual(
      [...ids].sort().map((id) => [id, 'info']),
    );
  }
});

it('reads the patient list again only after a write to a patient or its details', async () => {
  const db = deviceDb('watch-range');
  let reads = 0;
  const watch = watchTables(
    db,
    patientListRows,
    () => Promise.resolve((reads += 1)),
    () => undefined,
    (error: unknown) => {
      throw error;
    },
  );
  const patient = await createRecord(db, {
    kind: 'patient',
    parentId: null,
    sections: { info: { ...fixturePatients.maria, patientId: 'R-1' } },
  });
  await settle();
  const afterPatient = reads;
  expect(afterPatient).toBeGreaterThan(1);

  // An evaluation under the patient, and a save in it: no patient record changed.
  const evaluation = await createRecord(db, {
    kind: 'mainEvaluation',
    parentId: patient,
    sections: { appointment: { createdAt: '2026-04-01' } },
  });
  await saveSectionOnDevice(db, evaluation, 'appointment', { createdAt: '2026-04-02' });
  await settle();
  expect(reads).toBe(afterPatient);

  // The patient's own record changes: read again.
  await db.records.update(patient, { updatedAt: new Date().toISOString() });
  await settle();
  expect(reads).toBe(afterPatient + 1);
  watch.stop();
});
