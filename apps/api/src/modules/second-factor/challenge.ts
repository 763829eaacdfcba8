import { createHash, createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { SECOND_FACTOR_CHALLENGE_SECONDS, SECOND_FACTOR_STEPS, type SecondFactorStep } from '@parenthese/shared';

/**
 * The challenge between the password and the second factor: a signed, 5-minute token naming the
 * account and the step. It is signed with its own key (derived from the token secret) and audience,
 * so it can never pass as an access token, and it carries a stamp of the account's password hash, so a
 * password change in between voids it (a lock and a second-factor reset are read from the account).
 * Its id (`jti`) makes it single-use: the one that gave a session is recorded and refused after
 * (used_second_factor_challenges, decision 0044).
 */
const ISSUER = 'parenthese';
const AUDIENCE = 'parenthese:second-factor';

export type ChallengeClaims = { userId: string; step: SecondFactorStep; passwordStamp: string };
/** A verified challenge: its claims, its id and when it expires. */
export type VerifiedChallenge = ChallengeClaims & { challengeId: string; expiresAt: Date };

/** A short digest of the password hash: changes with the password, tells nothing about it. */
export const passwordStampOf = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const challengeKeys = new WeakMap<Uint8Array, Uint8Array>();
function challengeKey(jwtSecret: Uint8Array): Uint8Array {
  let key = challengeKeys.get(jwtSecret);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', jwtSecret).update('second-factor-challenge').digest());
    challengeKeys.set(jwtSecret, key);
  }
  return key;
}

/** Signed at `now` (the API's clock). */
export async function signChallenge(jwtSecret: Uint8Array, claims: ChallengeClaims, now: Date): Promise<string> {
  return new SignJWT({ step: claims.step, pw: claims.passwordStamp })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + SECOND_FACTOR_CHALLENGE_SECONDS)
    .sign(challengeKey(jwtSecret));
}

/** The claims of a valid challenge, unexpired at `now` (the API's clock), or null (forged, expired, or not a challenge). */
export async function verifyChallenge(jwtSecret: Uint8Array, challenge: string, now: Date): Promise<VerifiedChallenge | null> {
  try {
    const { payload } = await jwtVerify(challenge, challengeKey(jwtSecret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'], currentDate: now });
    const step = payload.step;
    if (typeof payload.sub !== 'string' || typeof payload.pw !== 'string' || !SECOND_FACTOR_STEPS.includes(step as SecondFactorStep)) return null;
    // A challenge signed before challenges had an id (a deploy in the last 5 minutes) is refused: it could not be spent once.
    if (typeof payload.jti !== 'string' || !UUID_PATTERN.test(payload.jti) || typeof payload.exp !== 'number') return null;
    return { userId: payload.sub, step: step as SecondFactorStep, passwordStamp: payload.pw, challengeId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
