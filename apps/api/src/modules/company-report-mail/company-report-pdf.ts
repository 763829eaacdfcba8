import PDFDocument from 'pdfkit';
import { countText, toAscii, trendFigureText, yearMonthText, type CompanyReport } from '@parenthese/shared';
import { companyNameInFileName } from '@parenthese/shared/employee-export-file-name';
import type { MailTable } from '../../mail/mail-layout';
import { reportSections } from './report-sections';

const MARGIN = 50;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const ROW_HEIGHT = 16;
const ACCENT = '#0f766e';
const MUTED = '#475569';
const CHART_HEIGHT = 150;

// The characters of WinAnsi (Windows-1252), the only ones pdfkit's built-in Helvetica can print.
const WIN_ANSI = /[\n\x20-\x7E\xA0-\xFF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/;

/**
 * Text as pdfkit's built-in Helvetica can print it. It has the accents, « », € and the no-break space
 * (U+00A0), not the narrow no-break space (U+202F) that French number formatting puts between
 * thousands, which would print as a stray « / »: the no-break space keeps « 1 204 » on one line. Any
 * other character outside its encoding (a company named « Łódź Conseil ») is transliterated, never
 * printed as a wrong glyph.
 */
export function pdfText(text: string): string {
  return [...text.replaceAll('\u202F', '\u00A0')].map((character) => (WIN_ANSI.test(character) ? character : toAscii(character))).join('');
}

/** rapport_<company, as in the employee export's file name>_<YYYY-MM>.pdf */
export function companyReportFileName(report: CompanyReport): string {
  return `rapport_${companyNameInFileName(report.companyName)}_${report.lastClosedMonth}.pdf`;
}

/** The day the report is mailed (the 1st after its month, midnight UTC): the PDF's date, so the same report gives the same bytes. */
function mailingDate(lastClosedMonth: string): Date {
  const [year, month] = lastClosedMonth.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1));
}

type Document = InstanceType<typeof PDFDocument>;
type Structure = ReturnType<Document['struct']>;

/** Drawing that is not content (rules, bars' frame, page numbers): marked so a screen reader skips it. */
function asArtifact(doc: Document, draw: () => void, type?: 'Pagination' | 'Layout') {
  doc.markContent('Artifact', type ? { type } : undefined);
  draw();
  doc.endMarkedContent();
}

/** A new page when `height` more points would run into the bottom margin. */
function ensureRoom(doc: Document, height: number) {
  if (doc.y + height > PAGE.height - MARGIN) doc.addPage();
}

function drawTable(doc: Document, parent: Structure, table: MailTable) {
  const columns = table.head.length;
  const labelWidth = columns > 2 ? 200 : 300;
  const valueWidth = (CONTENT_WIDTH - labelWidth) / (columns - 1);
  // A table starts on the next page rather than leave a few rows behind, unless it takes over half a page.
  ensureRoom(doc, Math.min((table.rows.length + 1) * ROW_HEIGHT + 30, PAGE.height / 2));
  parent.add(doc.struct('H2', {}, () => doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor('#0f172a').text(pdfText(table.caption), MARGIN, doc.y, { width: CONTENT_WIDTH })));
  doc.moveDown(0.3);
  const widthOf = (index: number) => (index === 0 ? labelWidth : valueWidth) - 8;
  const drawRow = (tableStructure: Structure, cells: string[], font: string, cellRole: 'TH' | 'TD') => {
    doc.font(font).fontSize(10);
    // A long value wraps: the row grows with it.
    const height = Math.max(ROW_HEIGHT, ...cells.map((cell, index) => doc.heightOfString(pdfText(cell), { width: widthOf(index) }) + 6));
    ensureRoom(doc, height);
    const y = doc.y;
    const row = doc.struct('TR');
    tableStructure.add(row);
    cells.forEach((cell, index) => {
      const x = index === 0 ? MARGIN : MARGIN + labelWidth + (index - 1) * valueWidth;
      // A row's label heads it as its column's head does: a reader hears « Salariés inscrits, 1 204 ».
      const role = cellRole === 'TD' && index === 0 ? 'TH' : cellRole;
      row.add(doc.struct(role, {}, () => doc.text(pdfText(cell), x, y + 3, { width: widthOf(index) })));
    });
    row.end();
    asArtifact(doc, () =>
      doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + CONTENT_WIDTH, y + height)
        .lineWidth(0.5)
        .strokeColor('#e2e8f0')
        .stroke(),
    );
    doc.x = MARGIN;
    doc.y = y + height;
  };
  if (table.rows.length > 0) {
    // Created only when drawn: pdfkit waits for every structure element it made before it ends the file.
    const tableStructure = doc.struct('Table');
    parent.add(tableStructure);
    drawRow(tableStructure, table.head, 'Helvetica-Bold', 'TH');
    for (const row of table.rows) drawRow(tableStructure, row, 'Helvetica', 'TD');
    tableStructure.end();
  }
  if (table.note) {
    const note = table.note;
    parent.add(doc.struct('P', {}, () => doc.moveDown(0.4).font('Helvetica').fontSize(9).fillColor(MUTED).text(pdfText(note), MARGIN, doc.y, { width: CONTENT_WIDTH }).fillColor('#0f172a')));
  }
}

