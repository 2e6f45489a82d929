import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
