import { jsPDF } from 'jspdf';
import type { Block, ClosingPart, ReportModel } from '../model';
import { blockNeed, drawBlock } from './blocks';
import { drawPageChrome } from './chrome';
import { missingFontNotice, printedText, scriptsIn } from '../scripts/scripts';
import { printInEveryFont } from './fallback';
import { registerFonts, type ReportFonts } from './fonts';
import { color, contentWidth, family, page, size, space } from './layout';
import { drawTable, ensureRoom, tableBase } from './tables';

export interface RenderOptions {
  fonts: ReportFonts;
}

function drawHeading(doc: jsPDF, text: string, y: number): number {
  doc
    .setFont(family, 'bold')
    .setFontSize(size.heading)
    .setTextColor(...color.accent);
  doc.text(text, page.side, y + 12);
  doc.setDrawColor(...color.accent).setLineWidth(0.8);
  doc.line(page.side, y + 18, page.side + contentWidth, y + 18);
  return y + 18 + space.afterHeading;
}

/** Room for a block and, for a certification statement, the signatures that complete it. */
function needWithNext(doc: jsPDF, blocks: readonly Block[], i: number): number {
  const block = blocks[i];
  const next = blocks[i + 1];
  if (!block) return 0;
  const own = blockNeed(doc, block);
  return block.type === 'statement' && next?.type === 'signatures'
    ? own + space.betweenBlocks + blockNeed(doc, next)
    : own;
}

/** A section of the record, or a closing part: a heading and its blocks. */
function drawSection(doc: jsPDF, section: ClosingPart, top: number): number {
  const headingHeight = 18 + space.afterHeading;
  const first = needWithNext(doc, section.blocks, 0);
  let y = ensureRoom(doc, top + space.beforeHeading, headingHeight + first);
  y = drawHeading(doc, section.heading, y);
  section.blocks.forEach((block, i) => {
    if (i > 0 && block.type === 'statement')
      y = ensureRoom(doc, y, needWithNext(doc, section.blocks, i));
    y = drawBlock(doc, block, y);
  });
  return y;
}

/** The patient in a two-pair grid; long values (the address) take a whole row. */
function drawPatient(doc: jsPDF, model: ReportModel, top: number): number {
  const rows: string[][] = [];
  let pending: string[] = [];
  for (const f of model.patient.fields) {
    if (f.value.length > 38) rows.push([f.label, f.value]);
    else if (pending.length) {
      rows.push([...pending, f.label, f.value]);
      pending = [];
    } else pending = [f.label, f.value];
  }
  if (pending.length) rows.push(pending);
  const label = { fontStyle: 'bold', textColor: color.label, cellWidth: 130 } as const;
  return drawTable(
    doc,
    (startY) => ({
      ...tableBase(startY),
      body: rows.map((r) =>
        r.length === 2 ? [r[0] ?? '', { content: r[1] ?? '', colSpan: 3 }] : r,
      ),
      columnStyles: { 0: label, 2: label },
      alternateRowStyles: {},
      bodyStyles: { fillColor: color.zebra },
    }),
    top,
  );
}

function drawTitle(doc: jsPDF, model: ReportModel): number {
  doc
    .setFont(family, 'bold')
    .setFontSize(size.title)
    .setTextColor(...color.ink);
  doc.text(model.title, page.side, page.top + 6);
  doc
    .setFont(family, 'normal')
    .setFontSize(size.body)
    .setTextColor(...color.label);
  if (model.visitDate) doc.text(`Date of visit: ${model.visitDate}`, page.side, page.top + 22);
  // The plan of care's lines follow on the same line, one after another: 'Visit 12 of 24'.
  if (model.planLines.length) {
    doc.text(model.planLines.join('   ·   '), page.side, page.top + 34);
    return page.top + 46;
  }
  return page.top + 34;
}

/** Model in, PDF bytes out. The only code that touches jsPDF. */
export function renderReport(
  model: ReportModel,
  options: RenderOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: true });
  const text = printedText(model);
  const embedded = registerFonts(doc, options.fonts);
  const fallback = printInEveryFont(doc, embedded);
  const notice = missingFontNotice(
    scriptsIn(text).filter((script) => !embedded.includes(script)),
    text.some((t) => fallback.isUnprintable(t)),
  );
  doc.setProperties({
    title: `${model.title}: ${model.patient.name}`,
    subject: model.title,
    author: model.practice.name,
    creator: 'Optolight',
  });
  let y = drawPatient(doc, model, drawTitle(doc, model));
  if (notice) {
    // Beside the patient's name and id, which may be among the text it speaks of.
    doc
      .setFont(family, 'bold')
      .setFontSize(size.caption)
      .setTextColor(...color.accent);
    doc.text(notice, page.side, y + 2);
    y += 14;
  }
  if (model.emptyNotice) {
    doc
      .setFont(family, 'normal')
      .setFontSize(size.caption)
      .setTextColor(...color.label);
    doc.text(model.emptyNotice, page.side, y + space.beforeHeading);
    y += space.beforeHeading;
  }
  for (const section of model.sections) y = drawSection(doc, section, y);
  for (const part of model.closing) y = drawSection(doc, part, y);
  drawPageChrome(doc, model);
  return Promise.resolve(new Uint8Array(doc.output('arraybuffer')));
}
