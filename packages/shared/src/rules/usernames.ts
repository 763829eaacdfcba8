/**
 * Employee identifiers: readable 'prenom.nom', accents folded, lower case; a number is added on
 * collision (jean.dupont, jean.dupont2, jean.dupont3...).
 */
export function usernameBase(firstName: string, lastName: string): string {
  const part = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40);
  const base = [part(firstName), part(lastName)].filter(Boolean).join('.');
  return base || 'salarie';
}

/** The first free identifier for `base`, given the identifiers already taken. */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
