import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { PatientRegForm } from './PatientRegForm';

const yearsAgo = (years: number) => `${String(new Date().getFullYear() - years)}-01-01`;

describe('/patientreg insurance', () => {
  it('offers Medicaid only while the date of birth makes the patient 20 or younger', async () => {
    renderWithApp(<PatientRegForm />, '/patientreg');
    expect(await screen.findByRole('checkbox', { name: 'Medicaid' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(45) } });
    expect(screen.queryByRole('checkbox', { name: 'Medicaid' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Medicare' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(12) } });
    expect(screen.getByRole('checkbox', { name: 'Medicaid' })).toBeTruthy();
  });

  it('keeps a ticked Medicaid on screen with the reason when the date of birth rules it out', async () => {
    renderWithApp(<PatientRegForm />, '/patientreg');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Medicaid' }));
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: yearsAgo(45) } });
    expect(screen.getByRole('checkbox', { name: 'Medicaid' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Medicaid is offered only up to 20 years old')).toBeTruthy();
  });
});
