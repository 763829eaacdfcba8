import { describe, expect, it, vi } from 'vitest';
import { EARLY_READS_GLOBAL, EARLY_READS_SCRIPT, SESSION_STORAGE_KEY } from './early-reads';

const NOW = Date.UTC(2026, 11, 4, 9, 0);
const URLS = '/api/employee-service/employee/account/details /api/employee-service/meeting/load';

/** Runs the shell's script as the browser does, in a page whose storage holds `stored`, and answers what it left. */
function runScript(stored: string | null, dataset: Record<string, string> = { role: 'EMPLOYEE', reads: URLS }, fetchAnswer: () => Promise<unknown> = () => Promise.resolve('answer')) {
  const window: Record<string, unknown> = {};
  const fetch = vi.fn(fetchAnswer);
  const localStorage = { getItem: (key: string) => (key === SESSION_STORAGE_KEY ? stored : null) };
  const document = { currentScript: { dataset } };
  const date = { now: () => NOW };
  new Function('window', 'document', 'localStorage', 'fetch', 'Date', EARLY_READS_SCRIPT)(window, document, localStorage, fetch, date);
  return { fetch, started: window[EARLY_READS_GLOBAL] as { token: string; reads: Record<string, Promise<unknown>> } | undefined };
}

const session = (fields: Record<string, unknown> = {}) => JSON.stringify({ token: 'jeton', login: 'demo.salarie', role: 'EMPLOYEE', firstConnexion: false, expiration: NOW + 60_000, ...fields });

describe("the signed-in shells' early reads script", () => {
  it("starts each of the page's reads with the stored session's token, and leaves them under its name", async () => {
    const { fetch, started } = runScript(session());
    expect(fetch.mock.calls).toEqual([
      ['/api/employee-service/employee/account/details', { headers: { Accept: 'application/json', Authorization: 'Bearer jeton' } }],
      ['/api/employee-service/meeting/load', { headers: { Accept: 'application/json', Authorization: 'Bearer jeton' } }],
    ]);
    expect(started?.token).toBe('jeton');
    expect(Object.keys(started!.reads)).toEqual(URLS.split(' '));
    await expect(started!.reads['/api/employee-service/meeting/load']).resolves.toBe('answer');
  });

  it('answers null for a read that fails, so that the page asks again', async () => {
    const { started } = runScript(session(), undefined, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(started!.reads['/api/employee-service/meeting/load']).resolves.toBeNull();
  });

  it.each([
    ['no session', null],
    ['an unreadable session', '{"token":'],
    ['a session of another role', session({ role: 'DOCTOR' })],
    ['a session on its first connection', session({ firstConnexion: true })],
    ['an expired session', session({ expiration: NOW - 1 })],
    ['a session without a token', session({ token: null })],
  ])('starts nothing for %s', (_what, stored) => {
    const { fetch, started } = runScript(stored);
    expect(fetch).not.toHaveBeenCalled();
    expect(started).toBeUndefined();
  });

  it('could not close its script element early', () => {
    expect(EARLY_READS_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
