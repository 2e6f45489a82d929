import { Outlet } from '@tanstack/react-router';
import { UpdatePrompt } from '../features/layout/components/UpdatePrompt';
import { LockGate } from '../features/lock/components/LockGate';

/** Everything below the providers: the page, and the update prompt and screen lock on every
 * screen. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <UpdatePrompt />
      <LockGate />
    </>
  );
}
