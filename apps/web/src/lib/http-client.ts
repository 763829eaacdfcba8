import { HTTP_TIMEOUT_MS, paths, type ApiErrorBody } from '@parenthese/shared';
import { expireSession, readSession } from './session';

/** The main API and the employee service: two bases, so the service can move to its own host. */
export const API_BASE_URL = import.meta.env.VITE_API_URL ?? '/api';
export const EMPLOYEE_SERVICE_BASE_URL = import.meta.env.VITE_EMPLOYEE_SERVICE_URL ?? '/api/employee-service';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
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
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sends the bearer token; true unless the call is public. */
  isAuthenticated?: boolean;
  baseUrl?: string;
  signal?: AbortSignal;
};

/** The one HTTP client: JSON, 10 s timeout, bearer token, and a 401 ends the session. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, isAuthenticated = true, baseUrl = API_BASE_URL } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (isAuthenticated) {
    const session = readSession();
    if (!session) throw new HttpError(401, MISSING_TOKEN_MESSAGE);
    headers.Authorization = `Bearer ${session.token}`;
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if (timeout.aborted) throw new HttpError(0, 'Le serveur met trop de temps à répondre. Veuillez réessayer.');
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(0, 'Erreur réseau');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const errorBody = (data ?? {}) as Partial<ApiErrorBody>;
    if (response.status === 401 && isAuthenticated) {
      expireSession();
      onUnauthorized();
    }
    throw new HttpError(response.status, errorBody.message ?? 'Une erreur inconnue est survenue', errorBody.errors ?? {});
  }
  return data as T;
}

/** A user-facing sentence for any error thrown by a call. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.message) return error.message;
  return fallback;
}
