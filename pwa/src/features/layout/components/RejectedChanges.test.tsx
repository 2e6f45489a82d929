import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEntry } from '../../../db/outbox';
import { clinicalDb, deleteClinicalData, startSync } from '../../../sync/runtime';
import { renderWithMantine } from '../../../../test/render';
import RejectedChanges from './RejectedChanges';

describe('RejectedChanges', () => {
  afterEach(async () => {
    await deleteClinicalData();
    vi.unstubAllGlobals();
  });

  it('downloads the refused changes as a file, so nothing is kept only on this device', async () => {
    // Signed out: the engine pauses at once and never reaches the network.
    startSync('refused-download');
    const recordId = '0190e1a2-0000-7000-8000-000000000001';
    await clinicalDb().outbox.put({
      ...newEntry(
        {
          type: 'saveSection',
          recordId,
          section: 'evaluationOne',
          data: { pastMedicalHistory: 'Asthma' },
          base: {},
          baseVersion: 0,
        },
        7,
      ),
      status: 'rejected',
      error: { message: 'The upload is too large' },
    });
    const files: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        files.push(blob);
        return 'blob:refused';
      },
      revokeObjectURL: vi.fn(),
    });

    renderWithMantine(<RejectedChanges opened onClose={vi.fn()} />);
    expect(await screen.findByText('The upload is too large')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download these changes' }));
    await waitFor(() => {
      expect(files).toHaveLength(1);
    });
    const file = JSON.parse(await (files[0] as Blob).text()) as { changes: unknown[] };
    expect(file.changes).toEqual([
      expect.objectContaining({
        seq: 7,
        recordId,
        section: 'evaluationOne',
        data: { pastMedicalHistory: 'Asthma' },
        message: 'The upload is too large',
      }),
    ]);
  });
});
