import { desc } from 'drizzle-orm';
import type { ListQuery } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { countRows, listPage, searchFilter } from '../../db/list-page';
import { contactRequests } from '../../db/schema';

export type NewContactRequest = typeof contactRequests.$inferInsert;
export type ContactRequestRow = typeof contactRequests.$inferSelect;

export async function insertContactRequest(db: Executor, values: NewContactRequest): Promise<ContactRequestRow> {
  const [row] = await db.insert(contactRequests).values(values).returning();
  return row;
}

/** The most recent requests first, searched on the visitor's name, email and company. */
export async function listContactRequests(db: Executor, query: ListQuery) {
  const where = searchFilter(query.search, [contactRequests.firstName, contactRequests.lastName, contactRequests.email, contactRequests.companyName]);
  return listPage(query, {
    rows: (limit, offset) => db.select().from(contactRequests).where(where).orderBy(desc(contactRequests.createdAt), desc(contactRequests.id)).limit(limit).offset(offset),
    count: () => countRows(db, contactRequests, where),
  });
}
