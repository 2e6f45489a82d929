import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { fixturePatients } from '@optolight/fixtures';
import { PatientInfo } from '@optolight/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import { signIn, signOut, storeSection } from '../../../../test/signed-in';
import { toPatient } from '../data/patient-list';
import { PatientInfoLines } from './PatientInfoLines';

const id = '0190e1a2-0000-7000-8000-000000000004';

async function showPatient(newer: boolean) {
  signIn('patient-info-lines');
  const info = { ...PatientInfo.parse(fixturePatients.maria), addedLater: 'kept' };
  await storeSection(id, 'info', info, { newer });
  renderWithMantine(
    <PatientInfoLines detail={{ patient: toPatient(id, info), infoData: info, reg: undefined }} />,
  );
}

describe('a patient’s details a newer app saved', () => {
  afterEach(signOut);

  it('say so, and the dialog that would save over them does not open', async () => {
    await showPatient(true);
    expect(await screen.findByText('Saved by a newer version of Optolight')).toBeTruthy();
    // Every detail this version knows still shows beside the one it does not.
    expect(screen.getByTestId('patient-info').textContent).toContain('Luis Castellanos');
    const edit = screen.getByRole('button', { name: 'Edit patient info' });
    expect(edit).toHaveProperty('disabled', true);
    // The disabled button says why, for a screen reader as on screen.
    expect(edit.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(edit.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('update the app to edit it');
  });

  it('open for editing when this app saved them', async () => {
    await showPatient(false);
    const edit = await screen.findByRole('button', { name: 'Edit patient info' });
    expect(edit).toHaveProperty('disabled', false);
    expect(screen.queryByText('Saved by a newer version of Optolight')).toBeNull();
  });
});
