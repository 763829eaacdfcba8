import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sanitiseFileName } from './content-disposition';

describe('sanitiseFileName', () => {
  it('keeps the last segment, drops control characters, quotes and backslashes', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\factures\\octobre.pdf')).toBe('octobre.pdf');
    expect(sanitiseFileName('fac"ture\r\n.pdf')).toBe('facture.pdf');
    expect(sanitiseFileName('..')).toBe('document');
    expect(sanitiseFileName('')).toBe('document');
    expect(sanitiseFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266)', () => {
    expect(attachmentDisposition('Facture été 2026.pdf')).toBe(`attachment; filename="Facture ete 2026.pdf"; filename*=UTF-8''Facture%20%C3%A9t%C3%A9%202026.pdf`);
  });

  it('cannot be broken out of by a hostile name', () => {
    const header = attachmentDisposition("x\";\r\nSet-Cookie: a=b; filename*=UTF-8''evil.html");
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/);
  });
});
