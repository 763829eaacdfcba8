import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '@parenthese/shared';
import { generateTemporaryPassword } from './temporary-password';

describe('generateTemporaryPassword', () => {
  it('always satisfies the password policy', () => {
    for (let index = 0; index < 2_000; index += 1) {
      expect(newPasswordSchema.safeParse(generateTemporaryPassword()).success).toBe(true);
    }
  });

  it('does not repeat itself', () => {
    const passwords = new Set(Array.from({ length: 1_000 }, generateTemporaryPassword));
    expect(passwords.size).toBe(1_000);
  });
});
