import { describe, expect, it } from 'vitest';
import { firstConnectionFormSchema, passwordResetFormSchema } from './auth';
import { invitationAcceptFormSchema } from './invitations';

/** Each field a form would mark, with its first message (the one react-hook-form shows). */
function shownErrors(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe('the new password forms tell the first rule that fails, in the order of the spec', () => {
  it('reset by link: blank, then under 8 characters, then the mismatch, one at a time', () => {
    const check = (newPassword: string, confirmPassword: string) => shownErrors(passwordResetFormSchema.safeParse({ newPassword, confirmPassword }));
    expect(check('', '')).toEqual({ newPassword: 'Veuillez saisir un nouveau mot de passe.' });
    expect(check('Ab1!', '')).toEqual({ newPassword: 'Le mot de passe doit contenir au moins 8 caractères.' });
    expect(check('Ab1!', 'Ab1?')).toEqual({ newPassword: 'Le mot de passe doit contenir au moins 8 caractères.' });
    expect(check('abcdefgh', '')).toEqual({ newPassword: 'Le mot de passe doit contenir au moins une minuscule, une majuscule, un chiffre et un caractère spécial' });
    expect(check('Nouveau1!', '')).toEqual({ confirmPassword: 'Les mots de passe ne correspondent pas.' });
    expect(check('Nouveau1!', 'Nouveau1!')).toEqual({});
  });

  it.each([
    ['first connection', (password: string, confirmPassword: string) => firstConnectionFormSchema(false).safeParse({ mail: '', password, confirmPassword })],
    ['invitation', (password: string, confirmPassword: string) => invitationAcceptFormSchema.safeParse({ password, confirmPassword })],
  ])('%s: the password first, the confirmation once it passes', (_form, parse) => {
    expect(shownErrors(parse('Ab1!', ''))).toEqual({ password: 'Le mot de passe doit contenir au moins 8 caractères' });
    expect(shownErrors(parse('nouveau1', 'autre'))).toEqual({ password: 'Le mot de passe doit contenir au moins une minuscule, une majuscule, un chiffre et un caractère spécial' });
    expect(shownErrors(parse('Nouveau1!', 'Nouveau2!'))).toEqual({ confirmPassword: 'Les mots de passe ne correspondent pas' });
  });

  it('first connection: a missing email is told beside the password rule, each under its field', () => {
    expect(shownErrors(firstConnectionFormSchema(true).safeParse({ mail: '', password: 'Ab1!', confirmPassword: '' }))).toEqual({
      mail: expect.any(String),
      password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
  });
});
