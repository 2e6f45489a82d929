/**
 * Whether this build answers scripted browsers: the trainer's `?seed=`, `?speed=test` and
 * `?roundSec=` switches and the User Timing entry of a section save, which the browser journeys
 * (pwa/e2e) and benchmarks (scripts/bench-*) rely on. Vite writes the mode in at build time, so the
 * production build (`pnpm build`) drops the hooks as dead code; the test build
 * (`pnpm build:test`, mode `test`), the dev server and the unit tests keep them.
 */
export const hasTestHooks = import.meta.env.MODE !== 'production';
