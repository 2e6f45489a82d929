import type { jsPDF } from 'jspdf';
import { patientIdLabel } from '../compose/patient';
import type { ReportModel } from '../model';
import { color, family, page, size } from './layout';

const right = page.width - page.side;

/** Fits text to a width on one line, ending in an ellipsis when cut. */
function oneLine(doc: jsPDF, value: string, width: number): string {
  if (doc.getTextWidth(value) <= width) return value;
  let cut = value;
  while (cut.length > 1 && doc.getTextWidth(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * The running header: the practice on the left; from page 2 on, the report, the patient and the
 * visit on the right, so a page that comes loose from the others still says whose chart it
 * belongs to.
 */
function drawHeader(doc: jsPDF, model: ReportModel, isFirst: boolean) {
  const half = (right - page.side) / 2 - 10;
  doc
    .setFont(family, 'bold')
    .setFontSize(size.header)
    .setTextColor(...color.ink);
  if (model.practice.name) doc.text(oneLine(doc, model.practice.name, half), page.side, 40);
  doc
    .setFont(family, 'normal')
    .setFontSize(size.small)
    .setTextColor(...color.muted);
  model.practice.lines.slice(0, 2).forEach((line, i) => {
    doc.text(oneLine(doc, line, half), page.side, 53 + i * 11);
  });

  // Page 1 prints the title, the patient and the visit in full just below: once is enough.
  if (isFirst) {
    drawRule(doc);
    return;
  }
  doc
    .setFont(family, 'bold')
    .setFontSize(size.header)
    .setTextColor(...color.accent);
  doc.text(model.title, right, 40, { align: 'right' });
  doc
    .setFont(family, 'normal')
    .setFontSize(size.small)
    .setTextColor(...color.ink);
  const who = [
    model.patient.name,
    model.patient.patientId && `${patientIdLabel} ${model.patient.patientId}`,
  ];
  doc.text(oneLine(doc, who.filter(Boolean).join('  ·  '), half), right, 53, { align: 'right' });
  doc.setTextColor(...color.muted);
  if (model.visitDate) doc.text(`Visit: ${model.visitDate}`, right, 64, { align: 'right' });

  drawRule(doc);
}

function drawRule(doc: jsPDF) {
  doc.setDrawColor(...color.accent).setLineWidth(1);
  doc.line(page.side, 74, right, 74);
}

function drawFooter(doc: jsPDF, model: ReportModel, pageNumber: number, pages: number) {
  const y = page.bottom + 22;
  doc.setDrawColor(...color.rule).setLineWidth(0.5);
  doc.line(page.side, y - 10, right, y - 10);
  doc
    .setFont(family, 'normal')
    .setFontSize(size.tiny)
    .setTextColor(...color.muted);
  doc.text(model.footer.confidentiality, page.side, y);
  doc.text(model.footer.generated, page.side, y + 10);
  doc
    .setFont(family, 'bold')
    .setFontSize(size.small)
    .setTextColor(...color.ink);
  doc.text(`Page ${pageNumber} of ${pages}`, right, y, { align: 'right' });
}

/**
 * An unsigned record's mark: a grey band under the running header on every page, so a printed
 * draft is never taken for the signed record. It is drawn, not laid over the content: a diagonal
 * word across the page would mix its letters into the text that copying or indexing extracts.
 */
function drawDraftMark(doc: jsPDF, mark: string) {
  doc.setFillColor(...color.draft);
  doc.rect(page.side, 77, right - page.side, 11, 'F');
  doc
    .setFont(family, 'bold')
    .setFontSize(size.small)
    .setTextColor(...color.ink);
  doc.text(mark.toUpperCase(), page.width / 2, 85.2, { align: 'center', charSpace: 1.5 });
}

/** Header and footer go on last, when the number of pages is known. */
export function drawPageChrome(doc: jsPDF, model: ReportModel): void {
  const pages = doc.getNumberOfPages();
  for (let n = 1; n <= pages; n += 1) {
    doc.setPage(n);
    drawHeader(doc, model, n === 1);
    drawFooter(doc, model, n, pages);
    if (model.draftMark) drawDraftMark(doc, model.draftMark);
  }
}
