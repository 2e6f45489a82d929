import type { jsPDF } from 'jspdf';
import { extraScripts, type ExtraScript } from '../scripts/scripts';
import { family } from './layout';

/** The report font's TrueType files (Noto Sans: Latin, Greek and Cyrillic), and the fonts of
 * further scripts a report needs. jsPDF's built-in fonts cover Latin-1 only, so names like
 * 'Łukasz' or 'Αθηνά' need an embedded font. The bytes come from a loader for the platform:
 * `@optolight/report/fonts/node` or `.../fonts/browser`. */
export interface ReportFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  /** One Regular font per script (bold text in these scripts prints regular); a script left
   * out prints as '?' with a notice (render/fallback.ts). */
  scripts?: Partial<Record<ExtraScript, Uint8Array>>;
}

/** jsPDF's virtual file system takes binary strings; converting 600 KB costs a few ms, so each
 * font's string is made once per loaded font and reused for every report. */
const binaryStrings = new WeakMap<Uint8Array, string>();

function binaryString(bytes: Uint8Array): string {
  const cached = binaryStrings.get(bytes);
  if (cached !== undefined) return cached;
  let out = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    out += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  binaryStrings.set(bytes, out);
  return out;
}

/** The jsPDF font family of a script's font. */
export const scriptFamily = (script: ExtraScript) => `${family}-${script}`;

/** Embeds both weights and the script fonts given; jsPDF writes only the glyphs a report uses
 * into the PDF. Answers the scripts it embedded. */
export function registerFonts(doc: jsPDF, fonts: ReportFonts): ExtraScript[] {
  doc.addFileToVFS('NotoSans-Regular.ttf', binaryString(fonts.regular));
  doc.addFont('NotoSans-Regular.ttf', family, 'normal');
  doc.addFileToVFS('NotoSans-Bold.ttf', binaryString(fonts.bold));
  doc.addFont('NotoSans-Bold.ttf', family, 'bold');
  const embedded = extraScripts.filter((script) => {
    const bytes = fonts.scripts?.[script];
    if (!bytes) return false;
    doc.addFileToVFS(`${scriptFamily(script)}.ttf`, binaryString(bytes));
    doc.addFont(`${scriptFamily(script)}.ttf`, scriptFamily(script), 'normal');
    return true;
  });
  doc.setFont(family, 'normal');
  return embedded;
}
