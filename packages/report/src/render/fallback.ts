import type { jsPDF, TextOptionsLight } from 'jspdf';
import type { ExtraScript } from '../scripts/scripts';
import { scriptFamily } from './fonts';
import { drawnOrder } from './drawn-order';
import { wrap } from './wrap';

/** What jsPDF's TrueType reader answers about a font: a character's glyph, 0 when it has none. */
interface Glyphs {
  characterToGlyph(code: number): number;
}

/** A script font: its jsPDF family, the font object jsPDF measures with, and its glyphs. */
interface Face {
  family: string;
  script: ExtraScript;
  font: ReturnType<jsPDF['getFont']>;
  glyphs: Glyphs;
}

/** A stretch of text printed in one font: a script font, or the report's (null). */
interface Run {
  face: Face | null;
  text: string;
}

const isGlyphs = (m: unknown): m is Glyphs =>
  typeof m === 'object' && m !== null && 'characterToGlyph' in m;

/** Letters and marks choose a font; spaces, digits and punctuation stay in the one around them,
 * so an Arabic name and its comma remain one right-to-left run that jsPDF shapes and orders. */
const letter = /[\p{L}\p{M}]/u;
const trailing = /[^\p{L}\p{M}]+$/u;

/** jsPDF encodes text by UTF-16 unit: a character beyond the BMP never has a glyph there. */
const has = (glyphs: Glyphs, code: number) => code <= 0xffff && glyphs.characterToGlyph(code) !== 0;

const covers = (glyphs: Glyphs, text: string) => {
  for (const char of text) if (!has(glyphs, char.codePointAt(0) ?? 0)) return false;
  return true;
};

/** Printed in place of a character no embedded font has. */
export const unprintableMark = '?';

export interface Fallback {
  /** Whether some character of the text has no font in this document. */
  isUnprintable(text: string): boolean;
}

/**
 * jsPDF draws each string in one font and cuts it short at the first character that font lacks
 * (printing blanks, or a stray ','). This teaches one document to print a string in runs: the
 * report font where it has the glyph, else the script font that has it, else '?'. Drawing,
 * measuring and line-wrapping all go through the three calls patched here, jspdf-autotable's
 * included, so tables size and wrap mixed-script text as it prints. Text the report font covers
 * takes jsPDF's own path unchanged.
 */
