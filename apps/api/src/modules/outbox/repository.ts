import { and, desc, eq, sql } from 'drizzle-orm';
import type { ListQuery } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { countRows, listPage, searchFilter } from '../../db/list-page';
import { mailOutbox } from '../../db/schema';

/** The newest mails first, optionally only those sent to one address (case-insensitive), searched on recipient and subject. */
export async function listOutboxMails(db: Executor, query: ListQuery & { to?: string }) {
  const where = and(
    query.to ? eq(sql`lower(${mailOutbox.toAddress})`, query.to.toLowerCase()) : undefined,
    searchFilter(query.search, [mailOutbox.toAddress, mailOutbox.subject]),
  );
  return listPage(query, {
    rows: (limit, offset) => db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit).offset(offset),
    count: () => countRows(db, mailOutbox, where),
  });
}
