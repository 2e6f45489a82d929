import { readFile } from 'node:fs/promises';
import type { ReportFonts } from './fonts';

let loaded: Promise<ReportFonts> | undefined;

/** The report fonts shipped with this package, read once per process (server, tests, bench). */
export function loadNodeFonts(): Promise<ReportFonts> {
  const read = (name: string) =>
    readFile(new URL(`../../fonts/NotoSans-${name}.ttf`, import.meta.url)).then(
      (bytes) => new Uint8Array(bytes),
    );
  loaded ??= Promise.all([read('Regular'), read('Bold')]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  return loaded;
}
