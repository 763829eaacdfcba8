import { yearMonthText } from './dates';

/**
 * French elides « de » before a vowel: « la facture d'octobre 2026 », « d'avril », « d'août », but « de mars »,
 * « de juin ». A word starting with h is left alone: whether its h is silent belongs to the word (« d'hiver »,
 * « de haut »), and no text the product writes after « de » starts with one.
 */
const STARTS_WITH_VOWEL = /^[aàâäeéèêëiîïoôöuùûüyÿæœ]/i;

/** « d'octobre 2026 », « de mars 2026 », « d'Alpha », « de Claire » */
export function withDe(text: string): string {
  return STARTS_WITH_VOWEL.test(text) ? `d'${text}` : `de ${text}`;
}

/** « d'octobre 2026 », « de mars 2026 » from '2026-10', '2026-03': a month inside a sentence, lower-case. */
export const ofYearMonthText = (yearMonth: string) => withDe(yearMonthText(yearMonth));
