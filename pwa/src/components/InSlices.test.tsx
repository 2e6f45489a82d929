import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { InSlices } from './InSlices';

it('renders its children once it has been drawn, and keeps them', async () => {
  const { rerender } = render(
    <InSlices>
      <p>Dashboard</p>
    </InSlices>,
  );
  await screen.findByText('Dashboard');
  rerender(
    <InSlices>
      <p>Dashboard, updated</p>
    </InSlices>,
  );
  // Already there: an update renders at once, not after another wait.
  expect(screen.getByText('Dashboard, updated')).toBeTruthy();
});
