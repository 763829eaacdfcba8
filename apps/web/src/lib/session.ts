import { useSyncExternalStore } from 'react';
import { SESSION_LIFETIME_MS, SESSION_STORAGE_KEY, type Role, type TokenCreateResponse } from '@parenthese/shared';

/** The stored session (spec section 3): localStorage key authToken. */
export type Session = {
  token: string;
  login: string;
  role: Role;
  firstConnexion: boolean;
  /** Login time plus 24 h, in ms. */
  expiration: number;
};

export { SESSION_STORAGE_KEY };
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;
/** Set when a session ends without the user asking (expired, or refused by the server), until the header has told them. */
let hasExpired = false;

export const SESSION_EXPIRED_MESSAGE = 'Votre session a expiré, veuillez vous reconnecter.';

function notify() {
  for (const listener of listeners) listener();
}

/** The valid stored session, or null; a missing, unparsable or expired record is removed. */
export function readSession(now = Date.now()): Session | null {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (raw === cachedRaw && (!cachedSession || cachedSession.expiration > now)) return cachedSession;
  cachedRaw = raw;
  cachedSession = null;
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.token === 'string' && typeof parsed.expiration === 'number' && parsed.expiration > now) {
      cachedSession = parsed as Session;
      return cachedSession;
    }
    if (typeof parsed.token === 'string' && typeof parsed.expiration === 'number') {
      // A real session that has run out: the user is told. Read during a render, so listeners hear it just after.
      hasExpired = true;
      queueMicrotask(notify);
    }
  } catch {
    // Unparsable: treated as signed out below.
  }
  localStorage.removeItem(SESSION_STORAGE_KEY);
  cachedRaw = null;
  return null;
}

export function storeSession(response: TokenCreateResponse, now = Date.now()): Session {
  const session: Session = { ...response, expiration: now + SESSION_LIFETIME_MS };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  hasSignedOutHere = false;
  notify();
  return session;
}

/** True once the user signed out in this tab (or the server refused the session), until the next sign-in: a page they leave is not one they ask to come back to. */
let hasSignedOutHere = false;
export const hasSignedOutInThisTab = () => hasSignedOutHere;

export function clearSession() {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  hasSignedOutHere = true;
  notify();
}

/** Ends a session the server no longer accepts (401): unlike a logout, the user is told and asked to sign in again. */
export function expireSession() {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  hasExpired = true;
  // The app leaves the page for '/' (http-client's 401 handler): signing in again lands on the role's page,
  // whether that handler or the route guard, which hears the session end too, navigates first.
  hasSignedOutHere = true;
  notify();
}

/** The header has told the user: the notice is not shown again. */
export function acknowledgeSessionExpiry() {
  hasExpired = false;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The session a page is rendered for outside a browser: none, except while the build writes a signed-in
 * page's shell (src/prerender.tsx), which gives a role and no one's name, so the page renders its loading state.
 */
let serverSession: Session | null = null;
export const setServerSession = (session: Session | null) => {
  serverSession = session;
};

/** The current session, re-rendering on login, logout and changes in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(
    subscribe,
    () => readSession(),
    () => serverSession,
  );
}

/** True while a session has ended by itself (expiry, rejected token) and the user has not been told yet. */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasExpired,
    () => false,
  );
}

/** Re-reads the session when it runs out, so an idle page ends it (and says so) at the right time. */
export function millisecondsUntilExpiry(session: Session, now = Date.now()) {
  return Math.max(0, session.expiration - now) + 1;
}
