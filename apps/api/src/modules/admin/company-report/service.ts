import { companyMessages, lastClosedMonthAt, type CompanyReport } from '@parenthese/shared';
import type { Clock } from '../../../lib/clock';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { freezeClosedMonths, type FrozenMonthRow } from './month-freezing';
import { presentCompanyReport, publishFrozenMonths, type PublishedMonths } from './presenter';
import { createEmployeeKeyer } from './report-records';
import * as repository from './repository';

/**
 * The published months of each company for the last closed month and the frozen months it was computed
 * from, per database. Frozen rows never change, so the same month and the same frozen rows publish the
 * same figures: a year of 10,000-employee snapshots costs the rule about a second (bench/RESULTS.md,
 * session 12), paid once per company and month instead of at every page view.
 */
const publishedMonthsCache = new WeakMap<Database, Map<string, { key: string; published: PublishedMonths }>>();

async function publishedMonthsOf(db: Database, companyId: string, lastClosedMonth: string, justFrozen: readonly FrozenMonthRow[]): Promise<PublishedMonths> {
  const frozenMonths = await repository.listFrozenMonths(db, companyId);
  const key = [lastClosedMonth, ...frozenMonths.map((row) => `${row.month}:${row.kind}`).sort()].join(' ');
  const cache = publishedMonthsCache.get(db) ?? new Map<string, { key: string; published: PublishedMonths }>();
  publishedMonthsCache.set(db, cache);
  const cached = cache.get(companyId);
  if (cached?.key === key) return cached.published;
  // The months this call froze are in memory already: only the others are read (and their jsonb decoded).
  const frozen = [...justFrozen, ...(await repository.listFrozenRecords(db, companyId, justFrozen))].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  const published = publishFrozenMonths(frozen, lastClosedMonth);
  cache.set(companyId, { key, published });
  return published;
}

/** What the report needs of the app: the database, and the data key its employee keys derive from. */
export type CompanyReportContext = { db: Database; config: { dataEncryptionKey: Buffer }; clock: Clock };

/**
 * The employer's usage report of a company at `now` (issue 25), for the back office and the monthly
 * mail alike: the closed months not frozen yet are frozen first (decision 0037), then every figure comes
 * from the frozen records through the anonymity rule. Null for a company that does not exist (or no
 * longer: deleted between the mail's planning and its sending).
 */
export async function loadCompanyReport(context: CompanyReportContext, companyId: string, now: Date): Promise<CompanyReport | null> {
  const lastClosedMonth = lastClosedMonthAt(now);
  const justFrozen = await freezeClosedMonths(context.db, createEmployeeKeyer(context.config.dataEncryptionKey), companyId, lastClosedMonth);
  const company = await repository.findReportCompany(context.db, companyId);
  if (!company) {
    publishedMonthsCache.get(context.db)?.delete(companyId);
    return null;
  }
  // The history's start (creation, or an earlier booking brought over): the trend's months before it show « — ».
  const firstMonth = (await repository.findHistoryStartMonth(context.db, companyId)) ?? lastClosedMonth;
  return presentCompanyReport({ ...company, firstMonth }, await publishedMonthsOf(context.db, companyId, lastClosedMonth, justFrozen), lastClosedMonth);
}

export function createCompanyReportService(context: CompanyReportContext) {
  const clock = () => context.clock.now();
  return {
    async load(companyId: string): Promise<CompanyReport> {
      const report = await loadCompanyReport(context, companyId, clock());
      if (!report) throw notFound(companyMessages.notFound);
      return report;
    },
  };
}
