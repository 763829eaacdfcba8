import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, normaliseRecoveryCode } from '@parenthese/shared';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One code: 16 characters from an unambiguous alphabet (about 79 bits), shown as four groups of four. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

/** Ten fresh codes, to show once. */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** What is stored: random codes this long need no slow hash, SHA-256 keeps them unreadable. */
export const hashRecoveryCode = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
