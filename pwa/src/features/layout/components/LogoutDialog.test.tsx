import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../../test/render';
import * as sync from '../../../sync';
import { syncStatus } from '../../../sync';
import { LogoutDialog } from './LogoutDialog';

describe('LogoutDialog', () => {
  afterEach(() => {
    syncStatus.set({ state: 'synced', pending: 0, conflicts: 0 });
  });

  it('with changes waiting, discards only after the confirmation word is typed', () => {
    syncStatus.set({ state: 'waiting', pending: 2, conflicts: 0 });
    const onLogout = vi.fn(() => Promise.resolve());
    renderWithMantine(<LogoutDialog opened onClose={vi.fn()} onLogout={onLogout} />);

    expect(screen.getByText(/2 changes on this device/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download a backup' })).toBeTruthy();
    const discard = screen.getByRole('button', { name: 'Discard changes and log out' });
    expect(discard.hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText(/Type DISCARD/), { target: { value: 'discard' } });
    expect(discard.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(/Type DISCARD/), { target: { value: 'DISCARD' } });
    expect(discard.hasAttribute('disabled')).toBe(false);
    fireEvent.click(discard);
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('names the forms with text never saved, and asks for the word before discarding them', () => {
    const onLogout = vi.fn(() => Promise.resolve());
    const forms = ['Maria Castellanos: Progress note, Note', 'Tobias Lindqvist: Patient details'];
    renderWithMantine(
      <LogoutDialog opened onClose={vi.fn()} onLogout={onLogout} unsavedForms={forms} />,
    );
    expect(screen.getByText(/These forms hold text typed on this device/)).toBeTruthy();
    const listed = screen.getByRole('list', { name: 'Forms not saved' });
    expect([...listed.querySelectorAll('li')].map((li) => li.textContent)).toEqual(forms);
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    const discard = screen.getByRole('button', { name: 'Discard changes and log out' });
    expect(discard.hasAttribute('disabled')).toBe(true);
  });

  it("says why 'Sync now' sent nothing when the tablet is offline", async () => {
    syncStatus.set({ state: 'offline', pending: 1, conflicts: 0 });
    vi.spyOn(sync, 'syncNow').mockResolvedValue('offline');
    renderWithMantine(<LogoutDialog opened onClose={vi.fn()} onLogout={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect((await screen.findByRole('status')).textContent).toContain('this tablet is offline');
  });

  it('with nothing waiting, logs out plainly', () => {
    const onLogout = vi.fn(() => Promise.resolve());
    renderWithMantine(<LogoutDialog opened onClose={vi.fn()} onLogout={onLogout} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
