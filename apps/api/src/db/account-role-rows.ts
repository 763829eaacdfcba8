import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { admins, employees, psychologists, users } from './schema';

/**
 * Joins to a query that reads `users` each account's role row, whichever it is (an administrator's, a
 * psychologist's or an employee's; the other two read as null): what names a person of any role, in the
 * audit journal, the second-factor reset requests and the invitations. The query is in Drizzle's dynamic
 * mode (`.$dynamic()`), which a shared join needs; it keeps its own selection, joins and filter.
 */
export function withRoleRows<Query extends PgSelect>(query: Query) {
  return query.leftJoin(admins, eq(admins.userId, users.id)).leftJoin(psychologists, eq(psychologists.userId, users.id)).leftJoin(employees, eq(employees.userId, users.id));
}
