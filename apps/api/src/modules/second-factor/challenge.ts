import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { SECOND_FACTOR_CHALLENGE_SECONDS, SECOND_FACTOR_STEPS, type SecondFactorStep } from '@parenthese/shared';

/**
 * The challenge between the password and the second factor: a signed, 5-minute token naming the
 * account and the step. It is signed with its own key (derived from the token secret) and audience,
 * so it can never pass as an access token, and it carries the account's token version, so a lock, a
 * password change or a second-factor reset in between voids it.
 */
const ISSUER = 'parenthese';
const AUDIENCE = 'parenthese:second-factor';

export type ChallengeClaims = { userId: string; step: SecondFactorStep; tokenVersion: number };

const challengeKeys = new WeakMap<Uint8Array, Uint8Array>();
function challengeKey(jwtSecret: Uint8Array): Uint8Array {
  let key = challengeKeys.get(jwtSecret);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', jwtSecret).update('second-factor-challenge').digest());
    challengeKeys.set(jwtSecret, key);
  }
  return key;
}

export async function signChallenge(jwtSecret: Uint8Array, claims: ChallengeClaims): Promise<string> {
  return new SignJWT({ step: claims.step, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + SECOND_FACTOR_CHALLENGE_SECONDS)
    .sign(challengeKey(jwtSecret));
}

/** The claims of a valid, unexpired challenge, or null (forged, expired, or not a challenge). */
export async function verifyChallenge(jwtSecret: Uint8Array, challenge: string): Promise<ChallengeClaims | null> {
  try {
    const { payload } = await jwtVerify(challenge, challengeKey(jwtSecret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const step = payload.step;
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || !SECOND_FACTOR_STEPS.includes(step as SecondFactorStep)) return null;
    return { userId: payload.sub, step: step as SecondFactorStep, tokenVersion: payload.tv };
  } catch {
    return null;
  }
}
