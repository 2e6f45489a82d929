import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children right after it is first drawn, as a transition: React then builds them in
 * short slices that give way to the browser, where a page's first render was one long task on a
 * slow phone (the dashboard's cards and lists). Meant for a page's main content, under which
 * nothing else moves while it arrives.
 */
export function InSlices({ children }: { children: ReactNode }) {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setReady(true);
    });
  }, []);
  return isReady ? children : null;
}
