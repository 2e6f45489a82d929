import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { expect, it } from 'vitest';
import { InTurns } from './InTurns';

const shownParts = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

it('commits its children one at a time, in order, and then keeps them', async () => {
  const committed: (string | null)[][] = [];
  const page = (due: string) => (
    <Profiler id="turns" onRender={() => committed.push(shownParts())}>
      <ul>
        <InTurns>
          <li>Recent patients</li>
          {false}
          <li>{due}</li>
          <li>Members</li>
        </InTurns>
      </ul>
    </Profiler>
  );
  const { rerender } = render(page('Due for a note'));
  await screen.findByText('Members');
  // Each commit drew one more part than the one before: no commit drew two at once.
  expect(committed).toEqual([
    ['Recent patients'],
    ['Recent patients', 'Due for a note'],
    ['Recent patients', 'Due for a note', 'Members'],
  ]);
  rerender(page('Due for a note, updated'));
  // Already drawn parts update at once, not after their turns again.
  expect(shownParts()).toEqual(['Recent patients', 'Due for a note, updated', 'Members']);
});
