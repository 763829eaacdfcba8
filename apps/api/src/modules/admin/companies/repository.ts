import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { ListQuery } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared-statement';
import { countRows, listPage, listPageWithTotal, searchFilter } from '../../../db/list-page';
import { companies, companyTotals, employees, meetings } from '../../../db/schema';
import { eraseEmployeeAccounts } from '../../personal-data/erasure/account-erasure';
import type { WaitingList } from '../../waiting-list/waiting-list';

/**
 * A company with its employee counts, kept on the company row by triggers (migration
 * admin_list_counters): a page of companies reads 20 rows whatever their number of employees.
 */
const companyWithCounts = {
  company: companies,
  employeeCount: companies.employeeCount,
  blockedEmployeeCount: companies.lockedEmployeeCount,
  activeEmployeeCount: companies.activeEmployeeCount,
  hasActivatedEmployee: sql<boolean>`${companies.activatedEmployeeCount} > 0`,
  // The pool as of the latest nightly snapshot (decision 0045), never the live one a booking moves.
  poolSnapshot: sql<{ day: string; creditsAmount: number } | null>`(
    select json_build_object('day', s.day, 'creditsAmount', s.credits_amount) from company_pool_snapshots s
    where s.company_id = ${companies.id} order by s.day desc limit 1)`,
};
export type CompanyRow = {
  company: typeof companies.$inferSelect;
  employeeCount: number;
  blockedEmployeeCount: number;
  activeEmployeeCount: number;
  hasActivatedEmployee: boolean;
  poolSnapshot: { day: string; creditsAmount: number } | null;
};

const companiesPageQuery = preparedStatement((db) =>
  db
    .select({ ...companyWithCounts, total: sql<number>`(select ${companyTotals.companyCount} from ${companyTotals})` })
    .from(companies)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('companies_page'),
);
const companiesCountQuery = preparedStatement((db) => db.select({ total: companyTotals.companyCount }).from(companyTotals).prepare('companies_count'));

export async function listCompanies(db: Executor, query: ListQuery) {
  // The list as it opens, without a search, is the page read most: one prepared statement reads the page and the total.
  if (!query.search.trim()) {
    return listPageWithTotal(query, {
      rows: (limit, offset) => companiesPageQuery(db).execute({ limit, offset }),
      count: async () => (await companiesCountQuery(db).execute())[0]?.total ?? 0,
    });
  }
  const where = searchFilter(query.search, [companies.name, companies.email]);
  return listPage<CompanyRow>(query, {
    rows: (limit, offset) => db.select(companyWithCounts).from(companies).where(where).orderBy(asc(companies.name), asc(companies.id)).limit(limit).offset(offset),
    count: () => countRows(db, companies, where),
  });
}

const companyQuery = preparedStatement((db) =>
  db
    .select(companyWithCounts)
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('company_by_id'),
);

export async function findCompany(db: Executor, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await companyQuery(db).execute({ companyId });
  return row;
}

const companyEmployeeCountQuery = preparedStatement((db) =>
  db
    .select({ employeeCount: companies.employeeCount })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('company_employee_count'),
);

/** The company's number of employees, or undefined when there is no such company. */
export async function findCompanyEmployeeCount(db: Executor, companyId: string): Promise<number | undefined> {
  const [row] = await companyEmployeeCountQuery(db).execute({ companyId });
  return row?.employeeCount;
}

export async function lockCompanyRow(tx: Executor, companyId: string) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}

export async function isCompanyEmailTaken(db: Executor, email: string, exceptCompanyId?: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.email, email), exceptCompanyId ? sql`${companies.id} <> ${exceptCompanyId}` : undefined))
    .limit(1);
  return Boolean(row);
}

/** True when another company's name has this key (`companyNameKey`). */
export async function isCompanyNameKeyTaken(db: Executor, nameKey: string, exceptCompanyId?: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.nameKey, nameKey), exceptCompanyId ? sql`${companies.id} <> ${exceptCompanyId}` : undefined))
    .limit(1);
  return Boolean(row);
}

export async function insertCompany(tx: Executor, values: Omit<typeof companies.$inferInsert, 'creditsAmount' | 'creditsGranted'>) {
  const [row] = await tx
    .insert(companies)
    .values({ ...values, creditsAmount: 0, creditsGranted: 0 })
    .returning({ id: companies.id });
  return row.id;
}

export async function updateCompanyFields(
  tx: Executor,
  companyId: string,
  values: Partial<
    Pick<
      typeof companies.$inferInsert,
      'name' | 'nameKey' | 'email' | 'phone' | 'address' | 'employeeAmountMax' | 'isLowCreditsMailEnabled' | 'lowCreditsThresholdPercent' | 'isReportMailEnabled' | 'logoUrl' | 'isLocked'
    >
  >,
) {
  await tx.update(companies).set(values).where(eq(companies.id, companyId));
}

/** Booked consultations of the company's employees that have not started yet. */
export async function countUpcomingConsultations(db: Executor, companyId: string, now: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(meetings)
    .innerJoin(employees, eq(employees.userId, meetings.employeeId))
    .where(and(eq(employees.companyId, companyId), eq(meetings.status, 'BOOKED'), gt(meetings.startsAt, now)));
  return row?.total ?? 0;
}

/**
 * Removes the company and erases its employees' accounts by the one erasure (decision 0040). Their
 * past consultations stay, for the psychologists' billing, detached from any person and without what
 * they were about. Thousands of accounts at once: their mails are found by recipient only.
 */
export async function deleteCompanyAndAccounts(tx: Executor, dataEncryptionKey: Buffer, companyId: string, waitingList: Pick<WaitingList, 'slotsFreed'>) {
  const employeeIds = (await tx.select({ id: employees.userId }).from(employees).where(eq(employees.companyId, companyId))).map((row) => row.id);
  const erased = await eraseEmployeeAccounts(tx, dataEncryptionKey, employeeIds, { freezeReportsAt: null, waitingList });
  await tx.delete(companies).where(eq(companies.id, companyId));
  return erased;
}