/**
 * The twelve months' consultations as bars: a month the report withholds has no bar, only
 * « moins de 10 » where it would stand, so a hidden figure is never drawn.
 */
function drawTrendChart(doc: Document, parent: Structure, trend: CompanyReport['trend']) {
  ensureRoom(doc, CHART_HEIGHT + 80);
  parent.add(doc.struct('H2', {}, () => doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor('#0f172a').text('Consultations réservées par mois', MARGIN, doc.y, { width: CONTENT_WIDTH })));
  // The bars say what the table after them says: read as one figure with its alternative text.
  const figure = doc.struct('Figure', { alt: 'Histogramme des consultations réservées par mois ; ses valeurs sont dans le tableau « Évolution sur 12 mois » qui suit.' });
  parent.add(figure);
  figure.add(() => drawBars(doc, trend));
  figure.end();
}

function drawBars(doc: Document, trend: CompanyReport['trend']) {
  const top = doc.y + 16;
  const baseline = top + CHART_HEIGHT;
  const slot = CONTENT_WIDTH / trend.length;
  const highest = Math.max(1, ...trend.map((point) => (point.consultations.suppressed ? 0 : point.consultations.value)));
  if (trend.every((point) => point.consultations.suppressed)) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text("Aucun de ces mois n'est publié seul : pas de barre à tracer.", MARGIN, top + CHART_HEIGHT / 2, { width: CONTENT_WIDTH, align: 'center' });
  }
  doc
    .moveTo(MARGIN, baseline)
    .lineTo(MARGIN + CONTENT_WIDTH, baseline)
    .lineWidth(1)
    .strokeColor(MUTED)
    .stroke();
  trend.forEach((point, index) => {
    const x = MARGIN + index * slot;
    const [month, year] = yearMonthText(point.month).split(' ');
    doc.font('Helvetica').fontSize(7).fillColor(MUTED);
    doc.text(month, x, baseline + 4, { width: slot, align: 'center', lineBreak: false });
    doc.text(year, x, baseline + 13, { width: slot, align: 'center', lineBreak: false });
    if (point.consultations.suppressed) {
      doc.fontSize(6).text(pdfText(trendFigureText(point, point.consultations)), x, baseline - 10, { width: slot, align: 'center', lineBreak: false });
      return;
    }
    const height = (point.consultations.value / highest) * (CHART_HEIGHT - 14);
    doc.rect(x + slot * 0.2, baseline - height, slot * 0.6, height).fill(ACCENT);
    doc
      .fillColor('#0f172a')
      .fontSize(8)
      .text(pdfText(countText(point.consultations.value)), x, baseline - height - 11, { width: slot, align: 'center', lineBreak: false });
  });
  doc.fillColor('#0f172a');
  doc.x = MARGIN;
  doc.y = baseline + 30;
}

/** « Page 1 sur 2 » under each page, once the document is laid out, when it runs over one page. */
function numberPages(doc: Document) {
  const { start, count } = doc.bufferedPageRange();
  if (count < 2) return;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing in the bottom margin would otherwise open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    asArtifact(
      doc,
      () =>
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor(MUTED)
          .text(`Page ${index - start + 1} sur ${count}`, MARGIN, PAGE.height - MARGIN + 16, { width: CONTENT_WIDTH, align: 'center', lineBreak: false }),
      'Pagination',
    );
    doc.page.margins.bottom = bottom;
  }
}

/** The report as an A4 PDF: the mail's tables and sentences, and the trend's bar chart. */
export function companyReportPdf(report: CompanyReport): Promise<Buffer> {
  const sections = reportSections(report);
  // Tagged (structure, language, title shown): a screen reader reads the headings, paragraphs and tables in order.
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    tagged: true,
    lang: 'fr-FR',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: pdfText(sections.subject), Author: 'Parenthèse', CreationDate: mailingDate(report.lastClosedMonth) },
  });
  const chunks: Buffer[] = [];
  const written = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  root.add(doc.struct('H1', {}, () => doc.font('Helvetica-Bold').fontSize(18).fillColor(ACCENT).text("Rapport d'utilisation Parenthèse")));
  root.add(doc.struct('P', {}, () => doc.font('Helvetica-Bold').fontSize(13).fillColor('#0f172a').text(pdfText(report.companyName))));
  root.add(
    doc.struct('P', {}, () =>
      doc
        .font('Helvetica')
        .fontSize(11)
        .text(pdfText(yearMonthText(report.lastClosedMonth))),
    ),
  );
  doc.moveDown(0.5).fontSize(10);
  for (const paragraph of sections.intro) root.add(doc.struct('P', {}, () => doc.text(pdfText(paragraph), { width: CONTENT_WIDTH }).moveDown(0.3)));
  const trendTable = sections.tables.at(-1)!;
  for (const table of sections.tables.slice(0, -1)) drawTable(doc, root, table);
  drawTrendChart(doc, root, report.trend);
  drawTable(doc, root, trendTable);
  doc.moveDown(1);
  for (const sentence of sections.closing) {
    ensureRoom(doc, 30);
    root.add(doc.struct('P', {}, () => doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(pdfText(sentence), MARGIN, doc.y, { width: CONTENT_WIDTH }).moveDown(0.3)));
  }
  root.end();
  numberPages(doc);
  doc.end();
  return written;
}
