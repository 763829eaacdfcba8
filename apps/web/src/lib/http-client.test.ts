import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, MISSING_TOKEN_MESSAGE, request, setUnauthorizedHandler } from './http-client';
import { readSession, SESSION_STORAGE_KEY, storeSession } from './session';

const session = { token: 'abc', login: 'a@b.fr', role: 'ADMIN' as const, firstConnexion: false };

describe('http client', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
  afterEach(() => vi.unstubAllGlobals());

  it("refuses an authenticated call without a session: 'Token d'authentification manquant'", async () => {
    await expect(request('/x')).rejects.toThrow(MISSING_TOKEN_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the bearer token and parses JSON', async () => {
    storeSession(session);
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    await expect(request('/x')).resolves.toEqual({ ok: 1 });
    const [, init] = vi.mocked(fetch).mock.calls[0];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('clears the session and leaves on a 401', async () => {
    storeSession(session);
    const leave = vi.fn();
    setUnauthorizedHandler(leave);
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ message: 'Session expirée' }), { status: 401 }));
    await expect(request('/x')).rejects.toBeInstanceOf(HttpError);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(leave).toHaveBeenCalledOnce();
  });

  it('carries the French message and field errors of a 400', async () => {
    storeSession(session);
    vi.mocked(fetch).mockResolvedValue(new Response(JSON.stringify({ message: 'Format invalide', errors: { mail: 'Adresse email invalide' } }), { status: 400 }));
    const error = (await request('/x').catch((caught) => caught)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.message).toBe('Format invalide');
    expect(error.fieldErrors.mail).toBe('Adresse email invalide');
  });

  it('reports a network failure as Erreur réseau', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('fetch failed'));
    await expect(request('/x', { isAuthenticated: false })).rejects.toThrow('Erreur réseau');
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
