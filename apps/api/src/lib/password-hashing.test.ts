import argon2 from 'argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashGeneratedPassword, hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('checks a generated secret against its salted hash, and refuses any other password', async () => {
    const hash = await hashGeneratedPassword('Kp3-vX9q!Wd8Lm');
    expect(hash).toMatch(/^\$sha256-salted\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('Kp3-vX9q!Wd8Lm');
    expect(await verifyPassword(hash, 'Kp3-vX9q!Wd8Lm')).toBe(true);
    expect(await verifyPassword(hash, 'Kp3-vX9q!Wd8Ln')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
    // Salted: the same secret twice gives two hashes.
    expect(await hashGeneratedPassword('Kp3-vX9q!Wd8Lm')).not.toBe(hash);
    expect(await verifyPassword('$sha256-salted$broken', 'Kp3-vX9q!Wd8Lm')).toBe(false);
  });

  it('keeps argon2id for passwords people choose', async () => {
    const hash = await hashPassword('Secret123!');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Secret123!')).toBe(true);
    expect(await verifyPassword(hash, 'Secret123?')).toBe(false);
  });

  it("runs an argon2 check for a generated secret too, so its answer takes as long as a chosen password's", async () => {
    // The times themselves are measured by bench/password-hashing.mjs (timings in tests are flaky).
    const generated = await hashGeneratedPassword('Kp3-vX9q!Wd8Lm');
    await verifyAgainstDecoy('warm-up');
    const verify = vi.spyOn(argon2, 'verify');
    try {
      expect(await verifyPassword(generated, 'wrong-password')).toBe(false);
      expect(await verifyPassword(generated, 'Kp3-vX9q!Wd8Lm')).toBe(true);
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });
});
