import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clinicalDb } from '../../../sync/runtime';
import { signIn, signOut, storeSection } from '../../../../test/signed-in';
import { renderWithMantine } from '../../../../test/render';
import { dischargeParts } from '../forms/DischargeForm';
import { PatientDialog, patientFormValues } from './PatientDialog';
import { fixturePatients } from '@optolight/fixtures';
import { PatientDialogForm, PatientInfo } from '@optolight/domain';

describe('Register Patient dialog', () => {
  it('words the errors as the product does, before touching the device database', async () => {
    renderWithMantine(<PatientDialog opened onClose={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), {
      target: { value: 'A name far longer than fifteen' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Must not be empty')).toBeTruthy();
    expect(screen.getByText('Must be 15 characters or less')).toBeTruthy();
    expect(screen.getByText('Phone number is not valid')).toBeTruthy();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2);
  });
});

describe('required marks', () => {
  it('marks exactly the fields the schema refuses empty', () => {
    renderWithMantine(<PatientDialog opened onClose={vi.fn()} />);
    for (const label of ['Patient Id', 'First name', 'Last name', 'Phone', 'Address'])
      expect(screen.getByRole('textbox', { name: label })).toHaveProperty('required', true);
    for (const label of ['City', 'State', 'Emergency phone'])
      expect(screen.getByRole('textbox', { name: label })).toHaveProperty('required', false);
  });
});

describe('discharge form parts by type', () => {
  it('hides the plan radio for progress notes and the certification for progress/discharge', () => {
    expect(dischargeParts('Progress Note')).toEqual({
      hasDischargePlan: false,
      hasTreatmentPlan: true,
      hasCertification: false,
    });
    expect(dischargeParts('Discharge Note').hasCertification).toBe(false);
    expect(dischargeParts('Update Note')).toEqual({
      hasDischargePlan: true,
      hasTreatmentPlan: false,
      hasCertification: true,
    });
  });
});

describe('Update Patient Info', () => {
  it('starts from the patient’s details alone, which the form’s schema accepts', () => {
    // A patient as the lists hold it: its details and its record id.
    const listed = { id: 'record-1', ...PatientInfo.parse(fixturePatients.maria) };
    expect(PatientDialogForm.safeParse(listed).success).toBe(false);
    const values = patientFormValues(listed);
    expect(values).not.toHaveProperty('id');
    expect(PatientDialogForm.safeParse(values).success).toBe(true);
  });
});

describe('Update Patient Info over details a newer app saved', () => {
  afterEach(signOut);

  it('says so in the dialog and keeps it open with the typed text, changing nothing stored', async () => {
    signIn('patient-dialog');
    const id = '0190e1a2-0000-7000-8000-000000000003';
    const opened = PatientInfo.parse(fixturePatients.maria);
    await storeSection(id, 'info', opened);
    const onClose = vi.fn();
    renderWithMantine(
      <PatientDialog opened onClose={onClose} editing={{ id, info: opened, stored: opened }} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), {
      target: { value: 'Hialeah' },
    });
    // The pull arrives while the dialog is open.
    const newer = { ...opened, city: 'Doral', addedLater: 'kept' };
    await storeSection(id, 'info', newer, { newer: true });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect((await screen.findByTestId('save-error')).textContent).toContain(
      'This was saved by a newer version of Optolight; update the app to edit it.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveProperty('value', 'Hialeah');
    expect((await clinicalDb().sections.get([id, 'info']))?.data).toEqual(newer);
    expect(await clinicalDb().outbox.count()).toBe(0);
  });
});
