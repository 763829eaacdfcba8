import { and, count, desc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import type { ListQuery } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { countRows, listPage, searchFilter } from '../../db/list-page';
import { mailOutbox } from '../../db/schema';
import { searchableRecipientKinds, subjectSearchableKinds } from './admin-mail-presenter';

// The mail view never shows a file's bytes: a page of monthly reports would read a PDF per row.
const { attachmentContent: _bytes, ...viewColumns } = getTableColumns(mailOutbox);

/**
 * The newest mails first. `to` and the search only look at what an administrator may read: the
 * recipient of open mails, the subject of mails that show it, so a search never tells whether a
 * given person received a consultation or reset mail.
 */
export async function listOutboxMails(db: Executor, query: ListQuery & { to?: string }) {
  const openKinds = searchableRecipientKinds();
  const search = query.search.trim();
  const where = and(
    query.to ? and(inArray(mailOutbox.kind, openKinds), eq(sql`lower(${mailOutbox.toAddress})`, query.to.toLowerCase())) : undefined,
    search
      ? or(and(inArray(mailOutbox.kind, openKinds), searchFilter(search, [mailOutbox.toAddress])), and(inArray(mailOutbox.kind, subjectSearchableKinds()), searchFilter(search, [mailOutbox.subject])))
      : undefined,
  );
  return listPage(query, {
    rows: (limit, offset) => db.select(viewColumns).from(mailOutbox).where(where).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.sequence)).limit(limit).offset(offset),
    count: () => countRows(db, mailOutbox, where),
  });
}

export async function findOutboxMail(db: Executor, id: string) {
  const [row] = await db.select(viewColumns).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Rewrites a draft; false when it is no longer one (sent meanwhile). The HTML version is dropped: it would say the old text. */
export async function updateDraft(db: Executor, id: string, values: { subject: string; textBody: string }) {
  const rows = await db
    .update(mailOutbox)
    .set({ subject: values.subject, textBody: values.textBody, htmlBody: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'STORED')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function deleteDraft(db: Executor, id: string) {
  const rows = await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'STORED')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Mails not sent yet (kept without SMTP, or waiting for an attempt) and mails whose delivery failed. */
export async function countUnsentMails(db: Executor) {
  const rows = await db.select({ status: mailOutbox.status, total: count() }).from(mailOutbox).where(ne(mailOutbox.status, 'SENT')).groupBy(mailOutbox.status);
  const totalOf = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
  return { waiting: totalOf('STORED') + totalOf('PENDING'), failed: totalOf('FAILED') };
}

/** Seconds the oldest mail still waiting (stored or pending) has waited, on the database's clock; 0 when none waits. */
export async function oldestUnsentMailAgeSeconds(db: Executor): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<string | null>`extract(epoch from now() - min(coalesce(${mailOutbox.queuedAt}, ${mailOutbox.createdAt})))` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['STORED', 'PENDING']));
  return Math.max(0, Number(row?.seconds ?? 0));
}
