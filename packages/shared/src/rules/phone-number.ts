/** A 10-digit French number shown in dotted pairs (06.12.34.56.78); anything else as given. */
export function formatPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return digits.match(/.{2}/g)!.join('.');
}

/**
 * A number as a notification or a calendar may show it, where anyone nearby can read it: its first and
 * last pairs only ('06 ·· ·· ·· 78'; +33 numbers in their national form). Its owner recognises it.
 */
export function maskedPhoneNumber(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('33')) digits = `0${digits.slice(2)}`;
  if (digits.length < 4) return '·· ·· ·· ·· ··';
  return `${digits.slice(0, 2)} ·· ·· ·· ${digits.slice(-2)}`;
}
