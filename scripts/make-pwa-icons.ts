/** Makes the PWA's icons from SVG with Chromium: tsx scripts/make-pwa-icons.ts */
// The work lives in pwa/tools so it resolves playwright-core from the PWA's own dependencies.
await import(new URL('../pwa/tools/make-icons.ts', import.meta.url).href);
