import type { CompanyReport } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mailer';
import { companyReportFileName, companyReportPdf } from './company-report-pdf';
import { reportSections } from './report-sections';

/**
 * The monthly usage report mailed to a company on the 1st (issue 25): its figures in the text and
 * HTML parts, the same in the PDF joined to it. The caller queues it with `mailer.queue(mail, tx)`
 * in the transaction that records the report as mailed, like every mail (one mail path).
 */
export async function companyReportMail(report: CompanyReport, to: string): Promise<OutgoingMail> {
  const sections = reportSections(report);
  const mail = composeMail({ kind: 'company-usage-report', to, subject: sections.subject, paragraphs: [...sections.intro, sections.attachmentNote], tables: sections.tables, after: sections.closing });
  return { ...mail, attachment: { filename: companyReportFileName(report), contentType: 'application/pdf', content: await companyReportPdf(report) } };
}
