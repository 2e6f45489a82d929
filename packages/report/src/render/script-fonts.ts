import type { ExtraScript } from '../scripts/scripts';

/** Each script's font file in fonts/script/ (made by fonts/subset.sh). */
export const scriptFontFiles: Record<ExtraScript, string> = {
  han: 'NotoSansSC-Regular.ttf',
  arabic: 'NotoSansArabic-Regular.ttf',
  hebrew: 'NotoSansHebrew-Regular.ttf',
  devanagari: 'NotoSansDevanagari-Regular.ttf',
  thai: 'NotoSansThai-Regular.ttf',
  hangul: 'NotoSansKR-Regular.ttf',
};
