import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, notExists } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, lastClosedMonthAt, type CompanyReport, type YearMonth } from '@parenthese/shared';
import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/client';
import { companies, companyReportMailings } from '../../db/schema';
import { loadCompanyReport } from '../admin/company-report/service';
import { companyReportMail } from './company-report-mail';
import { monthlyReportMailsJob } from './job-definitions';
import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import type { JobEngine } from '../../jobs/job-engine';

/** The 1st of each month at 07:00, Paris: the month before is closed and its report is final. */
export const MONTHLY_REPORT_MAILS_CRON = '0 7 1 * *';

/** The companies whose report of `month` is still to mail: switched on and not mailed yet. */
export async function listCompaniesToMail(db: Database, month: YearMonth): Promise<{ id: string; email: string }[]> {
  const mailed = db
    .select({ companyId: companyReportMailings.companyId })
    .from(companyReportMailings)
    .where(and(eq(companyReportMailings.companyId, companies.id), eq(companyReportMailings.month, month)));
  return db
    .select({ id: companies.id, email: companies.email })
    .from(companies)
    .where(and(eq(companies.isReportMailEnabled, true), notExists(mailed)))
    .orderBy(asc(companies.id));
}

/** What a run may be given instead of the real listing and computation (tests: a company deleted or failing mid-run). */
export type MonthlyReportMailsSteps = {
  listCompanies?: typeof listCompaniesToMail;
  loadReport?: (companyId: string, now: Date) => Promise<CompanyReport | null>;
};

export type MonthlyReportMailsDeps = { db: Database; config: Pick<Config, 'dataEncryptionKey'>; mailer: Mailer; jobs: JobEngine; log: FastifyBaseLogger; clock: Clock };

/**
 * The employer's usage report mailed on the 1st to each company's contact email (issue 25, decision
 * 0037). Each company in its own transaction, which locks its row, records the mailing and queues the
 * mail: a rerun, a retry or a second process finds it recorded, and a crash resumes with the others.
 */
export function createMonthlyReportMails(deps: MonthlyReportMailsDeps) {
  const { db, mailer, jobs, log } = deps;
  /** Answers how many mails it queued and how many companies failed (logged; a retry takes them again). */
  async function mailMonthlyReports(now = deps.clock.now(), steps: MonthlyReportMailsSteps = {}): Promise<{ mailed: number; failed: number }> {
    const month = lastClosedMonthAt(now);
    const listCompanies = steps.listCompanies ?? listCompaniesToMail;
    const loadReport = steps.loadReport ?? ((companyId: string, at: Date) => loadCompanyReport(deps, companyId, at));
    let mailed = 0;
    let failed = 0;
    for (const { id, email } of await listCompanies(db, month)) {
      try {
        // Null: deleted since it was listed; nothing to mail.
        const report = await loadReport(id, now);
        if (report && (await mailReport(id, month, report, email))) mailed += 1;
      } catch (error) {
        failed += 1;
        log.error({ err: error, companyId: id }, 'Rapport mensuel non envoyé');
      }
    }
    return { mailed, failed };
  }

  async function mailReport(companyId: string, month: YearMonth, report: CompanyReport, listedEmail: string): Promise<boolean> {
    // Written before the transaction (the PDF takes a while), again only if the email changed meanwhile.
    const mail = await companyReportMail(report, listedEmail);
    return db.transaction(async (tx) => {
      // Key share: a deletion waits for the commit, or came first and the row is gone (no mail); a
      // booking spending from the pool (an update of the row) is not held up.
      const [company] = await tx.select({ email: companies.email, isReportMailEnabled: companies.isReportMailEnabled }).from(companies).where(eq(companies.id, companyId)).for('key share');
      if (!company?.isReportMailEnabled) return false;
      const recorded = await tx.insert(companyReportMailings).values({ companyId, month }).onConflictDoNothing().returning({ companyId: companyReportMailings.companyId });
      if (recorded.length === 0) return false;
      await mailer.queue(company.email === listedEmail ? mail : await companyReportMail(report, company.email), tx);
      return true;
    });
  }

  // A failed company makes the job fail after the others are mailed, so pg-boss retries it later.
  jobs.work(monthlyReportMailsJob, async () => {
    const { failed } = await mailMonthlyReports();
    if (failed > 0) throw new Error(`${failed} rapport(s) mensuel(s) non envoyé(s)`);
  });
  jobs.schedule(monthlyReportMailsJob, MONTHLY_REPORT_MAILS_CRON, { tz: BUSINESS_TIME_ZONE });

  return { mailMonthlyReports };
}
export type MonthlyReportMails = ReturnType<typeof createMonthlyReportMails>;
