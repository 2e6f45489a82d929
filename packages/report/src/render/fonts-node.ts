import { readFile } from 'node:fs/promises';
import type { ExtraScript } from '../scripts/scripts';
import type { ReportFonts } from './fonts';
import { scriptFontFiles } from './script-fonts';

let loaded: Promise<Pick<ReportFonts, 'regular' | 'bold'>> | undefined;
const scriptLoads = new Map<ExtraScript, Promise<Uint8Array>>();

const read = (path: string) =>
  readFile(new URL(`../../fonts/${path}`, import.meta.url)).then((bytes) => new Uint8Array(bytes));

/** The report fonts shipped with this package, and the script fonts a report needs, each read
 * once per process (server, tests, bench). */
export async function loadNodeFonts(scripts: readonly ExtraScript[] = []): Promise<ReportFonts> {
  loaded ??= Promise.all([read('NotoSans-Regular.ttf'), read('NotoSans-Bold.ttf')]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  const own = await Promise.all(
    scripts.map(async (script) => {
      let bytes = scriptLoads.get(script);
      if (!bytes) {
        bytes = read(`script/${scriptFontFiles[script]}`);
        scriptLoads.set(script, bytes);
      }
      return [script, await bytes] as const;
    }),
  );
  return { ...(await loaded), scripts: Object.fromEntries(own) };
}
