/** A 10-digit French number shown in dotted pairs (06.12.34.56.78); anything else as given. */
export function formatPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return digits.match(/.{2}/g)!.join('.');
}
