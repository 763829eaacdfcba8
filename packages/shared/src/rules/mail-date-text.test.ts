import { describe, expect, it } from 'vitest';
import { parisDateTime } from './paris-time';
import { mailDateText, mailDateTimeText, mailTimeText } from './mail-date-text';

describe('the date wording of mails', () => {
  const now = parisDateTime(2030, 1, 15, 9);

  it('reads « mardi 12 mars à 10 h 00 » on the Paris clock, whatever the instant’s offset', () => {
    expect(mailDateTimeText(parisDateTime(2030, 3, 12, 10), now)).toBe('mardi 12 mars à 10 h 00');
    // Across both daylight-saving changes: the day after each, 10:00 in Paris.
    expect(mailDateTimeText(parisDateTime(2030, 4, 1, 10), now)).toBe('lundi 1er avril à 10 h 00');
    expect(mailDateTimeText(parisDateTime(2030, 10, 28, 10), now)).toBe('lundi 28 octobre à 10 h 00');
    expect(new Date(parisDateTime(2030, 10, 28, 10)).toISOString()).toBe('2030-10-28T09:00:00.000Z');
  });

  it('adds the year outside the current one, and writes minutes and hours on two digits', () => {
    expect(mailDateText(parisDateTime(2031, 1, 3, 9), now)).toBe('vendredi 3 janvier 2031');
    expect(mailTimeText(parisDateTime(2030, 3, 12, 9, 5))).toBe('09 h 05');
  });
});
