// First: before any schema parses (see the file).
import '../lib/zod-config';
// The sign-in pages' styles stay in index.html, so no page draws before them.
import './styles-signed-out';
import './global.css';
import { loadInSteps } from './load-in-steps';

/**
 * The app starts in steps, each step's modules evaluated in a task of its own: React's renderer,
 * then Mantine with the app's theme, then the router library, then the routes with the sign-in
 * pages, then the session and the first render (start.tsx). Imported statically, the whole graph
 * (390 KB) was evaluated in one task when the page opened: 110–340 ms on the tablet of
 * `scripts/bench-initial-sync.ts`, the longest task of a sign-in. index.html preloads every
 * step's files (vite.config.ts, `preloadStartSteps`), so a step waits on no request.
 */
void loadInSteps(
  [
    () => import('react-dom/client'),
    () => import('./Providers'),
    () => import('@tanstack/react-router'),
    () => import('./router'),
  ],
  () => import('./start'),
).then(({ start }) => {
  start();
});
