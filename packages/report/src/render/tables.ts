import type { jsPDF } from 'jspdf';
import { __createTable, __drawTable, type RowInput, type UserOptions } from 'jspdf-autotable';
import { color, contentWidth, family, page, size, space } from './layout';

/** Starts a new page when fewer than `needed` points are left; returns where to draw. */
export function ensureRoom(doc: jsPDF, y: number, needed: number): number {
  if (y + needed <= page.bottom) return y;
  doc.addPage();
  return page.top;
}

/** Settings every table shares: the content box, the font and a quiet, readable cell. */
export function tableBase(startY: number): UserOptions {
  return {
    startY,
    margin: { top: page.top, bottom: page.height - page.bottom, left: page.side, right: page.side },
    tableWidth: contentWidth,
    theme: 'plain',
    // A row moves whole to the next page; field-rows.ts cuts narratives into short rows.
    rowPageBreak: 'avoid',
    showHead: 'everyPage',
    styles: {
      font: family,
      fontStyle: 'normal',
      fontSize: size.body,
      textColor: color.ink,
      cellPadding: { top: 4, bottom: 4, left: 7, right: 7 },
      overflow: 'linebreak',
      valign: 'top',
      lineWidth: 0,
    },
    alternateRowStyles: { fillColor: color.zebra },
  };
}

/** A block caption as the table's first header row, so it repeats when the table runs on. */
export function captionRow(caption: string, columns: number): RowInput {
  return [
    {
      content: caption,
      colSpan: columns,
      styles: {
        fontStyle: 'bold',
        fontSize: size.caption,
        textColor: color.accent,
        fillColor: color.white,
        cellPadding: { top: 2, bottom: 4, left: 0, right: 0 },
        lineWidth: { bottom: 0.6 },
        lineColor: color.rule,
      },
    },
  ];
}

type Table = ReturnType<typeof __createTable>;

/** What must fit before a table may start: all of a small table (a few rows split over two
 * pages read badly), else its header and the start of its first row. */
function need(table: Table): number {
  const head = table.getHeadHeight(table.columns);
  const whole = head + table.body.reduce((sum, row) => sum + row.height, 0);
  if (whole <= space.keepTogether) return whole;
  return head + Math.min(table.body[0]?.height ?? 0, space.keepWithNext);
}

export function measureNeed(doc: jsPDF, options: UserOptions): number {
  return need(__createTable(doc, options));
}

/** How many body rows fit wholly between `y` and the foot of the page. */
function rowsThatFit(table: Table, y: number): number {
  let bottom = y + table.getHeadHeight(table.columns);
  const fit = table.body.findIndex((row) => (bottom += row.height) > page.bottom);
  return fit === -1 ? table.body.length : fit;
}

/** Rows this short never split; a table of them is one that widow control may break early. */
const shortRow = 40;

/**
 * Draws a table, first moving it to a new page when its header and the start of its first row
 * would not fit: a caption or column header is never left alone at the foot of a page. A table
 * that would leave its last row alone on the next page breaks one row earlier instead.
 */
export function drawTable(
  doc: jsPDF,
  options: (startY: number) => UserOptions,
  startY: number,
): number {
  let table = __createTable(doc, options(startY));
  const y = ensureRoom(doc, startY, need(table));
  if (y !== startY) table = __createTable(doc, options(y));
  const fit = rowsThatFit(table, y);
  const isWidow = table.body.length - fit === 1 && fit >= 3;
  if (isWidow && table.body.every((row) => row.height < shortRow)) {
    const body = options(y).body ?? [];
    __drawTable(doc, __createTable(doc, { ...options(y), body: body.slice(0, fit - 1) }));
    doc.addPage();
    table = __createTable(doc, { ...options(page.top), body: body.slice(fit - 1) });
  }
  __drawTable(doc, table);
  return (table.finalY ?? y) + space.betweenBlocks;
}
