import { and, asc, count, eq, gt, ilike, inArray, isNotNull, sql, type Placeholder } from 'drizzle-orm';
import type { ListQuery } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared-statement';
import { listPageWithTotal, searchPattern } from '../../../db/list-page';
import { companies, accountInvitations, employees, meetings, users } from '../../../db/schema';

const employeeFields = {
  userId: employees.userId,
  companyId: employees.companyId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  service: employees.service,
  job: employees.job,
};
const accountFields = {
  email: users.email,
  username: users.username,
  temporaryPasswordEncrypted: users.temporaryPasswordEncrypted,
  temporaryPasswordIssuedAt: users.temporaryPasswordIssuedAt,
  isFirstConnection: users.isFirstConnection,
  isLocked: users.isLocked,
  // The invitation by email, if any (left join): its state, never its link.
  invitationEmail: accountInvitations.email,
  invitationSentAt: accountInvitations.sentAt,
  invitationExpiresAt: accountInvitations.expiresAt,
  invitationAcceptedAt: accountInvitations.acceptedAt,
};
const employeeAccount = { ...employeeFields, ...accountFields };
export type EmployeeAccountRow = {
  userId: string;
  companyId: string;
  email: string | null;
  username: string | null;
  firstName: string;
  lastName: string;
  service: string;
  job: string;
  temporaryPasswordEncrypted: string | null;
  temporaryPasswordIssuedAt: Date | null;
  isFirstConnection: boolean;
  isLocked: boolean;
  invitationEmail: string | null;
  invitationSentAt: Date | null;
  invitationExpiresAt: Date | null;
  invitationAcceptedAt: Date | null;
};

const employeeOrder = [asc(employees.lastName), asc(employees.firstName), asc(employees.userId)];

/** A page of a company's employees without a search: the page's identifiers read from
 * employees_company_name_idx alone before the accounts are joined (a far page does not join every
 * employee before it), and the company's count, kept on its row, as the total. */
