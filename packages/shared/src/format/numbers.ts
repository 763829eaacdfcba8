/**
 * Numbers as French readers write them: « 1 200 », « 4,3 ». The thousands separator Intl gives for
 * fr-FR is U+202F (narrow no-break space); a renderer whose font lacks it (the report's PDF) replaces it.
 */
const formats = new Map<number, Intl.NumberFormat>();

/** `value` with at most `fractionDigits` decimals (none by default), trailing zeros dropped. */
export function numberText(value: number, fractionDigits = 0): string {
  let format = formats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: fractionDigits });
    formats.set(fractionDigits, format);
  }
  return format.format(value);
}
