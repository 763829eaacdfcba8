import type { FastifyReply } from 'fastify';

/**
 * A file name as sent by a browser, made safe to keep and to show: no folders, no control
 * characters, no quotes or backslashes, at most 200 characters.
 */
export function sanitiseFileName(name: string, fallback = 'document'): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f"\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return cleaned === '' || /^\.+$/.test(cleaned) ? fallback : cleaned;
}

/** RFC 5987 encoding: what encodeURIComponent leaves but the header's attr-char does not allow. */
function encodeExtendedValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment` with an ASCII `filename` for old clients and the exact name in `filename*` (RFC 6266):
 * the name can never break out of the header or name a path.
 */
export function attachmentDisposition(fileName: string): string {
  const safe = sanitiseFileName(fileName);
  const ascii = safe
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|[%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtendedValue(safe)}`;
}

/**
 * A file to save (an export, a bill, an import's summary): its type, its name as an attachment, and no
 * copy kept by a browser or a proxy, since each holds one person's or one company's data. The reply is
 * returned for what the route adds before sending.
 */
export function attachmentHeaders(reply: FastifyReply, file: { contentType: string; fileName: string }): FastifyReply {
  return reply.header('content-type', file.contentType).header('content-disposition', attachmentDisposition(file.fileName)).header('cache-control', 'private, no-store');
}
