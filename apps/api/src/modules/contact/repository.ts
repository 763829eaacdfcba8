import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactRequests } from '../../db/schema';

export type NewContactRequest = typeof contactRequests.$inferInsert;
export type ContactRequestRow = typeof contactRequests.$inferSelect;

export async function insertContactRequest(db: Executor, values: NewContactRequest): Promise<ContactRequestRow> {
  const [row] = await db.insert(contactRequests).values(values).returning();
  return row;
}

/** The most recent requests first; bounded so the list stays one readable page. */
export async function listContactRequests(db: Executor, limit: number): Promise<ContactRequestRow[]> {
  return db.select().from(contactRequests).orderBy(desc(contactRequests.createdAt), desc(contactRequests.id)).limit(limit);
}
