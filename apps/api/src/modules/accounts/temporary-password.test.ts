import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '@parenthese/shared';
import { generateTemporaryPassword } from './temporary-password';

describe('generateTemporaryPassword', () => {
  it('always satisfies the password policy', () => {
    for (let index = 0; index < 2_000; index += 1) {
      expect(newPasswordSchema.safeParse(generateTemporaryPassword()).success).toBe(true);
    }
  });

  it('never starts with a character a spreadsheet reads as a formula, nor a space, and holds no separator', () => {
    const firstCharacters = new Set<string>();
    for (let index = 0; index < 20_000; index += 1) {
      const password = generateTemporaryPassword();
      firstCharacters.add(password[0]);
      expect(password).not.toMatch(/^[=+\-@\s]/);
      // A cell split on , ; or a tab would start a new one: none of them may be in a password.
      expect(password).not.toMatch(/[,;\t\r\n"]/);
    }
    // The rule is not met by never drawing specials first: the other specials still lead some passwords.
    expect([...firstCharacters].some((character) => '$!%*?&'.includes(character))).toBe(true);
  });

  it('does not repeat itself', () => {
    const passwords = new Set(Array.from({ length: 1_000 }, generateTemporaryPassword));
    expect(passwords.size).toBe(1_000);
  });
});
