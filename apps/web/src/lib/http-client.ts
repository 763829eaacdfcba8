import { HTTP_TIMEOUT_MS, paths, type ApiErrorBody, type ApiErrorCode } from '@parenthese/shared';
import type { ApiMethod, ApiRoute, ParamNames, RouteParams } from './api-document';
import { takeEarlyRead, untilAborted } from './early-reads';
import { expireSession, readSession } from './session';

/** The main API and the employee service: two bases, so the service can move to its own host. */
const API_BASE_URL = import.meta.env.VITE_API_URL ?? '/api';
const EMPLOYEE_SERVICE_BASE_URL = import.meta.env.VITE_EMPLOYEE_SERVICE_URL ?? '/api/employee-service';
/** The document's paths of each base, which the base replaces. */
const API_PATH = '/api';
const EMPLOYEE_SERVICE_PATH = '/api/employee-service';

declare const filledRoute: unique symbol;
/** A route of the API document with its path parameters filled in: built by `apiRoute`. */
export type FilledRoute = { readonly method: ApiMethod; readonly path: string; readonly [filledRoute]: true };
/** A route without path parameters, called as the document writes it ('GET /api/legal/facts'). */
export type PlainRoute = { [R in ApiRoute]: [ParamNames<R>] extends [never] ? R : never }[ApiRoute];

/**
 * A route of the API document ('POST /api/admin/mails/{id}/send') with its parameters, each encoded:
 * the route is checked against the document's generated types, so a renamed route fails typecheck.
 */
export function apiRoute<R extends ApiRoute>(route: R, params: RouteParams<R>): FilledRoute {
  const { method, path: pattern } = splitRoute(route);
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name]));
  return { method, path } as FilledRoute;
}

/** 'METHOD /api/path' as its two parts. */
function splitRoute(route: ApiRoute): { method: ApiMethod; path: string } {
  const [method, path] = route.split(' ') as [ApiMethod, string];
  return { method, path };
}

/** The URL a route without parameters is called at: the signed-in shells' early reads (app/early-reads.ts). */
export const plainRouteUrl = (route: PlainRoute) => urlOf(splitRoute(route).path, undefined);

const target = (route: PlainRoute | FilledRoute) => (typeof route === 'string' ? splitRoute(route) : route);

/** The URL of a document path: the employee service's paths go to its own base. */
function urlOf(path: string, query: RequestOptions['query']): string {
  const search = query === undefined ? '' : `?${new URLSearchParams(query)}`;
  if (path.startsWith(`${EMPLOYEE_SERVICE_PATH}/`)) return `${EMPLOYEE_SERVICE_BASE_URL}${path.slice(EMPLOYEE_SERVICE_PATH.length)}${search}`;
  return `${API_BASE_URL}${path.slice(API_PATH.length)}${search}`;
}

/**
 * A failed call: its status, the French sentence to show, the per-field sentences, and the API's stable
 * `code` to decide on (null when no API answered: network failure, timeout, missing session).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly code: ApiErrorCode | null = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MISSING_TOKEN_MESSAGE = "Token d'authentification manquant";

let onUnauthorized: () => void = () => window.location.assign(paths.home);
/** The router registers how to go to / after a 401, so it happens without a full reload. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

type RequestOptions = {
  /** Sent as JSON, or as is for a FormData (a file upload). */
  body?: unknown;
  /** The query string's parameters. */
  query?: URLSearchParams | Record<string, string>;
  /** Sends the bearer token; true unless the call is public. */
  isAuthenticated?: boolean;
  signal?: AbortSignal;
  /** The 10 s of the spec, unless a call moves a file. */
  timeoutMs?: number;
  /** Whether a 401 ends the stored session and says so (true); the sign-out call ends it itself, silently. */
  isUnauthorizedHandled?: boolean;
};

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends a call and answers its successful response; a failure throws an HttpError, and a 401 ends the session. */
async function send(route: PlainRoute | FilledRoute, options: RequestOptions, accept: string): Promise<Response> {
  const { method, path } = target(route);
  const { body, isAuthenticated = true, timeoutMs = HTTP_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: accept };
  const url = urlOf(path, options.query);
  // A signed-in page's first reads may already be on their way, started by its HTML (lib/early-reads.ts).
  let earlyRead: Promise<Response | null> | undefined;
  if (isAuthenticated) {
    const session = readSession();
    if (!session) throw new HttpError(401, MISSING_TOKEN_MESSAGE);
    headers.Authorization = `Bearer ${session.token}`;
    if (method === 'GET' && body === undefined) earlyRead = takeEarlyRead(url, session.token);
  }
  const isFormData = body instanceof FormData;
  // A FormData sets its own multipart content type, with the boundary.
  if (body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    // An early read that failed (null) is asked again.
    response =
      (earlyRead && (await untilAborted(earlyRead, signal))) ?? (await fetch(url, { method, headers, body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body), signal }));
  } catch (error) {
    if (timeout.aborted) throw new HttpError(0, 'Le serveur met trop de temps à répondre. Veuillez réessayer.');
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, 'Erreur réseau');
  }

  if (!response.ok) {
    const errorBody = (parseJson(await response.text()) ?? {}) as Partial<ApiErrorBody>;
    if (response.status === 401 && isAuthenticated && options.isUnauthorizedHandled !== false) {
      expireSession();
      onUnauthorized();
    }
    throw new HttpError(response.status, errorBody.message ?? 'Une erreur inconnue est survenue', errorBody.errors ?? {}, errorBody.code ?? null);
  }
  return response;
}

/** The one HTTP client: JSON, 10 s timeout, bearer token, and a 401 ends the session. */
export async function request<T>(route: PlainRoute | FilledRoute, options: RequestOptions = {}): Promise<T> {
  const response = await send(route, options, 'application/json');
  return parseJson(await response.text()) as T;
}

/** A file answered by the API, with the name its Content-Disposition gives (filename* first, RFC 6266). */
export async function requestFile(route: PlainRoute | FilledRoute, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(route, options, '*/*');
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1];
}

/** A user-facing sentence for any error thrown by a call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.message) return error.message;
  return fallback;
}
