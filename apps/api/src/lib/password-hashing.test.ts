import { describe, expect, it } from 'vitest';
import { hashGeneratedPassword, hashPassword, verifyPassword } from './password-hashing';

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

  it('takes as long to check a generated secret as an argon2 password, so timing tells nothing', async () => {
    const generated = await hashGeneratedPassword('Kp3-vX9q!Wd8Lm');
    const chosen = await hashPassword('Secret123!');
    await verifyPassword(chosen, 'warm-up');
    const time = async (hash: string) => {
      const start = performance.now();
      await verifyPassword(hash, 'wrong-password');
      return performance.now() - start;
    };
    const [generatedTime, chosenTime] = [await time(generated), await time(chosen)];
    expect(generatedTime).toBeGreaterThan(chosenTime * 0.5);
  });

  it('hashes 10,000 generated secrets in well under a second', async () => {
    const start = performance.now();
    for (let index = 0; index < 10_000; index += 1) await hashGeneratedPassword(`Kp3-vX9q!Wd8${index}`);
    expect(performance.now() - start).toBeLessThan(2_000);
  });
});
