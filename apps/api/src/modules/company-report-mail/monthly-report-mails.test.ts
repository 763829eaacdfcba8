import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { parisDateTime } from '@parenthese/shared';
import { companies, companyReportMailings, companyReportRecords, mailOutbox } from '../../db/schema';
import { loadCompanyReport } from '../admin/company-report/service';
import { createCompany } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { monthlyReportMailsJob } from './job-definitions';
import { listCompaniesToMail } from './monthly-report-mails';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** The 1st of April 2026 at 07:00, Paris: the report of March is due. */
const firstOfApril = parisDateTime(2026, 4, 1, 7);

const reportMailsTo = (addresses: string[]) =>
  testApp.db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.toAddress, addresses), eq(mailOutbox.kind, 'company-usage-report')));

const run = (now = firstOfApril, steps = {}) => testApp.services.monthlyReportMails.mailMonthlyReports(now, steps);

describe('the monthly report mails', () => {
  it('mail each company switched on its report with the PDF, once, and nothing to a company switched off', async () => {
    const first = await createCompany(testApp.db);
    const second = await createCompany(testApp.db);
    const switchedOff = await createCompany(testApp.db, { isReportMailEnabled: false });

    expect((await run()).failed).toBe(0);
    const mails = await reportMailsTo([first.email, second.email, switchedOff.email]);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([first.email, second.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe("Rapport d'utilisation Parenthèse – mars 2026");
      expect(mail.attachmentContentType).toBe('application/pdf');
      expect(mail.attachmentName).toMatch(/^rapport_.+_2026-03\.pdf$/);
      expect(mail.attachmentContent!.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const mailings = await testApp.db
      .select()
      .from(companyReportMailings)
      .where(inArray(companyReportMailings.companyId, [first.id, second.id, switchedOff.id]));
    expect(mailings.map((row) => `${row.companyId} ${row.month}`).sort()).toEqual([`${first.id} 2026-03`, `${second.id} 2026-03`].sort());

    // Again the same month (a rerun, a retry): nothing more.
    expect(await run(parisDateTime(2026, 4, 1, 9))).toEqual({ mailed: 0, failed: 0 });
    expect(await reportMailsTo([first.email, second.email, switchedOff.email])).toHaveLength(2);
    // The next month is another report.
    await run(parisDateTime(2026, 5, 1, 7));
    expect((await reportMailsTo([first.email])).map((mail) => mail.subject).sort()).toEqual(["Rapport d'utilisation Parenthèse – avril 2026", "Rapport d'utilisation Parenthèse – mars 2026"]);
  });

  it('mail once when two runs overlap', async () => {
    const company = await createCompany(testApp.db);
    const now = parisDateTime(2026, 6, 1, 7);
    const [one, other] = await Promise.all([run(now), run(now)]);
    expect(one.failed + other.failed).toBe(0);
    expect(await reportMailsTo([company.email])).toHaveLength(1);
  });

  it('write nothing for a company deleted after it was listed, before or after its report was computed, and go on with the others', async () => {
    const deletedBeforeComputing = await createCompany(testApp.db);
    const deletedAfterComputing = await createCompany(testApp.db);
    const kept = await createCompany(testApp.db);
    const now = parisDateTime(2026, 7, 1, 7);
    const result = await run(now, {
      listCompanies: async (db: TestApp['db'], month: string) => {
        const listed = await listCompaniesToMail(db, month);
        await db.delete(companies).where(eq(companies.id, deletedBeforeComputing.id));
        return listed;
      },
      loadReport: async (companyId: string, at: Date) => {
        const report = await loadCompanyReport(testApp.services, companyId, at);
        if (companyId === deletedAfterComputing.id) await testApp.db.delete(companies).where(eq(companies.id, companyId));
        return report;
      },
    });
    expect(result.failed).toBe(0);
    expect((await reportMailsTo([deletedBeforeComputing.email, deletedAfterComputing.email, kept.email])).map((mail) => mail.toAddress)).toEqual([kept.email]);
  });

  it('mail the others when one company’s report fails, and that one at the next run', async () => {
    const failing = await createCompany(testApp.db);
    const other = await createCompany(testApp.db);
    // A frozen month whose records are not a list (written by hand): its report throws.
    const broken = and(eq(companyReportRecords.companyId, failing.id), eq(companyReportRecords.month, '2026-07'), eq(companyReportRecords.kind, 'employee'));
    await testApp.db.insert(companyReportRecords).values({ companyId: failing.id, month: '2026-07', kind: 'employee', records: sql`'{}'::jsonb` });
    const now = parisDateTime(2026, 8, 1, 7);
    expect(await run(now)).toMatchObject({ failed: 1 });
    expect((await reportMailsTo([failing.email, other.email])).map((mail) => mail.toAddress)).toEqual([other.email]);

    await testApp.db.delete(companyReportRecords).where(broken);
    expect(await run(now)).toMatchObject({ failed: 0 });
    expect((await reportMailsTo([failing.email, other.email])).map((mail) => mail.toAddress).sort()).toEqual([failing.email, other.email].sort());
  });

  it('mail the address the company has when its mail is written', async () => {
    const company = await createCompany(testApp.db);
    const newEmail = `nouvelle-${company.email}`;
    await run(parisDateTime(2026, 10, 1, 7), {
      listCompanies: async (db: TestApp['db'], month: string) => {
        const listed = await listCompaniesToMail(db, month);
        await db.update(companies).set({ email: newEmail }).where(eq(companies.id, company.id));
        return listed;
      },
    });
    expect((await reportMailsTo([company.email, newEmail])).map((mail) => mail.toAddress)).toEqual([newEmail]);
  });

  it('mail a company switched off after it was listed nothing', async () => {
    const company = await createCompany(testApp.db);
    await run(parisDateTime(2026, 9, 1, 7), {
      listCompanies: async (db: TestApp['db'], month: string) => {
        const listed = await listCompaniesToMail(db, month);
        await db.update(companies).set({ isReportMailEnabled: false }).where(eq(companies.id, company.id));
        return listed;
      },
    });
    expect(await reportMailsTo([company.email])).toEqual([]);
  });

  it('are scheduled on the 1st of each month at 07:00, Paris, through the job engine', async () => {
    const company = await createCompany(testApp.db);
    await testApp.services.jobs.runDue({ includeScheduled: [monthlyReportMailsJob] });
    const { rows } = await testApp.db.execute<{ cron: string; timezone: string }>(sql`select cron, timezone from pgboss.schedule where name = ${monthlyReportMailsJob.name}`);
    expect(rows).toEqual([{ cron: '0 7 1 * *', timezone: 'Europe/Paris' }]);
    expect(await reportMailsTo([company.email])).toHaveLength(1);
  });
});
