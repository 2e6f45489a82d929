import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appUpdate } from '../../../lib/pwa/update';
import { markDirty } from '../../../sync';
import { renderWithMantine } from '../../../../test/render';
import { UpdatePrompt } from './UpdatePrompt';

describe('UpdatePrompt', () => {
  afterEach(() => {
    appUpdate.set({ isWaiting: false, apply: () => undefined });
    markDirty('editing', false);
  });

  it('shows nothing until a new version waits', () => {
    renderWithMantine(<UpdatePrompt />);
    expect(screen.queryByText('Update available')).toBeNull();
  });

  it('holds the update while a form is dirty, then offers it', () => {
    const apply = vi.fn();
    appUpdate.set({ isWaiting: true, apply });
    markDirty('editing', true);
    renderWithMantine(<UpdatePrompt />);
    expect(screen.getByText('Update available')).toBeTruthy();
    expect(screen.getByText(/Save or close the open form first/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Update now' });
    expect(button.hasAttribute('disabled')).toBe(true);

    act(() => {
      markDirty('editing', false);
    });
    expect(button.hasAttribute('disabled')).toBe(false);
    act(() => {
      button.click();
    });
    expect(apply).toHaveBeenCalledOnce();
  });
});
