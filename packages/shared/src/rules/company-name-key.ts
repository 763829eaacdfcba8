import { toAscii } from './transliteration';

export const COMPANY_NAME_TAKEN = 'Une entreprise porte déjà ce nom';

/**
 * What makes two company names the same (decision 0032): transliterated, lower case, spaces collapsed,
 * so « Atelier Éléonore » and « atelier  eleonore » are one company. Stored in `companies.name_key`
 * under a unique index. A name with nothing to transliterate (emoji only, say) keys on itself.
 */
export function companyNameKey(name: string): string {
  const collapse = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  return collapse(toAscii(name)) || collapse(name);
}
