import { companyMessages, lastClosedMonthAt, type CompanyReport } from '@parenthese/shared';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { freezeClosedMonths } from './month-freezing';
import { presentCompanyReport } from './presenter';
import { createEmployeeKeyer } from './report-records';
import * as repository from './repository';

/** What the report needs of the app: the database, and the data key its employee keys derive from. */
export type CompanyReportContext = { db: Database; config: { dataEncryptionKey: Buffer } };

/**
 * The employer's usage report of a company at `now` (issue 25), for the back office and the monthly
 * mail alike: the closed months not frozen yet are frozen first (decision 0037), then every figure comes
 * from the frozen records through the anonymity rule. Null for a company that does not exist (or no
 * longer: deleted between the mail's planning and its sending).
 */
export async function loadCompanyReport(context: CompanyReportContext, companyId: string, now: Date): Promise<CompanyReport | null> {
  const lastClosedMonth = lastClosedMonthAt(now);
  await freezeClosedMonths(context.db, createEmployeeKeyer(context.config.dataEncryptionKey), companyId, lastClosedMonth);
  const company = await repository.findReportCompany(context.db, companyId);
  if (!company) return null;
  const frozen = await repository.listFrozenRecords(context.db, companyId);
  return presentCompanyReport(company, frozen, lastClosedMonth);
}

export function createCompanyReportService(context: CompanyReportContext, clock: () => Date = () => new Date()) {
  return {
    async load(companyId: string): Promise<CompanyReport> {
      const report = await loadCompanyReport(context, companyId, clock());
      if (!report) throw notFound(companyMessages.notFound);
      return report;
    },
  };
}
