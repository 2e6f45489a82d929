import { fullMainEvaluation } from '@optolight/fixtures';
import { expect, it } from 'vitest';
import { deviceDb } from '../../test/sync/local-db';
import { draftPlaces, newPatientDraftKey } from './draft-places';
import { keepDraft } from './drafts';
import { storeEvaluation } from '../../test/records';
import { ADDENDUM_DRAFT } from './signing';

it('names each unsaved form by its patient, its record and its section, oldest typing first', async () => {
  const db = deviceDb('draft-places');
  const { patientId, evaluationId } = await storeEvaluation(db, {
    evaluationOne: fullMainEvaluation.evaluationOne,
  });
  let minute = 0;
  const typed = (key: string, section: string) =>
    keepDraft(db, {
      key,
      section,
      values: {},
      base: null,
      typedAt: `2026-03-02T10:${String((minute += 1)).padStart(2, '0')}:00.000Z`,
    });
  await typed(evaluationId, 'binocularVision');
  await typed(`new-progressNote-${evaluationId}`, 'appointment');
  await typed(`new-visitEntry-${evaluationId}`, 'visit');
  await typed(evaluationId, ADDENDUM_DRAFT);
  await typed(patientId, 'info');
  await typed(patientId, 'homeProgram');
  await typed(`new-outcomeResult-${patientId}`, 'outcome');
  await typed(newPatientDraftKey, 'info');

  expect(await draftPlaces(db)).toEqual([
    'Maria Castellanos: Main evaluation, Binocular Vision',
    'Maria Castellanos: New progress note, Appointment',
    'Maria Castellanos: New visit entry',
    'Maria Castellanos: Main evaluation, Addendum',
    'Maria Castellanos: Patient details',
    'Maria Castellanos: Home programme',
    'Maria Castellanos: New questionnaire',
    'A new patient: Register Patient',
  ]);
});
