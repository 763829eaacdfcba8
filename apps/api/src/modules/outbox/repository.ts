import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export const OUTBOX_PAGE_SIZE = 200;

/** The newest mails first, optionally only those sent to one address (case-insensitive). */
export async function listOutboxMails(db: Executor, filter: { to?: string }) {
  const query = db.select().from(mailOutbox);
  const filtered = filter.to ? query.where(eq(sql`lower(${mailOutbox.toAddress})`, filter.to.toLowerCase())) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(OUTBOX_PAGE_SIZE);
}
