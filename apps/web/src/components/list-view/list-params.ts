import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, LIST_SEARCH_MAX_LENGTH, type ListQuery, type PageResult } from '@parenthese/shared';

// The list contract of the API (packages/shared/src/contracts/lists.ts), re-exported for the features.
export { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, LIST_SEARCH_MAX_LENGTH, type ListQuery, type PageResult };

const SEARCH_PARAM = 'search';
const PAGE_PARAM = 'page';

/** The list's search and page from the address (`?search=&page=`); anything odd reads as page 1. */
export function readListQuery(searchParams: URLSearchParams, pageSize = LIST_PAGE_SIZE_DEFAULT): ListQuery {
  const search = (searchParams.get(SEARCH_PARAM) ?? '').trim().slice(0, LIST_SEARCH_MAX_LENGTH);
  const page = Number(searchParams.get(PAGE_PARAM));
  return { search, page: Number.isSafeInteger(page) && page >= 1 ? page : 1, pageSize: Math.min(Math.max(1, pageSize), LIST_PAGE_SIZE_MAX) };
}

/**
 * The address's parameters with a new search (which goes back to page 1) or a new page. The other
 * parameters (the admin area's `view`) stay; page 1 and an empty search are left out.
 */
export function withListQuery(searchParams: URLSearchParams, changes: { search?: string; page?: number }): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  if (changes.search !== undefined) {
    if (changes.search) next.set(SEARCH_PARAM, changes.search);
    else next.delete(SEARCH_PARAM);
    next.delete(PAGE_PARAM);
  }
  if (changes.page !== undefined) {
    if (changes.page > 1) next.set(PAGE_PARAM, String(changes.page));
    else next.delete(PAGE_PARAM);
  }
  return next;
}

/** The list query of the current address, for the feature's `queryOptions` factory. */
export function useListQuery(pageSize = LIST_PAGE_SIZE_DEFAULT): ListQuery {
  const [searchParams] = useSearchParams();
  return useMemo(() => readListQuery(searchParams, pageSize), [searchParams, pageSize]);
}

/** The pages a pager shows: the first, the last, and the current one with its neighbours; 'gap' stands for the rest. */
export function pagerPages(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])].filter((candidate) => candidate >= 1 && candidate <= pageCount).sort((a, b) => a - b);
  return shown.flatMap((candidate, index) => (index > 0 && candidate - shown[index - 1] > 1 ? (['gap', candidate] as const) : [candidate]));
}
