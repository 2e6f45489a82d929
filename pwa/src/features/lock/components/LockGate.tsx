import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useLockState } from '../../../lib/lock';
import { useSession } from '../../../lib/session';
import classes from './LockScreen.module.css';
import { LockScreen } from './LockScreen';

/**
 * While locked, everything else on the page is hidden, dialogs included (global.css hides every
 * other child of body), and kept mounted, so typed text and open forms are there on unlock
 * (docs/security.md#the-screen-lock).
 */
export function LockGate() {
  const { isLocked } = useLockState();
  const { status } = useSession();
  const isShown = isLocked && status === 'authenticated';

  // Before paint, so not one frame of patient data shows on a locked launch.
  useLayoutEffect(() => {
    if (isShown) document.body.dataset.locked = 'true';
    else delete document.body.dataset.locked;
  }, [isShown]);

  if (!isShown) return null;
  return createPortal(
    <div className={classes.screen} data-lock-screen>
      <LockScreen />
    </div>,
    document.body,
  );
}
