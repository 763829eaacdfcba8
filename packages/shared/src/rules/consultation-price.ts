/**
 * The price the platform pays a psychologist for one consultation (spec section 9: 80 euros). A TECH
 * administrator may change it; bills already closed keep the price they were closed at.
 */
export const DEFAULT_CONSULTATION_PRICE_CENTS = 8000;
export const CONSULTATION_PRICE_MIN_EUROS = 1;
export const CONSULTATION_PRICE_MAX_EUROS = 1000;

const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const wholeEuroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** '80 €', '80,50 €': cents shown in euros, without decimals when there are none. */
export function formatEuros(cents: number): string {
  return (cents % 100 === 0 ? wholeEuroFormat : euroFormat).format(cents / 100);
}

/** Euros typed by an administrator (80 or 80.5) in cents, rounded to the cent. */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
