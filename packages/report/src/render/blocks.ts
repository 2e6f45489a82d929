import type { jsPDF } from 'jspdf';
import type { UserOptions } from 'jspdf-autotable';
import type { Block, Signer } from '../model';
import { fieldRows } from './field-rows';
import { color, contentWidth, family, page, size, space } from './layout';
import { captionRow, drawTable, ensureRoom, measureNeed, tableBase } from './tables';

type TableBlock = Exclude<Block, { type: 'signatures' }>;

const labelColumn = { cellWidth: 170, fontStyle: 'bold', textColor: color.label } as const;
const findingColumn = 240;

/** A reflex graded '-' alone in a cell reads as "left blank"; the true minus sign is wide
 * enough to read as an answer. */
const typeset = (cell: string) => (cell === '-' ? '\u2212' : cell);

function tableOptions(doc: jsPDF, block: TableBlock, y: number): UserOptions {
  const base = tableBase(y);
  switch (block.type) {
    case 'fields':
      return {
        ...base,
        head: block.caption ? [captionRow(block.caption, 2)] : [],
        body: block.fields.flatMap((f, i) => fieldRows(doc, f, i)),
        // Both widths set: when every field of a block is stacked (full-width rows only), no
        // row sizes the value column and jsPDF-AutoTable would draw it with no width at all.
        columnStyles: { 0: labelColumn, 1: { cellWidth: contentWidth - labelColumn.cellWidth } },
        // Zebra by field, not by row: a stacked field's two rows share one shade.
        alternateRowStyles: {},
      };
    case 'grid': {
      // Per-eye values are short and compared across: centred columns of equal width.
      const other = (contentWidth - findingColumn) / (block.columns.length - 1);
      const { widths } = block;
      const column = (i: number) =>
        widths
          ? { cellWidth: contentWidth * (widths[i] ?? 0), halign: 'left' as const }
          : i === 0
            ? { cellWidth: findingColumn }
            : { cellWidth: other, halign: 'center' as const };
      return {
        ...base,
        head: [block.columns.map((content, i) => ({ content, styles: column(i) }))],
        headStyles: { fontStyle: 'bold', fillColor: color.tint, textColor: color.accent },
        body: block.rows.map((row) => row.map(typeset)),
        columnStyles: Object.fromEntries(block.columns.map((_, i) => [i, column(i)])),
      };
    }
    case 'statement':
      return {
        ...base,
        head: [captionRow(block.caption, 1)],
        body: block.paragraphs.map((p) => [p]),
        bodyStyles: { fillColor: color.tint },
        alternateRowStyles: { fillColor: color.tint },
      };
  }
}

const signatureHeight = 84;
const signatureGap = 30;

/**
 * An image standing on `baseline`, scaled to fit the box. A signature that cannot be decoded
 * leaves the line blank to sign by hand: a damaged image must never stop a clinical report.
 */
function drawImage(
  doc: jsPDF,
  image: string,
  x: number,
  baseline: number,
  maxW: number,
  maxH: number,
) {
  try {
    const props = doc.getImageProperties(image);
    const scale = Math.min(maxW / props.width, maxH / props.height);
    const [w, h] = [props.width * scale, props.height * scale];
    doc.addImage(image, props.fileType, x, baseline - h, w, h);
  } catch {
    // Left blank on purpose; see above.
  }
}

/** One signature: the image (or blank space to sign on paper) over a line, name and date. */
function drawSigner(doc: jsPDF, signer: Signer, x: number, y: number, width: number) {
  doc
    .setFont(family, 'bold')
    .setFontSize(size.small)
    .setTextColor(...color.label);
  doc.text(signer.caption, x, y + 8);
  if (signer.image) drawImage(doc, signer.image, x, y + 56, width * 0.7, 40);
  doc.setDrawColor(...color.ink).setLineWidth(0.6);
  doc.line(x, y + 58, x + width, y + 58);
  doc
    .setFont(family, 'normal')
    .setFontSize(size.body)
    .setTextColor(...color.ink);
  if (signer.name) doc.text(signer.name, x, y + 71);
  doc.setFontSize(size.small).setTextColor(...color.label);
  const date = signer.date ? `Date ${signer.date}` : 'Date ____________';
  doc.text(date, x + width, y + 71, { align: 'right' });
}

/** Signatures side by side, two to a row, kept whole on one page. */
function drawSignatures(doc: jsPDF, signers: Signer[], top: number): number {
  const width = (contentWidth - signatureGap) / 2;
  let y = top;
  for (let i = 0; i < signers.length; i += 2) {
    y = ensureRoom(doc, y, signatureHeight);
    signers.slice(i, i + 2).forEach((signer, j) => {
      drawSigner(doc, signer, page.side + j * (width + signatureGap), y + 6, width);
    });
    y += signatureHeight + space.betweenBlocks;
  }
  return y;
}

/** How much room a block needs on its page before it may start there. */
export function blockNeed(doc: jsPDF, block: Block): number {
  return block.type === 'signatures'
    ? signatureHeight
    : measureNeed(doc, tableOptions(doc, block, page.top));
}

export function drawBlock(doc: jsPDF, block: Block, y: number): number {
  return block.type === 'signatures'
    ? drawSignatures(doc, block.signers, y)
    : drawTable(doc, (startY) => tableOptions(doc, block, startY), y);
}
