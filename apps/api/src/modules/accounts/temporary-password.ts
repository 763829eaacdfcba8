import { randomInt } from 'node:crypto';
import { PASSWORD_SPECIAL_CHARACTERS, isPasswordComplexEnough } from '@parenthese/shared';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS + PASSWORD_SPECIAL_CHARACTERS;
const LENGTH = 14;
/**
 * What a spreadsheet reads as the start of a formula or trims away: the export never alters a password
 * (an apostrophe would hand out a wrong one), so no password starts with them. Only '@' is in the
 * alphabet today; the others are listed so a change of alphabet keeps the rule.
 */
const UNSAFE_FIRST_CHARACTERS = new Set(['=', '+', '-', '@', ' ']);

/**
 * A temporary password from the CSPRNG that satisfies the password policy: one character of each
 * class, the rest from all of them, shuffled (Fisher-Yates with randomInt). Look-alike characters
 * (l, I, O, 0, 1) are left out since an administrator reads it out or copies it by hand. A draw
 * that starts with a formula character is drawn again (rejection keeps the others equally likely).
 */
export function generateTemporaryPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)];
  const characters = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(PASSWORD_SPECIAL_CHARACTERS)];
  while (characters.length < LENGTH) characters.push(pick(ALL));
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other], characters[index]];
  }
  const password = characters.join('');
  // The policy also wants the first character to be a letter, a digit or an allowed special: always true here.
  return isPasswordComplexEnough(password) && !UNSAFE_FIRST_CHARACTERS.has(password[0]) ? password : generateTemporaryPassword();
}
