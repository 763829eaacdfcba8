import { describe, expect, it } from 'vitest';
import { freeText, personFields, personMessages } from './person-fields';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('person fields', () => {
  it.each(['Léa', "D'Artagnan", 'Jean-Éric'])('accepts the name %s', (name) => {
    expect(personFields.firstName.parse(`  ${name} `)).toBe(name);
  });

  it.each([
    ['', personMessages.firstName],
    ['   ', personMessages.firstName],
    ['x'.repeat(51), 'Maximum 50 caractères'],
    ['Lé\u0000a', personMessages.controlCharacters],
    ['Léa\nMoreau', personMessages.controlCharacters],
    ['Léa\u001b[31m', personMessages.controlCharacters],
  ])('refuses the first name %j with %s', (value, message) => {
    expect(firstMessage(personFields.firstName.safeParse(value))).toBe(message);
  });

  it('keeps line breaks in a multi-line text but refuses NUL', () => {
    const message = freeText({ maxLength: 100, isMultiline: true });
    expect(message.parse('Bonjour,\nmerci')).toBe('Bonjour,\nmerci');
    expect(message.safeParse('a\u0000b').success).toBe(false);
  });

  it('lower-cases emails and refuses malformed ones', () => {
    expect(personFields.email.parse(' Lea@Example.FR ')).toBe('lea@example.fr');
    expect(firstMessage(personFields.email.safeParse('lea@'))).toBe(personMessages.email);
    expect(firstMessage(personFields.email.safeParse(''))).toBe(personMessages.emailRequired);
  });

  it.each(['0612345678', '06 12 34 56 78', '06.12.34.56.78', '+33 6 12 34 56 78', '+33612345678'])('accepts the French phone %s', (phone) => {
    expect(personFields.requiredPhone.safeParse(phone).success).toBe(true);
    expect(personFields.optionalPhone.safeParse(phone).success).toBe(true);
  });

  it.each(['12345', '0012345678', '06 ab', '+44 20 7946 0958'])('refuses the phone %s', (phone) => {
    expect(firstMessage(personFields.optionalPhone.safeParse(phone))).toBe(personMessages.phoneFormat);
  });

  it('lets an optional phone be empty but not a required one', () => {
    expect(personFields.optionalPhone.parse('')).toBe('');
    expect(firstMessage(personFields.requiredPhone.safeParse(''))).toBe(personMessages.phone);
  });

  it('wants exactly nine digits for an ADELI number', () => {
    expect(personFields.adeliNumber.parse(' 759312345 ')).toBe('759312345');
    expect(firstMessage(personFields.adeliNumber.safeParse('75931234'))).toBe(personMessages.adeliNumberFormat);
    expect(firstMessage(personFields.adeliNumber.safeParse(''))).toBe(personMessages.adeliNumber);
  });
});
