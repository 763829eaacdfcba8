import { describe, expect, it } from 'vitest';
import { pagerPages, readListQuery, withListQuery } from './list-params';

describe('list parameters of the address', () => {
  it('reads the search and the page, and page 1 for anything odd', () => {
    expect(readListQuery(new URLSearchParams('search=%20Alpha%20&page=3'))).toEqual({ search: 'Alpha', page: 3, pageSize: 20 });
    for (const page of ['0', '-2', '1.5', 'deux', '']) expect(readListQuery(new URLSearchParams(`page=${page}`)).page).toBe(1);
    expect(readListQuery(new URLSearchParams(), 500).pageSize).toBe(100);
  });

  it('goes back to page 1 on a new search and keeps the other parameters', () => {
    const current = new URLSearchParams('view=companies&search=a&page=4');
    expect(withListQuery(current, { search: 'alpha' }).toString()).toBe('view=companies&search=alpha');
    expect(withListQuery(current, { search: '' }).toString()).toBe('view=companies');
    expect(withListQuery(current, { page: 2 }).toString()).toBe('view=companies&search=a&page=2');
    expect(withListQuery(current, { page: 1 }).toString()).toBe('view=companies&search=a');
  });

  it('shows every page up to 7, then the first, the last and the neighbours of the current one', () => {
    expect(pagerPages(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pagerPages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pagerPages(19, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(pagerPages(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });
});
