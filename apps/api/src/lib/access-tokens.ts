import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { SESSION_LIFETIME_MS, type Role } from '@parenthese/shared';

/** sessionId: the server-side session (sessions table) the token belongs to; ending it ends the token. */
export type AccessTokenClaims = { userId: string; role: Role; sessionId: string };
/** What a verified token says, with its expiry (seconds since the epoch). */
export type VerifiedAccessToken = AccessTokenClaims & { expiresAt: number };

const ISSUER = 'parenthese';
/** Account and session ids are UUIDs: anything else is a forged or foreign token, never a database lookup. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The secret as a WebCrypto key, imported once per secret: given raw bytes, jose imports them again at
 * every signature and verification.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    hmacKeys.set(secret, key);
  }
  return key;
}

/** Signed at `now` (the API's clock): issued then, expiring a session's lifetime later. */
export async function signAccessToken(secret: Uint8Array, claims: AccessTokenClaims, now: Date): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor((now.getTime() + SESSION_LIFETIME_MS) / 1000))
    .sign(await hmacKey(secret));
}

/** The claims of a valid token, unexpired at `now` (the API's clock), or null. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: Date): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sub !== 'string' || !UUID_PATTERN.test(payload.sub) || typeof payload.role !== 'string' || typeof payload.sid !== 'string' || !UUID_PATTERN.test(payload.sid)) return null;
    return { userId: payload.sub, role: payload.role as Role, sessionId: payload.sid, expiresAt: payload.exp ?? Number.POSITIVE_INFINITY };
  } catch {
    return null;
  }
}
