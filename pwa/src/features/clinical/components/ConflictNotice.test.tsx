import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clinicalDb } from '../../../sync/runtime';
import { renderWithMantine } from '../../../../test/render';
import { signIn, signOut, storeSection } from '../../../../test/signed-in';
import { ConflictNotice } from './ConflictNotice';

const recordId = '0190e1a2-0000-7000-8000-000000000005';

/** A patient's phone edited on two devices, over details stored by this or a newer app. */
async function showConflict(newer: boolean) {
  signIn('conflict-notice');
  await storeSection(recordId, 'info', { phone: '+1 305 555 0100' }, { newer });
  await clinicalDb().conflicts.put({
    id: 'c-1',
    recordId,
    section: 'info',
    fields: [{ path: 'phone', mine: '+1 305 555 0142', theirs: '+1 305 555 0100' }],
    deviceId: 'this-tablet',
    createdAt: '2026-11-24T10:00:00.000Z',
    resolvedAt: null,
  });
  renderWithMantine(<ConflictNotice recordId={recordId} section="info" />);
  await screen.findByTestId('conflict');
}

describe('a conflict over a section a newer app saved', () => {
  afterEach(signOut);

  it('says why it cannot be settled here, with the choices and the button disabled', async () => {
    await showConflict(true);
    expect(screen.getByTestId('conflict-newer').textContent).toBe(
      'This was saved by a newer version of Optolight; update the app to edit it.',
    );
    expect(screen.getByRole('button', { name: 'Keep what is chosen' })).toHaveProperty(
      'disabled',
      true,
    );
    for (const radio of screen.getAllByRole('radio'))
      expect(radio).toHaveProperty('disabled', true);
  });

  it('can be settled over a section this app saved', async () => {
    await showConflict(false);
    expect(screen.queryByTestId('conflict-newer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep what is chosen' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
