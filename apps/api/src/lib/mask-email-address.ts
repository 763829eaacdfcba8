/** 'dominique@demo.fr' → 'd***@demo.fr': enough to tell addresses apart, not to know whose it is. */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
