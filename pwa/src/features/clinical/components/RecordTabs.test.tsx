import 'fake-indexeddb/auto';
import { fixturePatients } from '@optolight/fixtures';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecord } from '../../../db/repo';
import { showSavedOnDevice } from '../../../lib/saved-toast';
import { clinicalDb } from '../../../sync/runtime';
import { renderWithApp } from '../../../../test/render';
import { signIn, signOut } from '../../../../test/signed-in';
import { selectPatient } from '../state';
import { RecordTabs } from './RecordTabs';

vi.mock('../../../lib/saved-toast', () => ({ showSavedOnDevice: vi.fn() }));

const selected = (name: string) =>
  screen.getByRole('tab', { name }).getAttribute('aria-selected') === 'true';

describe("an evaluation's tabs", () => {
  afterEach(signOut);

  it('stays on the tab tapped while a save was still being written', async () => {
    signIn('record-tabs');
    const patientId = await createRecord(clinicalDb(), {
      kind: 'patient',
      parentId: null,
      sections: { info: fixturePatients.maria },
    });
    selectPatient(patientId);
    renderWithApp(<RecordTabs isNote={false} />, '/evaluation');
    const form = await screen.findByRole('form', { name: 'Appointment' });
    fireEvent.change(await screen.findByLabelText("Physician's name"), {
      target: { value: 'Dr Lind' },
    });
    const saved = vi.mocked(showSavedOnDevice);
    saved.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    // The device write has not finished: the clinician taps on to the discharge form.
    expect(form.isConnected).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Discharge Form' }));
    await vi.waitFor(() => {
      expect(saved).toHaveBeenCalledTimes(1);
    });
    await act(() => Promise.resolve());
    expect(selected('Discharge Form')).toBe(true);
    expect(selected('Evaluation One')).toBe(false);
    expect(await clinicalDb().sections.where({ name: 'appointment' }).count()).toBe(1);
  });
});
