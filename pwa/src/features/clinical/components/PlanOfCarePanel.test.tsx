import 'fake-indexeddb/auto';
import { fullMainEvaluation } from '@optolight/fixtures';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clinicalDb } from '../../../sync/runtime';
import { storeEvaluation } from '../../../../test/records';
import { renderWithApp } from '../../../../test/render';
import { signIn, signOut } from '../../../../test/signed-in';
import { addVisitEntry } from '../data/visit-entries';
import { PlanOfCarePanel } from './PlanOfCarePanel';

describe('the plan of care on the patient page', () => {
  afterEach(signOut);

  it('lists a long plan’s visit entries a page at a time, newest first', async () => {
    signIn('plan-of-care-panel');
    const db = clinicalDb();
    const { patientId, evaluationId } = await storeEvaluation(db, {
      appointment: { ...fullMainEvaluation.appointment, createdAt: '2026-01-02' },
    });
    for (let day = 1; day <= 12; day++)
      await addVisitEntry(
        evaluationId,
        { date: `2026-02-${String(day).padStart(2, '0')}`, minutes: 30, done: `Visit ${day}` },
        db,
      );
    renderWithApp(<PlanOfCarePanel patientId={patientId} />);
    const table = await screen.findByRole('table', { name: 'Visit entries' });
    const done = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(done()).toEqual(Array.from({ length: 10 }, (_, i) => `Visit ${12 - i}`));
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(done()).toEqual(['Visit 2', 'Visit 1']);
  });
});
