import { describe, expect, it } from 'vitest';
import { companyNameKey } from './company-name-key';

describe('company name key', () => {
  it.each([
    ['Atelier Éléonore', 'atelier eleonore'],
    ['  ATELIER   eleonore ', 'atelier eleonore'],
    ['Atelier E\u0301le\u0301onore', 'atelier eleonore'],
    ['Bœuf & Cie', 'boeuf & cie'],
    ['Øresund Straße', 'oresund strasse'],
  ])('%j keys as %j', (name, key) => {
    expect(companyNameKey(name)).toBe(key);
  });

  it('tells different names apart', () => {
    expect(companyNameKey('Atelier Éléonore')).not.toBe(companyNameKey('Atelier Eleonore Fils'));
    expect(companyNameKey('Dupont & Fils')).not.toBe(companyNameKey('Dupont et Fils'));
  });

  it('keys a name with nothing to transliterate on itself', () => {
    expect(companyNameKey('\u200B')).toBe('\u200B');
  });
});
