/** Renders the app icons (192, 512, maskable 512, apple-touch 180) from SVG with Chromium.
 * Run: tsx scripts/make-pwa-icons.ts (from the repository root). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/support/browser';

const outDir = join(import.meta.dirname, '..', 'public', 'icons');

/** The eye mark on a rounded tile; `safe` shrinks it into the maskable safe zone (80%). */
function iconSvg(size: number, { isMaskable }: { isMaskable: boolean }): string {
  const scale = isMaskable ? 0.62 : 0.86;
  const offset = (1 - scale) / 2;
  const radius = isMaskable ? 0 : 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${radius}" fill="#1971c2"/>
  <g transform="translate(${64 * offset} ${64 * offset}) scale(${scale})">
    <path d="M4 32 Q32 4 60 32 Q32 60 4 32 Z" fill="#fff"/>
    <circle cx="32" cy="32" r="13" fill="#1971c2"/>
    <circle cx="32" cy="32" r="5.5" fill="#101113"/>
    <circle cx="36.5" cy="27.5" r="2.8" fill="#fff"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, isMaskable: false },
  { file: 'icon-512.png', size: 512, isMaskable: false },
  { file: 'maskable-512.png', size: 512, isMaskable: true },
  { file: 'apple-touch-icon.png', size: 180, isMaskable: true },
];

mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg(icon.size, icon)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: join(outDir, icon.file), omitBackground: true });
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
