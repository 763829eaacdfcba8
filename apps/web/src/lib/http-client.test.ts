import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, fileNameOf, HttpError, MISSING_TOKEN_MESSAGE, request, requestFile, setUnauthorizedHandler } from './http-client';
import { EARLY_READS_GLOBAL } from '@parenthese/shared';
import { readSession, SESSION_STORAGE_KEY, storeSession } from './session';

const session = { token: 'abc', login: 'a@b.fr', role: 'ADMIN' as const, firstConnexion: false };

describe('http client', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
  afterEach(() => vi.unstubAllGlobals());

  it("refuses an authenticated call without a session: 'Token d'authentification manquant'", async () => {
    await expect(request('GET /api/legal/facts')).rejects.toThrow(MISSING_TOKEN_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the bearer token and parses JSON', async () => {
    storeSession(session);
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(request('GET /api/legal/facts')).resolves.toEqual({ ok: 1 });
    const [, init] = vi.mocked(fetch).mock.calls[0];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('clears the session and leaves on a 401', async () => {
    storeSession(session);
    const leave = vi.fn();
    setUnauthorizedHandler(leave);
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ message: 'Session expirée' }), { status: 401 }));
    await expect(request('GET /api/legal/facts')).rejects.toBeInstanceOf(HttpError);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(leave).toHaveBeenCalledOnce();
  });

  it('carries the French message and field errors of a 400', async () => {
    storeSession(session);
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ message: 'Format invalide', errors: { mail: 'Adresse email invalide' } }), { status: 400 }));
    const error = (await request('GET /api/legal/facts').catch((caught) => caught)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Format invalide');
    expect(error.fieldErrors.mail).toBe('Adresse email invalide');
  });

  it('calls a document route on its base, with its method, encoded parameters and query', async () => {
    storeSession(session);
    vi.mocked(fetch).mockImplementation(async () => new Response('{}', { status: 200 }));
    await request(apiRoute('POST /api/employee-service/meeting/{id}/cancel', { id: 'a/b c' }));
    await request('GET /api/admin/mails', { query: new URLSearchParams({ page: '1', search: 'é' }) });
    expect(vi.mocked(fetch).mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /api/employee-service/meeting/a%2Fb%20c/cancel',
      'GET /api/admin/mails?page=1&search=%C3%A9',
    ]);
  });

  it('reports a network failure as Erreur réseau', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('fetch failed'));
    await expect(request('GET /api/legal/facts', { isAuthenticated: false })).rejects.toThrow('Erreur réseau');
  });
});

describe("a signed-in page's early reads (started by its HTML)", () => {
  const DETAILS = 'GET /api/employee-service/employee/account/details' as const;
  const DETAILS_URL = '/api/employee-service/employee/account/details';
  /** What the shell's script leaves on the window (packages/shared/src/contracts/early-reads.ts). */
  const startedReads = (token: string, reads: Record<string, Promise<Response | null>>) => Object.assign(window, { [EARLY_READS_GLOBAL]: { token, reads } });

  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    storeSession(session);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
    localStorage.clear();
  });

  it('answers a read with the answer its HTML asked for, once: the next read of the URL asks the API', async () => {
    startedReads('abc', { [DETAILS_URL]: Promise.resolve(new Response(JSON.stringify({ early: true }), { status: 200 })) });
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ early: false }), { status: 200 }));
    await expect(request(DETAILS)).resolves.toEqual({ early: true });
    expect(fetch).not.toHaveBeenCalled();
    await expect(request(DETAILS)).resolves.toEqual({ early: false });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('handles an early refusal as its own: a 401 ends the session', async () => {
    const leave = vi.fn();
    setUnauthorizedHandler(leave);
    startedReads('abc', { [DETAILS_URL]: Promise.resolve(new Response(JSON.stringify({ message: 'Session expirée', code: 'UNAUTHORIZED' }), { status: 401 })) });
    await expect(request(DETAILS)).rejects.toMatchObject({ status: 401, message: 'Session expirée' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(leave).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['failed (the page asks again)', 'abc', Promise.resolve(null)],
    ["was started with another session's token", 'another', Promise.resolve(new Response('{"early":true}', { status: 200 }))],
  ])('asks the API when the early read %s', async (_what, token, read) => {
    startedReads(token, { [DETAILS_URL]: read });
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ early: false }), { status: 200 }));
    await expect(request(DETAILS)).resolves.toEqual({ early: false });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(DETAILS_URL);
  });

  it('does not answer a write with a read, nor a read of another URL', async () => {
    startedReads('abc', { '/api/planning/load': Promise.resolve(new Response('{"early":true}', { status: 200 })) });
    vi.mocked(fetch).mockImplementation(async () => new Response(JSON.stringify({ early: false }), { status: 200 }));
    await expect(request('POST /api/planning/load', { body: { startDate: '2026-12-07' } })).resolves.toEqual({ early: false });
    await expect(request(DETAILS)).resolves.toEqual({ early: false });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives up on an early read that does not answer within the call's time, as on its own", async () => {
    startedReads('abc', { [DETAILS_URL]: new Promise<Response | null>(() => {}) });
    await expect(request(DETAILS, { timeoutMs: 20 })).rejects.toMatchObject({ status: 0, message: 'Le serveur met trop de temps à répondre. Veuillez réessayer.' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('session', () => {
  it('expires 24 h after login and removes an expired record', () => {
    const stored = storeSession(session, 1_000);
    expect(stored.expiration).toBe(1_000 + 24 * 3600 * 1000);
    expect(readSession(2_000)?.token).toBe('abc');
    expect(readSession(stored.expiration + 1)).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('removes an unparsable record', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{oops');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('files', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
  afterEach(() => vi.unstubAllGlobals());

  it('sends a FormData as is, letting the browser set the multipart type', async () => {
    storeSession(session);
    vi.mocked(fetch).mockResolvedValue(new Response('{}', { status: 200 }));
    const body = new FormData();
    body.append('file', new File(['x'], 'facture.pdf'));
    await request(apiRoute('POST /api/admin/doctors/{id}/bills/{month}/document', { id: 'd1', month: '2026-10' }), { body });
    const [, init] = vi.mocked(fetch).mock.calls[0];
    expect(init?.body).toBe(body);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('downloads a file with the name of its Content-Disposition', async () => {
    storeSession(session);
    vi.mocked(fetch).mockResolvedValue(
      new Response('%PDF', { status: 200, headers: { 'content-disposition': `attachment; filename="Facture ete.pdf"; filename*=UTF-8''Facture%20%C3%A9t%C3%A9.pdf` } }),
    );
    const { blob, fileName } = await requestFile(apiRoute('GET /api/admin/doctors/{id}/bills/{month}/document', { id: 'd1', month: '2026-10' }));
    expect(fileName).toBe('Facture été.pdf');
    expect(await blob.text()).toBe('%PDF');
    expect(fileNameOf('attachment; filename="simple.pdf"')).toBe('simple.pdf');
    expect(fileNameOf('attachment; filename="x.pdf"; filename*=UTF-8\'\'%E0%A4%A.pdf')).toBe('x.pdf');
    expect(fileNameOf(null)).toBeUndefined();
  });
});
