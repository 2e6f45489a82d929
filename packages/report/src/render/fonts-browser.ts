import type { ExtraScript } from '../scripts/scripts';
import type { ReportFonts } from './fonts';

/** Written out in full so Vite sees each `new URL(..., import.meta.url)` and emits the font as a
 * hashed asset (about 150 KB each, far below Workbox's 2 MiB precache limit): a report prints
 * offline once the service worker has cached them. */
export const fontUrls = {
  regular: new URL('../../fonts/NotoSans-Regular.ttf', import.meta.url).href,
  bold: new URL('../../fonts/NotoSans-Bold.ttf', import.meta.url).href,
} as const;

/** The script fonts, fetched only by a report whose text needs one; the service worker keeps
 * each once fetched (the Chinese one, 7.4 MB, and the Korean one, 2.4 MB, are past the precache
 * limit, and most practices never need them). */
export const scriptFontUrls: Record<ExtraScript, string> = {
  han: new URL('../../fonts/script/NotoSansSC-Regular.ttf', import.meta.url).href,
  arabic: new URL('../../fonts/script/NotoSansArabic-Regular.ttf', import.meta.url).href,
  hebrew: new URL('../../fonts/script/NotoSansHebrew-Regular.ttf', import.meta.url).href,
  devanagari: new URL('../../fonts/script/NotoSansDevanagari-Regular.ttf', import.meta.url).href,
  thai: new URL('../../fonts/script/NotoSansThai-Regular.ttf', import.meta.url).href,
  hangul: new URL('../../fonts/script/NotoSansKR-Regular.ttf', import.meta.url).href,
};

let loaded: Promise<Pick<ReportFonts, 'regular' | 'bold'>> | undefined;
const scriptLoads = new Map<ExtraScript, Promise<Uint8Array | null>>();

async function bytesOf(url: string, fetchFn: typeof fetch): Promise<Uint8Array> {
  const res = await fetchFn(url);
  if (!res.ok) throw new Error(`Could not load the report font (${String(res.status)})`);
  return new Uint8Array(await res.arrayBuffer());
}

/** A script font, or null when it cannot be had (offline, never cached): the report then prints
 * without it and says so. A failure is tried again next time rather than remembered. */
function scriptFont(script: ExtraScript, fetchFn: typeof fetch): Promise<Uint8Array | null> {
  let load = scriptLoads.get(script);
  if (!load) {
    load = bytesOf(scriptFontUrls[script], fetchFn).catch(() => {
      scriptLoads.delete(script);
      return null;
    });
    scriptLoads.set(script, load);
  }
  return load;
}

/** The report fonts in the browser, fetched once per page load, with the script fonts a report
 * needs (`reportScripts`); a failed fetch of the report font is tried again next time rather
 * than remembered, and fails the report. */
export async function loadBrowserFonts(
  scripts: readonly ExtraScript[] = [],
  fetchFn: typeof fetch = fetch,
): Promise<ReportFonts> {
  loaded ??= Promise.all([bytesOf(fontUrls.regular, fetchFn), bytesOf(fontUrls.bold, fetchFn)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  const [base, own] = await Promise.all([
    loaded,
    Promise.all(
      scripts.map(async (script) => [script, await scriptFont(script, fetchFn)] as const),
    ),
  ]);
  const found = own.filter(
    (entry): entry is readonly [ExtraScript, Uint8Array] => entry[1] !== null,
  );
  return { ...base, scripts: Object.fromEntries(found) };
}
