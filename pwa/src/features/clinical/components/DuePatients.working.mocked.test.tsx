import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publishSyncStatus } from '../../../sync/status';
import { renderWithApp } from '../../../../test/render';
import { DuePatients } from './DuePatients';

// The list still being worked out, as after a large practice's first download (seconds).
vi.mock('../data/use-plan-of-care', () => ({ useDuePatients: () => undefined }));

describe('the dashboard’s due card while the list is worked out', () => {
  it('says so once it takes more than a second, rather than look like nobody is due', async () => {
    publishSyncStatus({ complete: true });
    renderWithApp(<DuePatients />, '/my-account');
    // A small practice's list is there at once: no notice flashes.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('due-working')).toBeNull();
    const section = await screen.findByRole(
      'region',
      { name: 'Due for a note or recertification' },
      { timeout: 3000 },
    );
    expect(section.textContent).toContain('Working out who is due on this tablet…');
    expect(screen.queryByTestId('due-count')).toBeNull();
  });
});
