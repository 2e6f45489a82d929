import type { ReportModel } from '../model';

/**
 * The scripts a report prints with a font of their own, beyond the report font's Latin, Greek
 * and Cyrillic. Each font is large (the Chinese one most of all), so a report loads only those
 * its text needs (docs/decisions.md#reports-in-every-script).
 */
export const extraScripts = ['han', 'arabic', 'hebrew', 'devanagari', 'thai', 'hangul'] as const;
export type ExtraScript = (typeof extraScripts)[number];

/** How the missing-font notice names each font. */
export const scriptFontNames: Record<ExtraScript, string> = {
  han: 'Chinese',
  arabic: 'Arabic',
  hebrew: 'Hebrew',
  devanagari: 'Devanagari',
  thai: 'Thai',
  hangul: 'Korean',
};

/** Unicode blocks of each script, as [first, last] code points: the ranges its font was cut to
 * (fonts/subset.sh). Chinese covers Japanese kana and fullwidth forms too; Korean is Hangul
 * alone (Jamo, compatibility Jamo and syllables), its Chinese characters printing with Chinese. */
const blocks: Record<ExtraScript, readonly (readonly [number, number])[]> = {
  han: [
    [0x3000, 0x30ff],
    [0x31f0, 0x31ff],
    [0x3400, 0x4dbf],
    [0x4e00, 0x9fff],
    [0xf900, 0xfaff],
    [0xff00, 0xffef],
  ],
  arabic: [
    [0x0600, 0x06ff],
    [0x0750, 0x077f],
    [0x08a0, 0x08ff],
    [0xfb50, 0xfdff],
    [0xfe70, 0xfeff],
  ],
  hebrew: [
    [0x0590, 0x05ff],
    [0xfb1d, 0xfb4f],
  ],
  devanagari: [
    [0x0900, 0x097f],
    [0xa8e0, 0xa8ff],
    [0x1cd0, 0x1cff],
  ],
  thai: [[0x0e00, 0x0e7f]],
  hangul: [
    [0x1100, 0x11ff],
    [0x3130, 0x318f],
    [0xac00, 0xd7af],
  ],
};

/** The script whose font prints this code point, or null when the report font does (or none). */
export function scriptOf(codePoint: number): ExtraScript | null {
  // Below Hebrew everything is Latin, Greek or Cyrillic: the common case answers at once.
  if (codePoint < 0x0590) return null;
  for (const script of extraScripts) {
    if (blocks[script].some(([first, last]) => codePoint >= first && codePoint <= last))
      return script;
  }
  return null;
}

/** The extra scripts a text uses, in the order of `extraScripts`. */
export function scriptsIn(texts: Iterable<string>): ExtraScript[] {
  const found = new Set<ExtraScript>();
  for (const text of texts) {
    for (const char of text) {
      const script = scriptOf(char.codePointAt(0) ?? 0);
      if (script) found.add(script);
    }
  }
  return extraScripts.filter((s) => found.has(s));
}

/** Every string a model holds: what the renderer may print. */
export function printedText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(printedText);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(printedText);
  return [];
}

/** The fonts a report needs beyond the report font, read from everything it prints.
 * Signature images (data URLs) are ASCII and never add one. */
export const reportScripts = (model: ReportModel): ExtraScript[] => scriptsIn(printedText(model));

const list = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/**
 * Printed beside the patient when a report holds text it cannot print: the fonts it needed and
 * could not load (on a device offline that never fetched them), or characters no font has.
 * Null when everything prints.
 */
export function missingFontNotice(missing: readonly ExtraScript[], isUnprintable: boolean) {
  if (missing.length) {
    const fonts = list(missing.map((s) => scriptFontNames[s]));
    const were = missing.length > 1 ? 'fonts were' : 'font was';
    return `Some text could not be printed: the ${fonts} ${were} not available offline.`;
  }
  return isUnprintable
    ? 'Some text could not be printed: the report has no font for some of its characters.'
    : null;
}
