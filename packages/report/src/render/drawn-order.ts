import type { jsPDF } from 'jspdf';
import type { ExtraScript } from '../scripts/scripts';
import { devanagariOrder } from './devanagari';
import { visualOrder } from './rtl';

/** A run's characters in the order they are drawn, left to right (jsPDF draws a string one
 * glyph per character, in order). Arabic is joined first: jsPDF's Arabic step picks each
 * letter's initial, medial or final form from its typed neighbours. */
export function drawnOrder(doc: jsPDF, script: ExtraScript, text: string): string {
  switch (script) {
    case 'arabic':
      return visualOrder(doc.processArabic(text));
    case 'hebrew':
      return visualOrder(text);
    case 'devanagari':
      return devanagariOrder(text);
    case 'han':
    case 'thai':
    case 'hangul':
      return text;
  }
}
