import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CARE_PAIR_PSEUDONYM_ALPHABET, CARE_PAIR_PSEUDONYM_LENGTH } from '@parenthese/shared';

/**
 * Candidates for a pair's pseudonym, drawn by crypto.randomInt (decision 0060). The database takes the
 * first one no other person of the psychologist has: with 32⁴ values, eight clashes in a row would need
 * a psychologist seeing most of a million people.
 */
const CANDIDATES = 8;

export function drawPseudonymCandidates(count = CANDIDATES): string[] {
  return Array.from({ length: count }, () => Array.from({ length: CARE_PAIR_PSEUDONYM_LENGTH }, () => CARE_PAIR_PSEUDONYM_ALPHABET[randomInt(CARE_PAIR_PSEUDONYM_ALPHABET.length)]).join(''));
}

/** The candidates as one SQL text[] parameter (an array value would be spread into a row by the driver). */
export function pseudonymCandidatesSql() {
  return sql`string_to_array(${drawPseudonymCandidates().join(',')}, ',')`;
}
