import type { Patient } from '@optolight/contract';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onPhone } from '../../test/phone';
import { renderWithMantine } from '../../test/render';
import { theme } from '../app/theme';
import { PatientTable } from './PatientTable';

const patient = (n: number): Patient & { id: string } => ({
  id: `id-${n}`,
  patientAutoGenId: `id-${n}`,
  uniqueId: `id-${n}`,
  patientId: `P-${n}`,
  firstName: `Grace${n}`,
  lastName: 'Hopper',
  phone: '305 555 0100',
  emPhone: '',
  emPerson: '',
  age: '',
  address: `${n} Harbor Road`,
  city: 'Miami',
  state: 'FL',
  zip: '33101',
  country: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
  patientReg: null,
});
const seven = Array.from({ length: 7 }, (_, i) => patient(i + 1));
const bodyRows = () =>
  within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('PatientTable', () => {
  it("says 'Loading...' until the list arrives, with no range that reads as no patients", () => {
    renderWithMantine(<PatientTable label="Recent Patients" patients={null} onOpen={vi.fn()} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('0 of 0')).toBeNull();
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page'])
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
  });

  it('says why it is empty: no patients, or none that matches', () => {
    const view = renderWithMantine(
      <PatientTable label="Patients" patients={[]} onOpen={vi.fn()} />,
    );
    expect(screen.getByText('No patients yet.')).toBeTruthy();
    view.unmount();
    renderWithMantine(
      <PatientTable
        label="Patients"
        patients={[]}
        onOpen={vi.fn()}
        emptyText="No patient matches “zed”."
      />,
    );
    expect(screen.getByText('No patient matches “zed”.')).toBeTruthy();
  });

  it('shows 3 rows per page with first/previous/next/last, and resets the page on size change', () => {
    renderWithMantine(<PatientTable label="Recent Patients" patients={seven} onOpen={vi.fn()} />);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('1–3 of 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('7–7 of 7')).toBeTruthy();
    expect(bodyRows()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('4–6 of 7')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '5' } });
    expect(screen.getByText('1–5 of 7')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: 'All' } });
    expect(bodyRows()).toHaveLength(7);
  });

  it('stays on a page that exists when the list shrinks under it', () => {
    const table = (patients: typeof seven) => (
      <MantineProvider theme={theme}>
        <PatientTable label="Recent Patients" patients={patients} onOpen={vi.fn()} />
      </MantineProvider>
    );
    const view = render(table(seven));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    view.rerender(table(seven.slice(0, 6)));
    expect(screen.getByText('4–6 of 6')).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('opens a patient from the action column', () => {
    const onOpen = vi.fn();
    renderWithMantine(<PatientTable label="Recent Patients" patients={seven} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Grace2 Hopper' }));
    expect(onOpen).toHaveBeenCalledWith(seven[1]);
  });

  it('lists cards on a phone, named like the table, with the same Open buttons and pages', () => {
    onPhone();
    const onOpen = vi.fn();
    renderWithMantine(<PatientTable label="Recent Patients" patients={seven} onOpen={onOpen} />);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Recent Patients' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(list).getByRole('button', { name: 'Open Grace2 Hopper' }));
    expect(onOpen).toHaveBeenCalledWith(seven[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(within(list).getByText('Grace7 Hopper')).toBeTruthy();
  });
});
