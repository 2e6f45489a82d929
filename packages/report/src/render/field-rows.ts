import type { jsPDF } from 'jspdf';
import type { RowInput } from 'jspdf-autotable';
import type { Field } from '../model';
import { color, contentWidth, family, size } from './layout';

/** Narrative longer than this reads better across the page than in the value column. */
const stackAt = 240;
/** Lines per narrative row: the most a narrative leaves blank at the foot of a page. */
const linesPerRow = 6;
/** Full width less the cell padding, and a little more, so the table never re-wraps a line. */
const lineWidth = contentWidth - 14 - 4;

/**
 * Rows never split across pages (a split short row loses its label), so a long narrative is
 * wrapped here, as it will print, and cut into rows of a few lines that follow one another
 * without a gap.
 */
function chunks(doc: jsPDF, text: string): string[] {
  doc.setFont(family, 'normal').setFontSize(size.body);
  // jsPDF leaves this untyped; it returns the wrapped lines.
  const wrapped: unknown = doc.splitTextToSize(text, lineWidth);
  const lines = Array.isArray(wrapped) ? wrapped.map(String) : [text];
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += linesPerRow) {
    out.push(lines.slice(i, i + linesPerRow).join('\n'));
  }
  return out;
}

/** One row per field; a long narrative gets its label above the text, both full width. The
 * zebra shade goes by field, so a stacked field's rows share one. */
export function fieldRows(doc: jsPDF, field: Field, index: number): RowInput[] {
  const fillColor = index % 2 === 0 ? color.zebra : color.white;
  if (field.value.length <= stackAt) {
    return [
      [
        { content: field.label, styles: { fillColor } },
        { content: field.value, styles: { fillColor } },
      ],
    ];
  }
  const parts = chunks(doc, field.value);
  const padding = (top: number, bottom: number) => ({ top, bottom, left: 7, right: 7 });
  return [
    [{ content: field.label, colSpan: 2, styles: { fillColor, cellPadding: padding(4, 1) } }],
    ...parts.map((content, i) => [
      {
        content,
        colSpan: 2,
        // The cell sits in the label column; it takes the value's look, not the label's.
        styles: {
          fillColor,
          fontStyle: 'normal' as const,
          textColor: color.ink,
          cellPadding: padding(i === 0 ? 2 : 0, i === parts.length - 1 ? 4 : 0),
        },
      },
    ]),
  ];
}
