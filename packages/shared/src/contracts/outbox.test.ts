import { describe, expect, it } from 'vitest';
import { isMailKind, mailKindLabel } from '../rules/mail-labels';

describe('mail kinds', () => {
  it('names each kind in French, from the one list', () => {
    expect(mailKindLabel('password-reset')).toBe('Réinitialisation du mot de passe');
    expect(isMailKind('doctor-requests-digest')).toBe(true);
  });

  it("shows a kind it does not know as 'Autre mail', including the names every object inherits", () => {
    // A row written by another version, or a kind that looks like an object's own property.
    for (const kind of ['newsletter', 'constructor', 'toString', '__proto__', '']) {
      expect(isMailKind(kind)).toBe(false);
      expect(mailKindLabel(kind)).toBe('Autre mail');
    }
  });
});
