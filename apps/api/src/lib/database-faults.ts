/** The sentence of every call that needs the database while it cannot be reached. */
export const DATABASE_UNAVAILABLE = 'Service momentanément indisponible, veuillez réessayer dans quelques instants.';

/**
 * SQLSTATE codes meaning the server cannot serve us right now (not that our query is wrong):
 * class 08 (connection exception), 57P01-57P03 (administrator shutdown, crash shutdown, cannot
 * connect now), 53300 (too many connections), 55000 on connection (database not accepting connections).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '55000']);
const UNAVAILABLE_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
// node-postgres reports a lost or refused connection with plain Errors carrying only these messages.
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
  /Query read timeout/i,
  /database ready check timed out/i,
];

/**
 * True when an error (from pg or PGlite, possibly wrapped by Drizzle) says the database is
 * unreachable, so the caller should answer 503 and let the client retry, rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_SYSTEM_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
