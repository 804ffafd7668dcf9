/**
 * Drawing a report with pdfkit: the document (A4, the standard Helvetica, whose WinAnsi encoding
 * covers the six languages), a title block, tables that continue on the next page with their
 * header, notes, and a footer on every page (the title, "Page 1 of 2"). Charts are in chart.ts.
 * The document is a stream piped to the response; its pages are kept (`bufferPages`) until
 * `pageFooters` numbers them, then written out as the document ends (their count is known only
 * then; a report is a few pages of vector drawing).
 */
import PDFDocument from 'pdfkit';
import type { ReportFormat } from './format.ts';
import { pageOf, text, type ReportKey } from './strings.ts';

export type Doc = PDFKit.PDFDocument;

export const MARGIN = 36;
export const INK = '#1f2933';
export const MUTED = '#616e7c';
export const RULE = '#cbd2d9';

export function newReport(title: string, landscape = false): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Creator: 'Stride', Producer: 'Stride' },
  });
  doc.font('Helvetica').fillColor(INK);
  return doc;
}

export const contentWidth = (doc: Doc): number => doc.page.width - 2 * MARGIN;
const bottom = (doc: Doc): number => doc.page.height - MARGIN - 14;

/** Room for `height` more points on this page, or a new page. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

/** The report's title, then `label: value` pairs on two columns, then the generation time. */
export function titleBlock(
  doc: Doc,
  f: ReportFormat,
  title: string,
  facts: readonly [ReportKey, string][],
): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(title, MARGIN, MARGIN);
  doc.moveDown(0.3);
  const half = contentWidth(doc) / 2;
  const top = doc.y;
  facts.forEach(([key, value], i) => {
    const x = MARGIN + (i % 2) * half;
    const y = top + Math.floor(i / 2) * 14;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${text(f.locale, key)}:`, x, y, { lineBreak: false });
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(value, x + 70, y, { width: half - 75, lineBreak: false, ellipsis: true });
  });
  doc.y = top + Math.ceil(facts.length / 2) * 14 + 2;
  doc
    .fontSize(7)
    .fillColor(MUTED)
    .text(`${text(f.locale, 'generated')} ${f.dateTime(new Date())} (${f.timeZone})`, MARGIN, doc.y);
  doc.moveDown(0.8);
}

export function sectionTitle(doc: Doc, title: string, room = 60): void {
  ensureRoom(doc, room);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

export function note(doc: Doc, line: string): void {
  doc
    .font('Helvetica-Oblique')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(line, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.6);
}

export interface Column {
  readonly label: string;
  /** A share of the width (the columns' weights are scaled to the page). */
  readonly weight: number;
  readonly align?: 'left' | 'right';
}

export interface TableRow {
  readonly cells: readonly string[];
  /** Cells drawn bold and underlined (a column's best). */
  readonly marked?: ReadonlySet<number>;
  /** A summary row (the team average): bold, shaded. */
  readonly summary?: boolean;
}

const ROW = 13;

export function table(doc: Doc, columns: readonly Column[], rows: readonly TableRow[]): void {
  const total = columns.reduce((sum, c) => sum + c.weight, 0);
  const widths = columns.map((c) => (c.weight / total) * contentWidth(doc));
  const drawRow = (cells: readonly string[], font: string, marked?: ReadonlySet<number>, shade?: string) => {
    const y = doc.y;
    if (shade !== undefined) doc.rect(MARGIN, y - 2, contentWidth(doc), ROW).fill(shade);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      const bold = marked?.has(i) === true;
      doc
        .font(bold ? 'Helvetica-Bold' : font)
        .fontSize(7.5)
        .fillColor(INK)
        .text(cell, x + 2, y, {
          width: width - 4,
          align: columns[i]?.align ?? 'right',
          lineBreak: false,
          ellipsis: true,
          underline: bold,
        });
      x += width;
    });
    doc.y = y + ROW;
  };
  const header = () => {
    ensureRoom(doc, ROW * 3);
    drawRow(
      columns.map((c) => c.label),
      'Helvetica-Bold',
      undefined,
      '#e4e7eb',
    );
  };
  header();
  for (const row of rows) {
    if (doc.y + ROW > bottom(doc)) {
      doc.addPage();
      doc.y = MARGIN;
      header();
    }
    drawRow(
      row.cells,
      row.summary === true ? 'Helvetica-Bold' : 'Helvetica',
      row.marked,
      row.summary ? '#f0f4f8' : undefined,
    );
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + contentWidth(doc), doc.y - 2)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
  }
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

/** A framed blank box for handwritten notes. */
export function notesBox(doc: Doc, f: ReportFormat): void {
  sectionTitle(doc, text(f.locale, 'notes'), 140);
  doc.rect(MARGIN, doc.y, contentWidth(doc), 110).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y += 120;
}

/** On every page, under the content: the report's title on the left, "Page n of N" on the right. */
export function pageFooters(doc: Doc, f: ReportFormat, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Drawn inside the bottom margin: no margin while it is drawn, or pdfkit would add a page.
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    const y = doc.page.height - MARGIN - 4;
    const half = contentWidth(doc) / 2;
    doc.font('Helvetica').fontSize(7).fillColor(MUTED);
    doc.text(title, MARGIN, y, { width: half, lineBreak: false, ellipsis: true });
    doc.text(pageOf(f, i - start + 1, count), MARGIN + half, y, {
      width: half,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}
