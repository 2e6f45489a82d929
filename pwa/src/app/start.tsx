import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { captureInstallPrompt } from '../lib/pwa/install';
import { startServiceWorker } from '../lib/pwa/update';
import { startIdleWatch } from '../lib/lock';
import { determineSession, followSession, watchExpiry, whenSignedIn } from '../lib/session';
import { watchConnectivity } from '../sync';
import { openClinicalData } from './open-clinical-data';
import { registerAccessLogStore, registerHomeStore, registerTrainerStore } from './device-stores';
import { Providers } from './Providers';
import { router } from './router';

/** Starts the app (main.tsx loads it last): the session, sync and the first render. */
export function start(): void {
  // Decide the session before the first render, so no screen flashes for the wrong state.
  determineSession();
  watchExpiry();
  startIdleWatch();
  followSession();
  watchConnectivity();
  captureInstallPrompt();
  registerTrainerStore();
  registerHomeStore();
  registerAccessLogStore();
  whenSignedIn(() => void openClinicalData());
  void startServiceWorker();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The route is resolved before the first render: a router resolving it after mounting updated
  // its state outside the transition, and React rendered the whole first screen again in one long
  // task. A route that fails to load still renders (its error screen), so the app always starts.
  void router
    .load()
    .catch(() => undefined)
    .then(() => {
      // As a transition, React renders the first screen in short slices that give way to the
      // browser (a tap, a paint) instead of one long task on a slow phone.
      startTransition(() => {
        createRoot(root).render(
          <StrictMode>
            <Providers>
              <RouterProvider router={router} />
            </Providers>
          </StrictMode>,
        );
      });
    });
}
