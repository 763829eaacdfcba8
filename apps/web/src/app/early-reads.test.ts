import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths, SESSION_STORAGE_KEY } from '@parenthese/shared';
import { earlyReadsOf } from './early-reads';
import { prefetchReads } from './prefetch-reads';
import type { PrefetchedPage } from './prefetched-pages';
import { queryClient } from './query-client';

// A fixed day (a Friday afternoon): the session's expiry and the calendar's week are read from it, never from today.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-04T16:30:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

/** Each page with early reads, and an address of it. */
const pages: [PrefetchedPage, string][] = [
  ['employeeBooking', paths.employeeBooking],
  ['employeeProfile', paths.employeeProfile],
  ['employeeConsultations', paths.employeeConsultations],
  ['psyProfile', paths.psyProfile],
  ['psyCalendar', paths.psyCalendar],
  ['admin', paths.adminView('audit')],
];

describe("the reads a signed-in page's HTML starts", () => {
  // An early read no one takes is a request for nothing: each must be one the page's own loader asks for.
  it.each(pages)('of %s are each a read its route asks for, with the same URL', async (page, address) => {
    const reads = earlyReadsOf(page);
    expect(reads?.urls.length).toBeGreaterThan(0);
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', login: 'x', role: reads!.role, firstConnexion: false, expiration: Date.now() + 86_400_000 }));
    // The calls as the app sends them, left unanswered: only their URLs matter here.
    const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    await prefetchReads(page, new URL(address, 'http://localhost'));
    await vi.waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toEqual(expect.arrayContaining(reads!.urls)), { timeout: 10_000 });
    const asked = fetch.mock.calls.filter(([url]) => reads!.urls.includes(url));
    for (const [, init] of asked) expect(init?.method).toBe('GET');
  });

  it('is none for the working hours, whose first read is a week the page computes', () => {
    expect(earlyReadsOf('psyWorkingHours')).toBeNull();
  });
});
