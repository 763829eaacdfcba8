import { describe, expect, it } from 'vitest';
import { isPasswordComplexEnough, newPasswordSchema, passwordMessages } from './password-policy';

describe('password policy', () => {
  it.each(['Demo1234!', 'aB3$efgh', '1Abcdef&', '@Passw0rd'])('accepts %s', (password) => {
    expect(newPasswordSchema.safeParse(password).success).toBe(true);
  });

  it('rejects a short password with the French message', () => {
    const result = newPasswordSchema.safeParse('aB3$');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(passwordMessages.tooShort);
  });

  it.each([
    ['no uppercase', 'demo1234!'],
    ['no lowercase', 'DEMO1234!'],
    ['no digit', 'Demodemo!'],
    ['no special', 'Demo12345'],
    ['starts with a character outside the allowed set', ' Demo1234!'],
  ])('rejects a password with %s', (_label, password) => {
    expect(isPasswordComplexEnough(password)).toBe(false);
    expect(newPasswordSchema.safeParse(password).error?.issues[0].message).toBe(passwordMessages.complexity);
  });

  it('rejects an oversized password', () => {
    expect(newPasswordSchema.safeParse(`Aa1!${'x'.repeat(200)}`).success).toBe(false);
  });

  it('accepts up to 128 characters and refuses the 129th with the French message', () => {
    expect(newPasswordSchema.safeParse(`Aa1!${'x'.repeat(124)}`).success).toBe(true);
    expect(newPasswordSchema.safeParse(`Aa1!${'x'.repeat(125)}`).error?.issues[0].message).toBe(passwordMessages.tooLong);
  });
});
