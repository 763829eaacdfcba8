import { toAscii } from './transliteration';

/** The identifier given when a name has nothing that reads in ASCII letters or digits. */
export const USERNAME_FALLBACK = 'salarie';

/**
 * Employee identifiers: readable 'prenom.nom' in lower-case ASCII, every letter transliterated
 * (« François Nœl » is francois.noel, « Gaëlle Ørsted » gaelle.orsted, « 王芳 » wangfang); anything else
 * becomes a hyphen. A number is added on collision (jean.dupont, jean.dupont2, jean.dupont3...).
 */
export function usernameBase(firstName: string, lastName: string): string {
  const part = (name: string) =>
    toAscii(name)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '');
  const base = [part(firstName), part(lastName)].filter(Boolean).join('.');
  return base || USERNAME_FALLBACK;
}

/** The first free identifier for `base`, given the identifiers already taken. */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
