import { describe, expect, it } from 'vitest';
import { commonPasswordForms, foldForCommonList } from './common-password-forms';

describe('common password forms', () => {
  it('folds case and accents the way the list is written', () => {
    expect(foldForCommonList('Parenthèse')).toBe('parenthese');
    expect(foldForCommonList('ÉTÉ')).toBe('ete');
  });

  it.each([
    ['Azerty123!', 'azerty'],
    ['Bonjour2024!', 'bonjour'],
    ['Password1!', 'password'],
    ['!!Motdepasse1', 'motdepasse'],
    ['Parenthèse1!', 'parenthese'],
    ['P@ssw0rd1!', 'password'],
    ['@zerty123!', 'azerty'],
    ['S0l3il75$', 'soleil'],
    ['L0u1ou!', 'loulou'],
    ['Ch4t0u1ll3!', 'chatouille'],
  ])('reads %s as %s', (password, word) => {
    expect(commonPasswordForms(password)).toContain(word);
  });

  it('keeps the password as typed, lower-cased, among its forms', () => {
    expect(commonPasswordForms('Azerty123!')).toContain('azerty123!');
  });

  it('leaves the inside of a password alone: only its ends are decorations', () => {
    const forms = commonPasswordForms('Violon-Ocre-58!');
    expect(forms).toContain('violon-ocre');
    expect(forms).not.toContain('violon');
  });

  it('gives no empty form for a password without letters', () => {
    expect(commonPasswordForms('12345678!')).not.toContain('');
  });
});
