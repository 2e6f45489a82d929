import { useEffect, useState } from 'react';

/**
 * True once `isOn` has held for `ms`, false as soon as it stops. For a notice about something
 * that is usually over at once (a small practice's download): it appears only when it lasts,
 * instead of pushing the page down and back up a moment later.
 */
export function useShownAfter(isOn: boolean, ms: number): boolean {
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isOn) return;
    const timer = setTimeout(() => {
      setShown(true);
    }, ms);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [isOn, ms]);
  return isOn && isShown;
}
