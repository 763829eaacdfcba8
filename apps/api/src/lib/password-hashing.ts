import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';

// OWASP recommendation for argon2id: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
const OWASP_ARGON2ID = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OWASP_ARGON2ID);
}

/**
 * A password the server generated from the CSPRNG (a temporary password: 14 characters from 64, about
 * 84 bits) gets a salted SHA-256 instead of argon2 (decision 0034). argon2's cost protects what people
 * choose, which a list of likely passwords can find; no list holds a random 84-bit secret, and 2^84
 * SHA-256 evaluations are out of any attacker's reach. The secret also expires (7 days), is erased at
 * first connection, and is stored encrypted beside its hash anyway. Creating 10,000 employees then
 * costs no hashing time (argon2, even light, was 1.5 ms each on two cores: 15 s per 10,000).
 */
const ONE_TIME_SECRET_PREFIX = '$sha256-salted$';

export async function hashGeneratedPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${ONE_TIME_SECRET_PREFIX}${salt.toString('base64url')}$${saltedDigest(salt, password).toString('base64url')}`;
}

const saltedDigest = (salt: Buffer, password: string) => createHash('sha256').update(salt).update(password, 'utf8').digest();

function verifyOneTimeSecret(hash: string, password: string): boolean {
  const [salt, digest] = hash.slice(ONE_TIME_SECRET_PREFIX.length).split('$');
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64url');
  const actual = saltedDigest(Buffer.from(salt, 'base64url'), password);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Checks a password against its hash, argon2 or a generated secret's (the format says which). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (hash.startsWith(ONE_TIME_SECRET_PREFIX)) {
    const isRight = verifyOneTimeSecret(hash, password);
    // The same time as an argon2 check: a quick answer would tell that this identifier exists and is
    // still on its temporary password.
    await verifyAgainstDecoy(password);
    return isRight;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Hashing a throwaway value keeps the time of a failed sign-in the same whether the account exists or not. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-for-constant-time');
  await verifyPassword(await decoyHash, password);
  return false;
}
