import { useSyncExternalStore } from 'react';
import { SESSION_LIFETIME_MS, type Role, type TokenCreateResponse } from '@parenthese/shared';

/** The stored session (spec section 3): localStorage key authToken. */
export type Session = {
  token: string;
  login: string;
  role: Role;
  firstConnexion: boolean;
  /** Login time plus 24 h, in ms. */
  expiration: number;
};

export const SESSION_STORAGE_KEY = 'authToken';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;

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
  notify();
  return session;
}

export function clearSession() {
  localStorage.removeItem(SESSION_STORAGE_KEY);
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

/** The current session, re-rendering on login, logout and changes in other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, () => readSession(), () => null);
}
