import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { persistence } from '../../../lib/pwa/persistence';
import { renderWithMantine } from '../../../../test/render';
import { StorageNote } from './StorageNote';

afterEach(() => {
  persistence.set('unknown');
  localStorage.clear();
});

it('says nothing while storage is persistent, one line once refused, and stays dismissed', () => {
  persistence.set('granted');
  const first = renderWithMantine(<StorageNote />);
  expect(screen.queryByTestId('storage-note')).toBeNull();
  first.unmount();

  persistence.set('refused');
  const second = renderWithMantine(<StorageNote />);
  expect(screen.getByTestId('storage-note').textContent).toContain('may clear this device');
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByTestId('storage-note')).toBeNull();
  second.unmount();

  renderWithMantine(<StorageNote />);
  expect(screen.queryByTestId('storage-note')).toBeNull();
});
