/** Makes the user guide's screenshots and the tutorial video from the built PWA's real screens
 * (needs pnpm build:test and Debian's ffmpeg): tsx scripts/make-pwa-guide.ts */
// The work lives in pwa/tools so it resolves playwright-core from the PWA's own dependencies.
await import(new URL('../pwa/tools/make-guide.ts', import.meta.url).href);
