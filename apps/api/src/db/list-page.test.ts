import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithAdmin } from '../../test/support/admin-test-app';
import type { TestApp } from '../../test/support/test-app';
import { insertContactRequest } from '../modules/contact/repository';
import { isPagedRequest, listPage } from './list-page';

let testApp: TestApp;
let authorization: string;

beforeAll(async () => {
  ({ testApp, authorization } = await createTestAppWithAdmin('SITE'));
  // 25 requests, one minute apart, the newest last; three of them from '100%_Bio'.
  for (let index = 0; index < 25; index += 1) {
    await insertContactRequest(testApp.db, {
      firstName: 'Léa',
      lastName: `Visiteuse${index}`,
      email: `lea${index}@example.fr`,
      companyName: index % 10 === 0 ? '100%_Bio' : 'Atelier Dupont',
      companySize: '11-50',
      requestedAt: new Date('2027-03-01T09:00:00Z'),
      createdAt: new Date(Date.UTC(2026, 10, 1, 9, index)),
    });
  }
});
afterAll(async () => testApp.close());

const list = (query: string) => testApp.app.inject({ method: 'GET', url: `/api/admin/contact-requests${query}`, headers: { authorization } });

describe('admin lists (demo requests)', () => {
  it('answers one page with the total, newest first', async () => {
    const response = await list('?page=2&pageSize=10');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 25, page: 2, pageSize: 10 });
    expect(body.items.map((item: { lastName: string }) => item.lastName)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5].map((index) => `Visiteuse${index}`));
    const last = (await list('?page=3&pageSize=10')).json();
    expect(last.items).toHaveLength(5);
    expect((await list('?page=9&pageSize=10')).json()).toMatchObject({ items: [], total: 25 });
  });

  it('searches name, email and company case-insensitively, with % and _ taken literally', async () => {
    expect((await list('?search=VISITEUSE2')).json().total).toBe(6); // 2, 20-24
    expect((await list('?search=lea7%40')).json().total).toBe(1);
    expect((await list('?search=100%25_')).json().total).toBe(3);
    expect((await list('?search=%25')).json().total).toBe(3);
  });

  it('keeps its first shape, a plain array, without page parameters', async () => {
    const response = await list('');
    expect(Array.isArray(response.json())).toBe(true);
    expect(response.json()).toHaveLength(25);
  });

  it.each([
    ['?pageSize=101', 'Au plus 100 éléments par page'],
    ['?page=0', 'Numéro de page invalide'],
    ['?page=abc', 'Numéro de page invalide'],
    [`?search=${'x'.repeat(101)}`, 'Maximum 100 caractères'],
  ])('refuses %s with a French message', async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('isPagedRequest', () => {
  it('reads the raw query, not the defaults', () => {
    expect(isPagedRequest('/api/admin/mails')).toBe(false);
    expect(isPagedRequest('/api/admin/mails?to=a@b.fr')).toBe(false);
    expect(isPagedRequest('/api/admin/mails?page=1')).toBe(true);
    expect(isPagedRequest('/api/admin/mails?search=')).toBe(true);
  });
});

describe('listPage', () => {
  /** A list of `size` rows whose page and count calls are counted. */
  function countedList(size: number) {
    const calls = { rows: 0, count: 0 };
    const rows = Array.from({ length: size }, (_, index) => index);
    return {
      calls,
      load: {
        rows: async (limit: number, offset: number) => {
          calls.rows += 1;
          return rows.slice(offset, offset + limit);
        },
        count: async () => {
          calls.count += 1;
          return size;
        },
      },
    };
  }

  it('counts every list without a search', async () => {
    const { calls, load } = countedList(3);
    expect(await listPage({ page: 1, pageSize: 10, search: '' }, load)).toEqual({ items: [0, 1, 2], total: 3, page: 1, pageSize: 10 });
    expect(calls).toEqual({ rows: 1, count: 1 });
  });

  it.each([
    ['a first page not full', 7, { page: 1, pageSize: 10 }, 7, 0],
    ['a last page not full', 23, { page: 3, pageSize: 10 }, 23, 0],
    ['a full page', 30, { page: 2, pageSize: 10 }, 30, 1],
    ['a full last page', 20, { page: 2, pageSize: 10 }, 20, 1],
    ['an empty page past the end', 23, { page: 9, pageSize: 10 }, 23, 1],
    ['a search that finds nothing', 0, { page: 1, pageSize: 10 }, 0, 1],
  ])('tells the total of a search from %s, counting only when the page cannot', async (_what, size, page, total, counts) => {
    const { calls, load } = countedList(size);
    expect((await listPage({ ...page, search: 'léa' }, load)).total).toBe(total);
    expect(calls).toEqual({ rows: 1, count: counts });
  });
});
