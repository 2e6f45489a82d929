import 'fake-indexeddb/auto';
import { fullMainEvaluation } from '@optolight/fixtures';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUser } from '../../../lib/session';
import { clinicalDb } from '../../../sync/runtime';
import { storeEvaluation } from '../../../../test/records';
import { renderWithApp } from '../../../../test/render';
import { signIn, signOut } from '../../../../test/signed-in';
import { testUser } from '../../../../test/user';
import { selectPatient } from '../state';
import { PatientPage } from './PatientPage';

describe('the patient page of the front desk', () => {
  afterEach(signOut);

  it('shows the plan of care with what is due and its visits, and no clinical record', async () => {
    signIn('patient-page-front-desk');
    currentUser.set({
      status: 'ready',
      user: { ...testUser, practiceRole: 'frontDesk' },
      isStale: false,
    });
    // Certified long ago: the plan is past its end, so recertification is overdue.
    const { patientId } = await storeEvaluation(clinicalDb(), {
      appointment: { ...fullMainEvaluation.appointment, createdAt: '2025-01-02' },
      dischargePlan: {
        ...fullMainEvaluation.dischargePlan,
        certification: { from: '2025-01-02', to: '2025-03-31', discipline: '' },
      },
    });
    selectPatient(patientId);
    renderWithApp(<PatientPage />);
    expect(await screen.findByRole('heading', { name: 'Plan of Care' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add visit' })).toBeTruthy();
    expect(screen.getByTestId('certification-period').textContent).toContain('Jan 2, 2025');
    expect(screen.getByText(/Recertification overdue/)).toBeTruthy();
    expect(screen.getByText('Clinical records')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Patient History' })).toBeNull();
  });
});
