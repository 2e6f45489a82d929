import type { jsPDF } from 'jspdf';
import {
  __createTable,
  __drawTable,
  type CellHookData,
  type RowInput,
  type UserOptions,
} from 'jspdf-autotable';
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

/** The fewest rows a table leaves on either side of a page break, when it can. */
const minRows = 3;

/**
 * Whether widow control may start the next page at `row`: the rows moved with it are few enough to
 * go over whole, and it is a whole row, not the label or the text of a long stacked field, which
 * field-rows.ts cuts into rows of its own.
 */
function canBreakBefore(table: Table, row: number): boolean {
  const moved = table.body.slice(row).reduce((sum, r) => sum + r.height, 0);
  const first = table.body[row];
  const isWhole =
    table.columns.length === 1 || Object.keys(first?.cells ?? {}).length === table.columns.length;
  return moved <= space.keepTogether && isWhole;
}

/** A caption or column header repeated on the next page says so. */
function markContinued(options: UserOptions, isContinued: (pageNumber: number) => boolean) {
  const own = options.willDrawCell;
  return {
    ...options,
    willDrawCell: (data: CellHookData) => {
      const first = data.section === 'head' && data.row.index === 0 && data.column.index === 0;
      if (first && isContinued(data.pageNumber)) {
        const lines = data.cell.text;
        data.cell.text = [...lines.slice(0, -1), `${lines.at(-1) ?? ''} (continued)`];
      }
      return own?.(data);
    },
  } satisfies UserOptions;
}

/**
 * Draws a table, first moving it to a new page when its header and the start of its first row
 * would not fit: a caption or column header is never left alone at the foot of a page. A table
 * that would leave its last one or two rows alone on the next page breaks earlier instead, so
 * that three go over together.
 */
export function drawTable(
  doc: jsPDF,
  options: (startY: number) => UserOptions,
  startY: number,
): number {
  let table = __createTable(doc, options(startY));
  const y = ensureRoom(doc, startY, need(table));
  const later = (pageNumber: number) => pageNumber > 1;
  table = __createTable(doc, markContinued(options(y), later));
  const fit = rowsThatFit(table, y);
  const alone = table.body.length - fit;
  const keep = table.body.length - minRows;
  if (alone > 0 && alone < minRows && keep >= minRows && canBreakBefore(table, keep)) {
    const body = options(y).body ?? [];
    __drawTable(doc, __createTable(doc, { ...options(y), body: body.slice(0, keep) }));
    doc.addPage();
    const rest = { ...options(page.top), body: body.slice(keep) };
    table = __createTable(
      doc,
      markContinued(rest, () => true),
    );
  }
  __drawTable(doc, table);
  return (table.finalY ?? y) + space.betweenBlocks;
}
