import type { ReportFonts } from './fonts';

/** Written out in full so Vite sees each `new URL(..., import.meta.url)` and emits the font as a
 * hashed asset (about 150 KB each, far below Workbox's 2 MiB precache limit): a report prints
 * offline once the service worker has cached them. */
export const fontUrls = {
  regular: new URL('../../fonts/NotoSans-Regular.ttf', import.meta.url).href,
  bold: new URL('../../fonts/NotoSans-Bold.ttf', import.meta.url).href,
} as const;

let loaded: Promise<ReportFonts> | undefined;

async function bytesOf(url: string, fetchFn: typeof fetch): Promise<Uint8Array> {
  const res = await fetchFn(url);
  if (!res.ok) throw new Error(`Could not load the report font (${String(res.status)})`);
  return new Uint8Array(await res.arrayBuffer());
}

/** The report fonts in the browser, fetched once per page load; a failed fetch is tried again
 * next time rather than remembered. */
export function loadBrowserFonts(fetchFn: typeof fetch = fetch): Promise<ReportFonts> {
  loaded ??= Promise.all([bytesOf(fontUrls.regular, fetchFn), bytesOf(fontUrls.bold, fetchFn)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
