const words = new Intl.Segmenter(undefined, { granularity: 'word' });
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Greedy line breaking at word boundaries as Unicode (ICU) finds them: between words, and
 * inside Chinese, Japanese and Thai text, which does not separate words with spaces. A word
 * wider than the line breaks between characters, as jsPDF's own does.
 */
export function wrap(paragraph: string, maxWidth: number, widthOf: (s: string) => number) {
  const lines: string[] = [];
  let line = '';
  for (const { segment } of words.segment(paragraph)) {
    if (widthOf(line + segment) <= maxWidth) {
      line += segment;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = segment.trimStart();
    while (widthOf(line) > maxWidth) {
      let head = '';
      for (const { segment: g } of graphemes.segment(line)) {
        if (head && widthOf(head + g) > maxWidth) break;
        head += g;
      }
      lines.push(head);
      line = line.slice(head.length);
    }
  }
  lines.push(line.trimEnd());
  return lines;
}
