/**
 * The forms under which a password is looked up in the list of common passwords. The composition
 * rules push people to decorate a common word (`Azerty123!`, `Bonjour2024!`, `P@ssw0rd`), and
 * cracking tools undo exactly those decorations first, so the list is matched against the word
 * under them, not only against the password as typed.
 */

/** Lower case without accents: how both the list and the looked-up forms are written. */
export function foldForCommonList(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Digits and symbols added before or after a word to meet the composition rules.
const LEADING_DECORATION = /^[^\p{L}]+/u;
const TRAILING_DECORATION = /[^\p{L}]+$/u;
const TRIMMINGS = [
  (text: string) => text,
  (text: string) => text.replace(LEADING_DECORATION, ''),
  (text: string) => text.replace(TRAILING_DECORATION, ''),
  (text: string) => text.replace(LEADING_DECORATION, '').replace(TRAILING_DECORATION, ''),
];
const stripDecorations = TRIMMINGS[3];

// Look-alike characters put for letters. `1` stands for `i` as often as for `l`: both are tried.
const LOOK_ALIKES = { '0': 'o', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's' } as const;
const undoLookAlikes = (text: string, one: 'i' | 'l') => text.replace(/[0134@5$]/g, (character) => (character === '1' ? one : LOOK_ALIKES[character as keyof typeof LOOK_ALIKES]));

/**
 * Every form to look up: as typed, without the decorations on either side or both, and each of
 * those with look-alikes undone then stripped again. Stripping comes first so that `Azerty123!`
 * gives `azerty` rather than `azertyize`; stripping one side only lets `@zerty123!` keep its `@`,
 * read as `a`.
 */
export function commonPasswordForms(password: string): string[] {
  const folded = foldForCommonList(password);
  const forms = new Set<string>();
  for (const trim of TRIMMINGS) {
    const trimmed = trim(folded);
    forms.add(trimmed);
    for (const one of ['i', 'l'] as const) forms.add(stripDecorations(undoLookAlikes(trimmed, one)));
  }
  forms.delete('');
  return [...forms];
}
