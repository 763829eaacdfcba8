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

/** The sentence of a call whose transaction kept colliding with others (deadlock, serialization) after its retries. */
export const DATABASE_BUSY = 'Le service est très sollicité, veuillez réessayer dans quelques instants.';

/** SQLSTATE 40P01 (deadlock detected) and 40001 (serialization failure): the transaction may simply run again. */
const CONFLICT_STATES = new Set(['40P01', '40001']);

/** True when a database error (pg or PGlite, possibly wrapped by Drizzle) is a deadlock or a serialization failure. */
export function isTransactionConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && CONFLICT_STATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a whole transaction (`run` opens and commits it) again when PostgreSQL aborted it as a deadlock's
 * victim or for a serialization failure: nothing of it was kept, so running it again is safe. After
 * `attempts` runs the error goes on, and the errors plugin answers it with a 503 (DATABASE_BUSY).
 * The pause grows and is jittered so that the colliding transactions do not meet again at once.
 */
export async function retryOnTransactionConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));
    }
  }
}