const companyEmployeesPageQuery = preparedStatement((db) => {
  const ofCompany = eq(employees.companyId, sql.placeholder('companyId'));
  const pageIds = db
    .select({ id: employees.userId })
    .from(employees)
    .where(ofCompany)
    .orderBy(...employeeOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return db
    .select({ ...employeeAccount, total: sql<number>`(select ${companies.employeeCount} from ${companies} where ${companies.id} = ${sql.placeholder('companyId')})` })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(accountInvitations, eq(accountInvitations.userId, employees.userId))
    .where(and(ofCompany, inArray(employees.userId, pageIds)))
    .orderBy(...employeeOrder)
    .prepare('company_employees_page');
});

/** A company's employees whose search text contains the pattern (searchPattern), as values or placeholders. */
const searchMatches = (companyId: string | Placeholder, pattern: string | Placeholder) => and(eq(employees.companyId, companyId), ilike(employees.searchText, pattern));

/**
 * A page of a search among a company's employees: one trigram index scan over employees.search_text
 * (migration employee_search_text); the page is sorted and counted (a window over the matches) on
 * employees alone, and only its rows then join their accounts. Built once but sent unnamed, so
 * PostgreSQL plans it with each call's text: a plan kept for every text would read a large company
 * through its company index even for a text that a few employees match.
 */
const companyEmployeesSearchQuery = preparedStatement((db) => {
  const matches = searchMatches(sql.placeholder('companyId'), sql.placeholder('pattern'));
  const page = db
    .select({ ...employeeFields, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(employees)
    .where(matches)
    .orderBy(...employeeOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({ ...page._.selectedFields, ...accountFields })
    .from(page)
    .innerJoin(users, eq(users.id, page.userId))
    .leftJoin(accountInvitations, eq(accountInvitations.userId, page.userId))
    .orderBy(asc(page.lastName), asc(page.firstName), asc(page.userId))
    .prepare('');
});

/**
 * A company's employees by last name, searched on names, identifier, email, department and position;
 * each page and its total in one statement. `companyEmployeeCount` runs only for a page without rows,
 * which cannot tell whether the company exists (it refuses when not) nor the total.
 */
export async function listCompanyEmployees(db: Executor, companyId: string, query: ListQuery, companyEmployeeCount: () => Promise<number>) {
  if (!query.search.trim()) {
    return listPageWithTotal(query, {
      rows: (limit, offset) => companyEmployeesPageQuery(db).execute({ companyId, limit, offset }),
      count: companyEmployeeCount,
    });
  }
  return listPageWithTotal(query, {
    rows: (limit, offset) => companyEmployeesSearchQuery(db).execute({ companyId, pattern: searchPattern(query.search), limit, offset }),
    // A page past the last match: the company must exist, then the matches are counted.
    count: async () => {
      const companyTotal = await companyEmployeeCount();
      if (query.page === 1 || companyTotal === 0) return 0;
      return (
        (
          await db
            .select({ total: count() })
            .from(employees)
            .where(searchMatches(companyId, searchPattern(query.search)))
        )[0]?.total ?? 0
      );
    },
  });
}

/** One employee of this company; undefined when the id is unknown or belongs to another company. */
export async function findCompanyEmployee(db: Executor, companyId: string, employeeId: string): Promise<EmployeeAccountRow | undefined> {
  const [row] = await db
    .select(employeeAccount)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(accountInvitations, eq(accountInvitations.userId, employees.userId))
    .where(and(eq(employees.companyId, companyId), eq(employees.userId, employeeId)));
  return row;
}

export async function findCompanyEmployeesByIds(db: Executor, companyId: string, employeeIds: string[]) {
  if (employeeIds.length === 0) return [];
  return db
    .select(employeeAccount)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(accountInvitations, eq(accountInvitations.userId, employees.userId))
    .where(and(eq(employees.companyId, companyId), sql`${employees.userId} = any(${sql.param(employeeIds)}::uuid[])`));
}

/** The company's employees still on their first connection with a temporary password stored: what an export may reveal. */
export async function companyEmployeesOnFirstConnection(db: Executor, companyId: string) {
  return db
    .select({
      userId: employees.userId,
      isFirstConnection: users.isFirstConnection,
      temporaryPasswordEncrypted: users.temporaryPasswordEncrypted,
      temporaryPasswordIssuedAt: users.temporaryPasswordIssuedAt,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(employees.companyId, companyId), eq(users.isFirstConnection, true), isNotNull(users.temporaryPasswordEncrypted)));
}

const withoutNumberSuffix = (username: string) => username.replace(/[0-9]+$/, '');
const withoutNumberSuffixSql = (column: typeof users.username) => sql`regexp_replace(${column}, '[0-9]+$', '')`;

/** Identifiers already taken among those starting like these bases (jean.dupont, jean.dupont2...). */
export async function takenUsernames(db: Executor, bases: string[]): Promise<Set<string>> {
  if (bases.length === 0) return new Set();
  // One pass over the identifiers, whatever the number of bases: identifiers compared without their
  // number suffix, bases too, since a base may itself end in digits (anne.lot12 is numbered anne.lot122).
  // Identifiers this finds beyond those numbered from a base are only more names avoided.
  const stems = [...new Set(bases.map(withoutNumberSuffix))];
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`${withoutNumberSuffixSql(users.username)} = any(${sql.param(stems)}::text[])`);
  return new Set(rows.map((row) => row.username).filter((username): username is string => username !== null));
}

/** New employees' identifiers are chosen one import at a time, so two imports never pick the same. */
export async function serialiseUsernameChoice(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('parenthese:employee-usernames'))`);
}

export async function updateEmployeeFields(tx: Executor, employeeId: string, values: { firstName: string; lastName: string; service: string; job: string }) {
  await tx.update(employees).set(values).where(eq(employees.userId, employeeId));
}

/** Whether the employee still has a booked consultation to come: the refusal says no more than that. */
export async function hasUpcomingConsultation(db: Executor, employeeId: string, now: Date) {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.employeeId, employeeId), eq(meetings.status, 'BOOKED'), gt(meetings.startsAt, now)))
    .limit(1);
  return row !== undefined;
}
