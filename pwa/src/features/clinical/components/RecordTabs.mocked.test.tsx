import 'fake-indexeddb/auto';
import { fullMainEvaluation } from '@optolight/fixtures';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSavedOnDevice } from '../../../lib/saved-toast';
import { clinicalDb } from '../../../sync/runtime';
import { renderWithApp } from '../../../../test/render';
import { storeEvaluation, storePatient } from '../../../../test/records';
import { signIn, signOut } from '../../../../test/signed-in';
import { selectEvaluation, selectPatient } from '../state';
import { RecordTabs } from './RecordTabs';

vi.mock('../../../lib/saved-toast', () => ({ showSavedOnDevice: vi.fn() }));

const selected = (name: string) =>
  screen.getByRole('tab', { name }).getAttribute('aria-selected') === 'true';

describe("an evaluation's tabs", () => {
  afterEach(signOut);

  it('stays on the tab tapped while a save was still being written', async () => {
    signIn('record-tabs');
    selectPatient(await storePatient(clinicalDb()));
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

  it('refuses to sign over text typed a moment before, instead of signing without it', async () => {
    signIn('record-tabs-sign');
    const db = clinicalDb();
    const { patientId, evaluationId } = await storeEvaluation(db, {
      appointment: fullMainEvaluation.appointment,
    });
    selectPatient(patientId);
    selectEvaluation(evaluationId);
    renderWithApp(<RecordTabs isNote={false} />, '/evaluation');
    const sign = await screen.findByRole('button', { name: 'Sign' });
    const physician = await screen.findByLabelText("Physician's name");
    // Typed, then signed at once: the draft's pause in typing has not come yet.
    fireEvent.change(physician, { target: { value: 'Dr Someone Else' } });
    fireEvent.click(sign);
    fireEvent.click(screen.getByRole('button', { name: 'Sign now' }));
    const refusal = await screen.findByRole('alert', { name: 'Not signed' });
    expect(refusal.textContent).toContain('typed but not saved');
    expect(await db.outbox.filter((e) => e.type === 'signRecord').count()).toBe(0);
    expect((await db.records.get(evaluationId))?.signature).toBeUndefined();
    expect((await db.drafts.where('key').equals(evaluationId).first())?.values).toMatchObject({
      physiciansName: 'Dr Someone Else',
    });
  });
});
