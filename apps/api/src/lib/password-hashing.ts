import argon2 from 'argon2';

// OWASP recommendation for argon2id: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
const OWASP_ARGON2ID = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OWASP_ARGON2ID);
}

/**
 * A password the server generated from the CSPRNG (14 characters from 64, about 84 bits) cannot be
 * guessed from a list, so a lighter argon2id is enough, and importing 500 employees takes seconds,
 * not minutes. verifyPassword reads the parameters from the hash either way.
 */
const GENERATED_SECRET_ARGON2ID = { type: argon2.argon2id, memoryCost: 4_096, timeCost: 1, parallelism: 1 } as const;
export function hashGeneratedPassword(password: string): Promise<string> {
  return argon2.hash(password, GENERATED_SECRET_ARGON2ID);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
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
