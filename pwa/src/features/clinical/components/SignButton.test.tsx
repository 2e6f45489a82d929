import 'fake-indexeddb/auto';
import { msg } from '@optolight/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clinicalDb } from '../../../sync/runtime';
import { signIn, signOut } from '../../../../test/signed-in';
import { renderWithMantine } from '../../../../test/render';
import { SignButton } from './SignButton';

const recordId = '0190e1a2-0000-7000-8000-0000000000e1';
const conflict = {
  id: '0190e1a2-0000-7000-8000-0000000000e2',
  recordId,
  section: 'evaluationOne',
  fields: [{ path: 'workEducational', mine: 'A', theirs: 'B' }],
  deviceId: '0190e1a2-0000-7000-8000-0000000000e3',
  createdAt: '2026-11-02T10:00:00.000Z',
  resolvedAt: null,
};

describe('the Sign button', () => {
  afterEach(() => signOut());

  it('is off and says why while a conflict on the record is open, and on once it is settled', async () => {
    signIn('sign-button');
    await clinicalDb().conflicts.put(conflict);
    renderWithMantine(<SignButton recordId={recordId} what="the evaluation" />);
    expect(await screen.findByText(msg.signOverConflict)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign' }).hasAttribute('disabled')).toBe(true);

    await act(() =>
      clinicalDb().conflicts.put({ ...conflict, resolvedAt: '2026-11-02T11:00:00.000Z' }),
    );
    await screen.findByRole('button', { name: 'Sign' });
    await expect.poll(() => screen.queryByText(msg.signOverConflict)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign' }).hasAttribute('disabled')).toBe(false);
  });

  it('says in the dialog why this tablet refused to sign, and offers Sign now again only afresh', async () => {
    signIn('sign-button');
    await clinicalDb().records.put({
      id: recordId,
      kind: 'mainEvaluation',
      parentId: '0190e1a2-0000-7000-8000-0000000000e4',
      createdAt: '2026-11-02T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      deleted: false,
    });
    renderWithMantine(<SignButton recordId={recordId} what="the evaluation" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign now' }));

    const dialog = screen.getByRole('dialog', { name: 'Sign the evaluation?' });
    const alert = await screen.findByRole('alert');
    expect(dialog.contains(alert)).toBe(true);
    expect(alert.textContent).toContain('Nothing is saved in this record yet.');
    expect(screen.queryByRole('button', { name: 'Sign now' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByRole('button', { name: 'Sign now' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
