import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { REPORT_HIDDEN_NOTE, type CompanyReport } from '@parenthese/shared';
import { mostlySuppressedReport, numbersOf, publishedReport } from '../../../test/support/company-reports';
import { pdfPageTexts, pdfStructure } from '../../../test/support/pdf-text';
import { companyReportMail } from './company-report-mail';
import { companyReportFileName, companyReportPdf, pdfText } from './company-report-pdf';

const NNBSP = '\u202F';
/** Of the mostly withheld report: 2 employee figures, credits used and remaining, 4 + 2 + 4 breakdown cells, 12 months of 2 figures. */
const WITHHELD_FIGURES = 2 + 2 + 4 + 2 + 4 + 2 * 12;
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

/** The HTML part's text, tags dropped and entities read back, one line per cell or paragraph. */
const htmlText = (html: string) =>
  html
    .replace(/<\/(th|td|p|caption)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');

/** Every number printed (« 1 204 » and « 4,1 » read as 1204 and 4.1; pdfjs reads the PDF's no-break space as a space). */
const printedNumbers = (text: string) => [...text.matchAll(/\d+(?:[ \u202F\u00A0]\d{3}\b)*(?:,\d+)?/g)].map((match) => Number(match[0].replace(/[ \u202F\u00A0]/g, '').replace(',', '.')));

/**
 * What a rendering may print besides the report's own numbers: the threshold (10), the scale of a
 * rating (1 to 5), « 12 mois », « 24 prochains mois », page numbers, and the average to one decimal.
 */
function allowedNumbers(report: CompanyReport): Set<number> {
  const numbers = numbersOf(report);
  for (const rating of report.ratings) if (!rating.average.suppressed) numbers.add(Math.round(rating.average.value * 10) / 10);
  for (const fixed of [1, 2, 3, 4, 5, 10, 12, 24]) numbers.add(fixed);
  return numbers;
}

/** Nothing finer than a month, no number the report does not hold (a day, an hour, a count kept back). */
function expectNoLeak(text: string, report: CompanyReport) {
  expect(text).not.toMatch(new RegExp(`\\b\\d{1,2}(er)? (${MONTHS})`));
  expect(text).not.toMatch(/\d{1,2}\/\d{1,2}|\d{4}-\d{2}-\d{2}|\d{1,2} ?h ?\d{2}|\d{1,2}:\d{2}/);
  const allowed = allowedNumbers(report);
  expect(printedNumbers(text).filter((number) => !allowed.has(number))).toEqual([]);
}

describe('the monthly report mail', () => {
  it('carries every published figure in its text and HTML parts, under the report month’s subject', async () => {
    const report = publishedReport();
    const mail = await companyReportMail(report, 'rh@atelier.fr');
    expect(mail).toMatchObject({ kind: 'company-usage-report', to: 'rh@atelier.fr', subject: "Rapport d'utilisation Parenthèse – mars 2026" });
    const captions = [
      'Salariés, fin mars 2026',
      'Crédits de consultation',
      'Consultations réservées, mars 2026',
      'Par mode, mars 2026',
      'Par spécialité, mars 2026',
      'Satisfaction, avis donnés : mars 2026',
      'Évolution sur 12 mois',
    ];
    const rows: [string, string][] = [
      ['Inscrits', `1${NNBSP}204`],
      ['Comptes activés', '957'],
      ['Comptes pas encore activés', '247'],
      ['Accordés', `2${NNBSP}400`],
      ['Utilisés, mois publiés', '869'],
      ['Restants, après les mois publiés', `1${NNBSP}531`],
      ['Épuisement prévu', 'février 2027'],
      ['Total', '86'],
      ['Tenues', '64'],
      ['Annulées à temps', '14'],
      ['Annulées tardivement', '6'],
      ['Annulées par le psychologue', '2'],
      ['Téléphone', '34'],
      ['Visioconférence', '52'],
      ['Neuropsychologue', '15'],
      ['Psychologue clinicien', '33'],
      ['Psychologue du travail', '22'],
      ['Psychologue social', '16'],
      ['Avis reçus', '58'],
      ['Note 1 sur 5', '1'],
      ['Note 5 sur 5', '25'],
      ['Note moyenne', '4,1 sur 5'],
    ];
    const html = htmlText(mail.html!);
    for (const caption of captions) {
      expect(mail.text).toContain(`\n${caption}\n`);
      expect(html).toContain(caption);
    }
    // In the text a line per figure; in the HTML each figure in its own cell, beside its label.
    for (const [label, value] of rows) {
      expect(mail.text).toContain(`\n- ${label} : ${value}\n`);
      expect(html).toContain(`${label}\n${value}\n`);
    }
    expect(mail.text).toContain('- avril 2025 : consultations 40, tenues 31');
    expect(mail.text).toContain('- mars 2026 : consultations 86, tenues 64');
    expect(html).toContain(`avril 2025\n40\n31\n`);
    expect(mail.html).toContain('Atelier Éléonore &amp; Fils');
    // Only the latest period is broken down: February's 71 consultations are a month of the trend.
    expect(mail.text).not.toContain('Total : 71');
    expect(mail.text).toContain('- février 2026 : consultations 71, tenues 52');
    for (const part of [mail.text, html]) {
      expect(part).toContain("Aucun chiffre n'est publié pour moins de 10 salariés.");
      expect(part).toContain(REPORT_HIDDEN_NOTE);
      expect(part).toContain('Pour ne plus recevoir ce rapport, demandez-le à votre contact Parenthèse');
      // Everything is published: « moins de 10 » only in the note (twice) and the threshold sentence.
      expect(part.split('moins de 10').length - 1).toBe(3);
      expectNoLeak(part, report);
    }
  });

  it('reads « moins de 10 » for every withheld figure, and says what is not published yet', async () => {
    const report = mostlySuppressedReport();
    const mail = await companyReportMail(report, 'direction@biscuiterie.fr');
    expect(mail.subject).toBe("Rapport d'utilisation Parenthèse – mars 2026");
    for (const line of [
      'Salariés, fin janvier 2026',
      '- Inscrits : 14',
      '- Comptes activés : moins de 10',
      '- Comptes pas encore activés : moins de 10',
      '- Épuisement prévu : au-delà de 24 mois, ou pas encore estimé',
      'Consultations réservées, 4e trimestre 2025 (octobre, novembre, décembre)',
      '- Total : 13',
      '- Tenues : moins de 10',
      '- Téléphone : moins de 10',
      '- Psychologue social : moins de 10',
      "Aucune période d'avis n'est encore publiée.",
      '- avril 2025 : consultations moins de 10, tenues moins de 10',
      '- mars 2026 : consultations moins de 10, tenues moins de 10',
    ])
      expect(mail.text).toContain(line);
    for (const part of [mail.text, htmlText(mail.html!)]) {
      expect(part.split('moins de 10').length - 1).toBe(WITHHELD_FIGURES + 3);
      expectNoLeak(part, report);
    }
  });

  it('joins the report as a PDF named after the company and the month', async () => {
    const mail = await companyReportMail(publishedReport(), 'rh@atelier.fr');
    expect(mail.attachment).toMatchObject({ filename: 'rapport_Atelier_Eleonore___Fils_2026-03.pdf', contentType: 'application/pdf' });
    expect(mail.attachment!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(companyReportFileName(mostlySuppressedReport())).toBe('rapport_Biscuiterie_Noel_2026-03.pdf');
  });
});

/** A PDF of one line of text in pdfkit's default font. */
function pdfWith(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return written;
}

describe('the monthly report PDF', () => {
  // Runs and wrapped lines joined, as a reader reads them.
  const readable = (pages: string[]) => pages.join(' ').replace(/\s+/g, ' ');

  it('shows the company, the month and every figure, numbered pages, in French type', async () => {
    const report = publishedReport();
    const pages = await pdfPageTexts(await companyReportPdf(report));
    expect(pages).toHaveLength(2);
    // Run by run: joined, a bar's value would sit next to its month's name.
    expectNoLeak(pages.join('\n'), report);
    const text = readable(pages);
    for (const expected of [
      "Rapport d'utilisation Parenthèse",
      'Atelier Éléonore & Fils',
      'mars 2026',
      'Salariés, fin mars 2026',
      '1 204',
      '2 400',
      '1 531',
      'février 2027',
      'Consultations réservées, mars 2026',
      'Psychologue clinicien',
      '4,1 sur 5',
      'Consultations réservées par mois',
      REPORT_HIDDEN_NOTE,
      "Aucun chiffre n'est publié pour moins de 10 salariés.",
    ])
      expect(text).toContain(expected);
    for (const figure of [957, 247, 869, 86, 64, 14, 6, 34, 52, 15, 33, 22, 16, 58, 25, 40, 71, 52]) expect(printedNumbers(text)).toContain(figure);
    expect(pages[0]).toContain('Page 1 sur 2');
    expect(pages[1]).toContain('Page 2 sur 2');
    expect(text).not.toContain('pas de barre');
  });

  it('prints « moins de 10 » for each withheld figure, and draws no bar for a withheld month', async () => {
    const report = mostlySuppressedReport();
    const pages = await pdfPageTexts(await companyReportPdf(report));
    expectNoLeak(pages.join('\n'), report);
    const text = readable(pages);
    expect(text).toContain('Biscuiterie Noël');
    expect(text).toContain('4e trimestre 2025 (octobre, novembre, décembre)');
    expect(text).toContain("Aucun de ces mois n'est publié seul : pas de barre à tracer.");
    // The withheld figures of the tables, the 12 months of the chart, the note (twice) and the threshold sentence.
    expect(text.split('moins de 10').length - 1).toBe(WITHHELD_FIGURES + 12 + 3);
  });

  it('prints thousands apart by a no-break space its font has, not the narrow one it lacks', async () => {
    // Drawn as is, U+202F is outside Helvetica's WinAnsi encoding and prints a stray « / ».
    expect((await pdfPageTexts(await pdfWith(`1${NNBSP}204`))).join('')).toBe('1 /204');
    expect(pdfText(`1${NNBSP}204 « Œuvre » – 3 €`)).toBe('1\u00A0204 « Œuvre » – 3 €');
    const text = (await pdfPageTexts(await companyReportPdf(publishedReport()))).join('\n');
    for (const figure of ['1 204', '2 400', '1 531']) expect(text).toContain(figure);
    expect(text).not.toMatch(/\d \/\d/);
    expect(text).toContain('« moins de 10 »');
  });

  it('transliterates a company name its font cannot print, rather than print wrong glyphs', async () => {
    expect(pdfText('Łódź Conseil – Ștefan & Søren')).toBe('Lódz Conseil – Stefan & Søren');
    const text = readable(await pdfPageTexts(await companyReportPdf({ ...publishedReport(), companyName: 'Łódź Conseil' })));
    expect(text).toContain('Lódz Conseil');
  });

  it('is tagged for a screen reader: French, a heading, the tables as tables, the chart as a figure, page numbers as artefacts', async () => {
    const { isMarked, language, roles } = await pdfStructure(await companyReportPdf(publishedReport()));
    expect([isMarked, language]).toEqual([true, 'fr-FR']);
    const all = roles.flat();
    expect(all[0]).toBe('Document');
    expect(all).toContain('Document > H1');
    expect(all.filter((role) => role === 'Document > Table')).toHaveLength(7);
    expect(all).toContain('Document > Table > TR > TH');
    expect(all).toContain('Document > Table > TR > TD');
    expect(all.some((role) => role.startsWith('Document > Figure ['))).toBe(true);
    // Only real content is tagged: the page numbers and the rules between rows are not read out.
    expect((await pdfPageTexts(await companyReportPdf(publishedReport())))[0]).toContain('Page 1 sur 2');
    expect(all.filter((role) => !/^Document( > (H1|H2|P|Table|Figure)\b.*)?$/.test(role))).toEqual([]);
  });

  it('gives the same bytes for the same report, whenever it is written', async () => {
    const first = await companyReportPdf(publishedReport());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await companyReportPdf(publishedReport())).equals(first)).toBe(true);
  });
});
