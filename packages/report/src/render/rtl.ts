/** Numbers and Latin words keep their order inside right-to-left text. */
const leftToRight = /[\p{Nd}\p{Script=Latin}]+(?:[.,:/-][\p{Nd}\p{Script=Latin}]+)*/gu;
const mirrored: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
};
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function reversed(text: string): string {
  return [...graphemes.segment(text)]
    .map(({ segment }) => mirrored[segment] ?? segment)
    .reverse()
    .join('');
}

/**
 * A right-to-left run (already joined: Arabic presentation forms) in the order it is drawn from
 * left to right: its letters reversed, a letter and its marks kept together, brackets mirrored,
 * and numbers and Latin words inside it still left to right. Enough for names and notes in one
 * direction; it is not the full Unicode bidirectional algorithm
 * (docs/decisions.md#reports-in-every-script).
 */
export function visualOrder(run: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const match of run.matchAll(leftToRight)) {
    parts.push(reversed(run.slice(at, match.index)), match[0]);
    at = match.index + match[0].length;
  }
  parts.push(reversed(run.slice(at)));
  return parts.reverse().join('');
}
