import { Button } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onPhone } from '../../../../test/phone';
import { renderWithMantine } from '../../../../test/render';
import type { VisitRow } from '../data/rows';
import { VisitTable } from './VisitTable';

const visit: VisitRow = {
  id: 'v1',
  date: 'Monday, November 2, 2026',
  primaryDiagnosis: 'Diplopia',
  service: 'OT',
  insurance: 'Medicare',
};

function renderVisits(rows: VisitRow[] | undefined, onEdit = vi.fn()) {
  renderWithMantine(
    <VisitTable
      title="Progress Notes"
      rows={rows}
      onAdd={vi.fn()}
      actions={[
        {
          header: 'Edit',
          render: (row) => (
            <Button
              size="xs"
              onClick={() => {
                onEdit(row.id);
              }}
            >
              Edit
            </Button>
          ),
        },
      ]}
    />,
  );
}

describe('VisitTable', () => {
  it('is a table named by its title at tablet size', () => {
    renderVisits([visit]);
    const table = screen.getByRole('table', { name: 'Progress Notes' });
    expect(within(table).getByRole('cell', { name: 'Diplopia' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('is a list of cards with the same name and actions on a phone', () => {
    onPhone();
    const onEdit = vi.fn();
    renderVisits([visit], onEdit);
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: 'Progress Notes' })).getByRole('listitem');
    expect(card.textContent).toContain('Primary Diagnosis: Diplopia');
    expect(card.textContent).toContain('Insurance: Medicare');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('v1');
  });

  it('says when nothing is recorded, on a phone too', () => {
    onPhone();
    renderVisits([]);
    expect(screen.getByText('Nothing recorded yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Progress Notes' })).toBeTruthy();
  });
});
