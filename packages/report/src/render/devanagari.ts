/** The short i vowel sign: typed after its consonant, written before it. */
const shortI = '\u093f';
const virama = '\u094d';
const nukta = '\u093c';
const isConsonant = (c: string | undefined) =>
  c !== undefined && ((c >= '\u0915' && c <= '\u0939') || (c >= '\u0958' && c <= '\u095f'));

/**
 * Devanagari in the order it is drawn, glyph by glyph: the short i sign (ि) moves before the
 * consonant, or consonant cluster, it follows, so 'किताब' reads kitāb and not katiāb. jsPDF
 * draws one glyph per character without the font's shaping rules, so this is the one
 * reordering done; conjuncts print with a visible virama (स्त) and marks take their default
 * place (docs/decisions.md#reports-in-every-script).
 */
export function devanagariOrder(text: string): string {
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += 1) {
    if (chars[i] !== shortI) continue;
    let start = i - 1;
    if (chars[start] === nukta) start -= 1;
    if (!isConsonant(chars[start])) continue;
    // Back over 'consonant + virama' pairs: the sign goes before the whole cluster.
    while (chars[start - 1] === virama && isConsonant(chars[start - 2])) start -= 2;
    chars.splice(i, 1);
    chars.splice(start, 0, shortI);
  }
  return chars.join('');
}
