import type { FastifyRequest } from 'fastify';

/**
 * What a log line may say about a request or an error. Logs are read by more people than the
 * database, so they never carry a link token, a bearer token, a password, a mail, a consultation
 * subject or a query's parameters: only the route's pattern, and an error's type, code and SQL text.
 */

/** The request as logged: its route pattern (so a reset token in the path stays out), no query string, no headers. */
export function serializeRequest(request: FastifyRequest) {
  const pattern = request.routeOptions?.url;
  const path = pattern ?? String(request.url ?? '').split('?')[0];
  return { method: request.method, url: path, remoteAddress: request.ip };
}

type ErrorLike = Error & { code?: unknown; cause?: unknown; constraint?: unknown; table?: unknown; column?: unknown; statusCode?: unknown };

/** Drizzle appends the bound values to the SQL text: 'Failed query: …\nparams: a,b'. */
function withoutParameters(message: string): string {
  return message.replace(/\n?params:[\s\S]*$/, '');
}

/** PostgreSQL quotes the offending value in its messages (invalid input syntax for type uuid: "…"). */
function withoutQuotedValues(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/\([^)]*\)=\([^)]*\)/g, '(…)=(…)');
}

function isDatabaseError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/** The stack without its first line, which repeats the message. */
function framesOf(error: ErrorLike): string | undefined {
  return error.stack?.split('\n').filter((line) => line.startsWith('    at ')).join('\n');
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** An error as logged; its cause chain is followed a few levels, with the same care. */
export function serializeError(error: unknown): SerializedError {
  return serializeErrorAt(error, 0);
}

function serializeErrorAt(error: unknown, depth: number): SerializedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: 'valeur non-Error levée', stack: '' };
  const current = error as ErrorLike;
  const message = typeof current.message === 'string' ? current.message : '';
  const isDatabase = isDatabaseError(current);
  return {
    type: String(current.name ?? current.constructor?.name ?? 'Error'),
    message: isDatabase ? withoutQuotedValues(message) : withoutParameters(message),
    ...(typeof current.code === 'string' || typeof current.code === 'number' ? { code: current.code } : {}),
    ...(typeof current.statusCode === 'number' ? { statusCode: current.statusCode } : {}),
    ...(isDatabase ? { constraint: current.constraint, table: current.table, column: current.column } : {}),
    stack: framesOf(current) ?? '',
    ...(current.cause && depth < 3 ? { cause: serializeErrorAt(current.cause, depth + 1) } : {}),
  };
}