export function printInEveryFont(doc: jsPDF, scripts: readonly ExtraScript[]): Fallback {
  const current = doc.getFont();
  const faces = scripts.map((script): Face => {
    doc.setFont(scriptFamily(script), 'normal');
    const font = doc.getFont();
    const glyphs: unknown = font.metadata;
    if (!isGlyphs(glyphs)) throw new Error(`The ${script} font has no character map`);
    return { family: scriptFamily(script), script, font, glyphs };
  });
  doc.setFont(current.fontName, current.fontStyle);

  const base = (): Glyphs => {
    const glyphs: unknown = doc.getFont().metadata;
    if (!isGlyphs(glyphs)) throw new Error('The report font has no character map');
    return glyphs;
  };
  const needsRuns = (text: string) => {
    const glyphs = base();
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0x80 && code !== 0x0a && !has(glyphs, code)) return true;
    }
    return false;
  };

  /** undefined: no font has it. */
  const faceFor = (code: number, glyphs: Glyphs): Face | null | undefined =>
    has(glyphs, code) ? null : faces.find((f) => has(f.glyphs, code));

  function runsOf(text: string): Run[] {
    const glyphs = base();
    const out: Run[] = [];
    /** Spaces and punctuation after a script run's last letter go back to the report font:
     * in 'שלום עולם. Next' the full stop follows the Hebrew on the right, as the line runs. */
    const release = () => {
      const last = out.at(-1);
      const tail = last?.face ? trailing.exec(last.text)?.[0] : undefined;
      if (!last || !tail || !covers(glyphs, tail)) return;
      last.text = last.text.slice(0, -tail.length);
      if (!last.text) out.pop();
      out.push({ face: null, text: tail });
    };
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0;
      const prev = out.at(-1);
      const keeps = prev?.face && !letter.test(char) && has(prev.face.glyphs, code);
      const face = (keeps ? prev.face : faceFor(code, glyphs)) ?? null;
      const shown = keeps || faceFor(code, glyphs) !== undefined ? char : unprintableMark;
      if (prev?.face === face) {
        prev.text += shown;
        continue;
      }
      release();
      const last = out.at(-1);
      if (last?.face === face) last.text += shown;
      else out.push({ face, text: shown });
    }
    release();
    return out;
  }

  const original = {
    text: doc.text.bind(doc),
    unitWidth: doc.getStringUnitWidth.bind(doc),
    split: doc.splitTextToSize.bind(doc),
  };
  type WidthOptions = { fontSize?: number; charSpace?: number } | undefined;

  const unitWidth = (text: string, options?: WidthOptions): number =>
    needsRuns(text)
      ? runsOf(text).reduce(
          (sum, run) =>
            sum +
            (run.face
              ? original.unitWidth(run.text, { ...options, font: run.face.font })
              : original.unitWidth(run.text, options)),
          0,
        )
      : original.unitWidth(text, options);

  function drawLine(line: string, x: number, y: number, options: TextOptionsLight | undefined) {
    const { fontName, fontStyle } = doc.getFont();
    const size = doc.getFontSize() / doc.internal.scaleFactor;
    const runs = runsOf(line);
    const widths = runs.map((run) => unitWidth(run.text, options) * size);
    const total = widths.reduce((a, b) => a + b, 0);
    const align = options?.align;
    let at = align === 'right' ? x - total : align === 'center' ? x - total / 2 : x;
    // Right-to-left runs arrive in drawn order (rtl.ts): jsPDF's own reordering would leave an
    // Arabic name's words in typed order, so it is told the text is already visual.
    const own: TextOptionsLight = {
      align: 'left',
      isInputVisual: true,
      isOutputVisual: true,
      isInputRtl: false,
      isOutputRtl: false,
      ...(options?.baseline && { baseline: options.baseline }),
      ...(options?.charSpace !== undefined && { charSpace: options.charSpace }),
    };
    runs.forEach((run, i) => {
      doc.setFont(run.face?.family ?? fontName, run.face ? 'normal' : fontStyle);
      const drawn = run.face ? drawnOrder(doc, run.face.script, run.text) : run.text;
      original.text(drawn, at, y, own);
      at += widths[i] ?? 0;
    });
    doc.setFont(fontName, fontStyle);
  }

  doc.text = (text, x, y, options, transform?: unknown) => {
    const lines = (Array.isArray(text) ? text : [text]).flatMap((t) => t.split(/\r\n|\r|\n/));
    if (!lines.some(needsRuns)) return original.text(text, x, y, options, transform);
    const lineHeight =
      (doc.getFontSize() * (options?.lineHeightFactor ?? doc.getLineHeightFactor())) /
      doc.internal.scaleFactor;
    lines.forEach((line, i) => {
      drawLine(line, x, y + i * lineHeight, options);
    });
    return doc;
  };
  doc.getStringUnitWidth = unitWidth;
  doc.splitTextToSize = (text: string, maxWidth: number, options?: WidthOptions): string[] => {
    // jspdf-autotable passes a cell's lines as an array, though jsPDF's types say string.
    const given: unknown = text;
    const paragraphs = Array.isArray(given) ? given.map(String) : text.split(/\r?\n/);
    if (!paragraphs.some(needsRuns)) {
      const lines: unknown = original.split(text, maxWidth, options);
      return Array.isArray(lines) ? lines.map(String) : [String(lines)];
    }
    const size = (options?.fontSize ?? doc.getFontSize()) / doc.internal.scaleFactor;
    return paragraphs.flatMap((p) => wrap(p, maxWidth, (s) => unitWidth(s) * size));
  };

  return {
    isUnprintable(text) {
      const glyphs = base();
      for (const char of text) {
        const code = char.codePointAt(0) ?? 0;
        if (code >= 0x20 && faceFor(code, glyphs) === undefined) return true;
      }
      return false;
    },
  };
}
