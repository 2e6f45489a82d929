import 'fake-indexeddb/auto';
import { fixturePatients, fullMainEvaluation } from '@optolight/fixtures';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecord } from '../../../db/repo';
import { clinicalDb } from '../../../sync/runtime';
import { publishSyncStatus } from '../../../sync/status';
import { renderWithApp } from '../../../../test/render';
import { signIn, signOut } from '../../../../test/signed-in';
import { DuePage } from './DuePage';
import { DuePatients } from './DuePatients';

/** Seven patients whose evaluation of 2025-01-02 left the progress note overdue long ago, on a
 * tablet that holds the whole practice (the lists wait for that). */
async function sevenOverdue() {
  const db = clinicalDb();
  for (let i = 1; i <= 7; i++) {
    const patientId = await createRecord(db, {
      kind: 'patient',
      parentId: null,
      sections: {
        info: {
          ...fixturePatients.maria,
          firstName: `Maria${String(i)}`,
          patientId: `P-${String(i)}`,
        },
      },
    });
    await createRecord(db, {
      kind: 'mainEvaluation',
      parentId: patientId,
      sections: { appointment: { ...fullMainEvaluation.appointment, createdAt: '2025-01-02' } },
    });
  }
  // After the engine's own first word (a new tablet, signed out as far as the network knows).
  publishSyncStatus({ complete: true });
}

describe('the due list', () => {
  afterEach(signOut);

  it('shows the five most urgent on the dashboard, with the count and a link to the rest', async () => {
    signIn('due-dashboard');
    await sevenOverdue();
    renderWithApp(<DuePatients />, '/my-account');
    const section = await screen.findByRole('region', {
      name: 'Due for a note or recertification',
    });
    await within(section).findAllByTestId('due-patient');
    expect(within(section).getAllByTestId('due-patient')).toHaveLength(5);
    expect(within(section).getByTestId('due-count').textContent).toBe('7 patients');
    expect(
      within(section).getByRole('link', { name: 'See all 7 due patients' }).getAttribute('href'),
    ).toBe('/due');
  });

  it('lists every due patient a page at a time, narrowed by status and by name or number', async () => {
    signIn('due-page');
    await sevenOverdue();
    renderWithApp(<DuePage />, '/due');
    const list = await screen.findByTestId('due-list');
    expect(within(list).getAllByTestId('due-patient')).toHaveLength(7);
    // A practice's whole list is never one page.
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect([...sizes.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['10', '25']);

    fireEvent.change(screen.getByRole('textbox', { name: 'Find a due patient' }), {
      target: { value: 'maria3' },
    });
    await screen.findByText('1–1 of 1');
    expect(within(screen.getByTestId('due-list')).getByText(/Maria3/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Due soon' }));
    await screen.findByText('No due patient matches.');
  });
});
