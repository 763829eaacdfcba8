import type { FastifyRequest } from 'fastify';
import { paths, routePatterns } from '@parenthese/shared';

/**
 * What a log line may say about a request or an error. Logs are read by more people than the
 * database, so they never carry a link token, a bearer token, a password, a mail, a consultation
 * subject or a query's parameters: only the route's pattern, and an error's type, code and SQL text.
 */

/** Every page of the web app: the fixed paths of `paths` and the patterns of its parameterised pages. */
export const WEB_PAGE_PATTERNS: readonly string[] = [...Object.values(paths).filter((page) => typeof page === 'string'), ...Object.values(routePatterns)];

export type LoggedPaths = {
  /** A route the server registered: its first segment becomes one an unknown path may be logged with. */
  addRoute: (url: string) => void;
  /** What a path no route matched is logged as. */
  patternOf: (url: string) => string;
};

/**
 * What is logged of a path no server route matched: the web app's pages (served by the not-found
 * handler) and unknown paths. A page is logged by its pattern (`/reset-password/:resetToken`) or its
 * fixed path (`/contact`), matched as the web router does (any case, one trailing slash). Anything else
 * is logged as its first segment then `/*` (`/api/*`, `/reset-password/*`), and as `/*` alone when that
 * segment begins no route or page: an unknown first segment may itself be a mangled link's token.
 */
export function createLoggedPaths(pagePatterns: readonly string[] = WEB_PAGE_PATTERNS): LoggedPaths {
  const patterns = pagePatterns.flatMap((pattern) => {
    const segments = segmentsOf(pattern.toLowerCase());
    return segments ? [{ pattern, segments }] : [];
  });
  const knownFirstSegments = new Set<string>();
  const addRoute = (url: string) => {
    const first = segmentsOf(url)?.[0];
    // A parameter or a wildcard in first place would make any first segment look known.
    if (first && !first.startsWith(':') && !first.includes('*')) knownFirstSegments.add(first);
  };
  for (const pattern of pagePatterns) addRoute(pattern);
  return {
    addRoute,
    patternOf(url) {
      const pathname = url.split(/[?#]/, 1)[0]!;
      const segments = segmentsOf(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
      if (!segments) return '/*';
      const lowerCase = segments.map((segment) => segment.toLowerCase());
      const page = patterns.find(
        (candidate) =>
          candidate.segments.length === segments.length && candidate.segments.every((segment, index) => (segment.startsWith(':') ? lowerCase[index] !== '' : segment === lowerCase[index])),
      );
      if (page) return page.pattern;
      const first = segments[0]!;
      if (!knownFirstSegments.has(first)) return '/*';
      return segments.length === 1 ? `/${first}` : `/${first}/*`;
    },
  };
}

/** '/a/b' → ['a', 'b'], '/' → ['']; undefined for what is not an absolute path ('*', 'http://…'). */
function segmentsOf(pathname: string): string[] | undefined {
  return pathname.startsWith('/') ? pathname.slice(1).split('/') : undefined;
}

/**
 * The request as logged (Fastify's 'incoming request' line and any line given `req`): the route's
 * pattern, so a token in the path stays out, or for a path no route matched what `loggedPaths` says;
 * never the query string, never a header.
 */
export function requestSerializer(loggedPaths: LoggedPaths) {
  return (request: FastifyRequest) => {
    const pattern = request.routeOptions?.url;
    return { method: request.method, url: pattern ?? loggedPaths.patternOf(String(request.url ?? '')), remoteAddress: request.ip };
  };
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

/** Fastify quotes the raw url in some of its own errors ('… in "/reset-password/<token>" (GET)?', "'<path>' is not a valid url component"). */
function withoutQuotedText(message: string): string {
  return withoutQuotedValues(message).replace(/'[^']*'/g, "'…'");
}

function isFastifyError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && error.code.startsWith('FST_');
}

function isDatabaseError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/** The stack without its first line, which repeats the message. */
function framesOf(error: ErrorLike): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
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
    message: isDatabase ? withoutQuotedValues(message) : isFastifyError(current) ? withoutQuotedText(message) : withoutParameters(message),
    ...(typeof current.code === 'string' || typeof current.code === 'number' ? { code: current.code } : {}),
    ...(typeof current.statusCode === 'number' ? { statusCode: current.statusCode } : {}),
    ...(isDatabase ? { constraint: current.constraint, table: current.table, column: current.column } : {}),
    stack: framesOf(current) ?? '',
    ...(current.cause && depth < 3 ? { cause: serializeErrorAt(current.cause, depth + 1) } : {}),
  };
}
