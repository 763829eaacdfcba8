import { and, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContactRequestListQuery } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { countRows, listPage, searchFilter } from '../../db/list-page';
import { contactRequests } from '../../db/schema';

export type NewContactRequest = typeof contactRequests.$inferInsert;
export type ContactRequestRow = typeof contactRequests.$inferSelect;

export async function insertContactRequest(db: Executor, values: NewContactRequest): Promise<ContactRequestRow> {
  const [row] = await db.insert(contactRequests).values(values).returning();
  return row;
}

/**
 * Serialises the submissions of one content until the transaction ends, so that of two identical
 * requests sent at once the second sees the first (PostgreSQL transaction-level advisory lock).
 */
export async function lockContactContent(tx: Executor, contentHash: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${contentHash}, 0))`);
}

/** True when a request with this content was stored in the last `seconds` (on the database clock, like created_at). */
export async function hasRecentContactRequest(tx: Executor, contentHash: string, seconds: number) {
  const rows = await tx
    .select({ id: contactRequests.id })
    .from(contactRequests)
    .where(and(eq(contactRequests.contentHash, contentHash), gt(contactRequests.createdAt, sql`now() - make_interval(secs => ${seconds})`)))
    .limit(1);
  return rows.length > 0;
}

/** Marks a request handled by an administrator, or takes it back; undefined when it does not exist. */
export async function setContactRequestHandled(db: Executor, id: string, values: { handledAt: Date | null; handledBy: string | null }) {
  const [row] = await db.update(contactRequests).set(values).where(eq(contactRequests.id, id)).returning();
  return row;
}

const statusFilters: Record<ContactRequestListQuery['status'], SQL | undefined> = {
  all: undefined,
  pending: isNull(contactRequests.handledAt),
  handled: isNotNull(contactRequests.handledAt),
};

/** The most recent requests first, searched on the visitor's name, email and company, filtered by handling. */
export async function listContactRequests(db: Executor, query: ContactRequestListQuery) {
  const where = and(searchFilter(query.search, [contactRequests.firstName, contactRequests.lastName, contactRequests.email, contactRequests.companyName]), statusFilters[query.status]);
  return listPage(query, {
    rows: (limit, offset) => db.select().from(contactRequests).where(where).orderBy(desc(contactRequests.createdAt), desc(contactRequests.id)).limit(limit).offset(offset),
    count: () => countRows(db, contactRequests, where),
  });
}
