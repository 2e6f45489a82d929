import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../lib/slicer';

/**
 * Draws its children one after another, top to bottom, each in a render and commit of its own
 * that starts in a later task than the last one's commit. React commits a render whole, in one
 * task: the dashboard's first render (recent patients, due list, cards, members) was one commit
 * of 150–270 ms on a tablet signing in to a large practice (`scripts/bench-initial-sync.ts`), a
 * tap held that long. Each child arrives below those already drawn, so nothing a person is
 * reading moves.
 */
export function InTurns({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= parts.length) return;
    let live = true;
    void nextTask().then(() => {
      if (live)
        startTransition(() => {
          setShown((n) => n + 1);
        });
    });
    return () => {
      live = false;
    };
  }, [shown, parts.length]);
  return parts.slice(0, shown);
}
