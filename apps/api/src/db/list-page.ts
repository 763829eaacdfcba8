import { count, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import type { ListQuery, PageResult } from '@parenthese/shared';

/**
 * One page of a list and its total: every admin list goes through here, so each answers
 * `{ items, total, page, pageSize }` the same way. `rows` fetches one page in the list's order;
 * `count` counts what the same filter matches. The page and the count run side by side; for a search,
 * the page comes first, and a page neither empty nor full tells the total by itself (a search mostly
 * finds a few rows), so the count, as dear as the search, runs only when needed.
 */
export async function listPage<Row>(
  query: Pick<ListQuery, 'page' | 'pageSize'> & Partial<Pick<ListQuery, 'search'>>,
  load: { rows: (limit: number, offset: number) => Promise<Row[]>; count: () => Promise<number> },
): Promise<PageResult<Row>> {
  const offset = (query.page - 1) * query.pageSize;
  if (query.search?.trim()) {
    const items = await load.rows(query.pageSize, offset);
    const total = items.length > 0 && items.length < query.pageSize ? offset + items.length : await load.count();
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
  const [items, total] = await Promise.all([load.rows(query.pageSize, offset), load.count()]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * One page whose rows carry the list's total, read by the page's own statement (a scalar subquery):
 * one round trip instead of two, which is most of a list's cost once its SQL takes a fraction of a
 * millisecond (bench/RESULTS.md). A page without rows cannot tell the total, so `count` runs then. The
 * rows keep their `total` field; the presenters pick the fields they answer.
 */
export async function listPageWithTotal<Row extends { total: number }>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  load: { rows: (limit: number, offset: number) => Promise<Row[]>; count: () => Promise<number> },
): Promise<PageResult<Row>> {
  const offset = (query.page - 1) * query.pageSize;
  const items = await load.rows(query.pageSize, offset);
  const total = items.length > 0 ? Number(items[0].total) : await load.count();
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** How many rows of a table match a list's filter. */
export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/**
 * True when a list call asks for pages (?page=, ?pageSize= or ?search=). The spec's list routes keep
 * their documented shape when called without them; read from the raw URL since the query schema
 * fills in defaults.
 */
export function isPagedRequest(rawUrl: string): boolean {
  const parameters = new URLSearchParams(rawUrl.split('?')[1] ?? '');
  return ['page', 'pageSize', 'search'].some((name) => parameters.has(name));
}

/**
 * A list route: one page when the call asks for pages, otherwise its documented shape (`unpaged`)
 * with the first `unpagedLimit` rows in the list's order.
 */
export async function pageOrDocumentedShape<Item, Unpaged>(
  rawUrl: string,
  query: ListQuery,
  list: { load: (query: ListQuery) => Promise<PageResult<Item>>; unpagedLimit: number; unpaged: (items: Item[]) => Unpaged },
): Promise<PageResult<Item> | Unpaged> {
  if (isPagedRequest(rawUrl)) return list.load(query);
  return list.unpaged((await list.load({ search: '', page: 1, pageSize: list.unpagedLimit })).items);
}

/**
 * The filter of a list's search box: any of the columns contains the text, case-insensitively. LIKE's
 * wildcards typed by the user are matched literally. No filter for an empty search.
 */
export function searchFilter(search: string, columns: PgColumn[]): SQL | undefined {
  if (!search.trim()) return undefined;
  const pattern = searchPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** The ILIKE pattern of a search box: contains the text, LIKE's wildcards matched literally. */
export function searchPattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
