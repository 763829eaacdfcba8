import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoute, fileNameOf, HttpError, MISSING_TOKEN_MESSAGE, request, requestFile, setUnauthorizedHandler } from './http-client';
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
