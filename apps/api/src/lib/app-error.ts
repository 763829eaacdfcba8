/** An expected failure with its HTTP status and a French sentence for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new AppError(400, message, fieldErrors);
export const unauthorized = (message = 'Authentification requise') => new AppError(401, message);
export const forbidden = (message = "Vous n'avez pas accès à cette ressource.") => new AppError(403, message);
export const notFound = (message = 'Ressource introuvable.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
