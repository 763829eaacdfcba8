import { defaultErrorCode, type ApiErrorCode } from '@parenthese/shared';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429;

/**
 * An expected failure with its HTTP status, a French sentence for the user, and the stable code
 * clients decide on: the status's generic code unless the caller names a specific one.
 */
export class AppError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly statusCode: ErrorStatus,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code ?? defaultErrorCode(statusCode);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>, code?: ApiErrorCode) => new AppError(400, message, fieldErrors, code);
export const unauthorized = (message = 'Authentification requise') => new AppError(401, message);
export const forbidden = (message = "Vous n'avez pas accès à cette ressource.") => new AppError(403, message);
export const notFound = (message = 'Ressource introuvable.') => new AppError(404, message);
export const conflict = (message: string, code?: ApiErrorCode) => new AppError(409, message, undefined, code);
export const tooManyRequests = (message: string, code?: ApiErrorCode) => new AppError(429, message, undefined, code);
