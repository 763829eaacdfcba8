import anyAscii from 'any-ascii';

/**
 * Any text in ASCII letters, by any-ascii (decision 0032): 'œ' reads 'oe', 'ø' 'o', 'ß' 'ss', 'ł' 'l',
 * Cyrillic, Greek, Hebrew, Chinese or Korean their usual romanisation. Identifiers, company-name keys and
 * export file names all go through here, so a letter is never simply dropped. Composed first: a name
 * typed with combining accents reads like the same name typed precomposed.
 */
export function toAscii(text: string): string {
  return anyAscii(text.normalize('NFC'));
}
