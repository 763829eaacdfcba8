import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultErrorCode } from '@parenthese/shared';
import { AppError } from '../lib/app-error';
import { DATABASE_BUSY, DATABASE_UNAVAILABLE, isDatabaseUnavailable, isTransactionConflict } from '../lib/database-faults';

const GENERIC_INVALID = 'Les données envoyées sont invalides.';

// The contracts give French sentences for the rules users meet; anything they leave to zod's own
// wording (a body that is not an object, a field of the wrong type) must not answer in English.
z.config(z.locales.fr());

/** Turns every failure into `{ code, message, errors? }` (a sentence in French); never a stack trace or SQL. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, errors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'global';
        // A body that is not even an object (null, a list, a string) gets the plain sentence.
        const isWrongBodyType = field === 'global' && issue.keyword === 'invalid_type';
        errors[field] ??= isWrongBodyType ? GENERIC_INVALID : (issue.message ?? GENERIC_INVALID);
      }
      const first = Object.values(errors)[0];
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: first ?? GENERIC_INVALID, errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'RATE_LIMITED', message: 'Trop de requêtes. Veuillez patienter avant de réessayer.' });
    }
    if (status === 413) return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse.' });
    if (status === 415) return reply.status(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Le format de la requête doit être JSON.' });
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type, and the like.
      return reply.status(status).send({ code: defaultErrorCode(status), message: GENERIC_INVALID });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: the client may retry; the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE });
    }
    if (isTransactionConflict(error)) {
      // A deadlock or serialization failure that outlasted retryOnTransactionConflict: nothing was written.
      request.log.warn({ err: error }, 'transaction conflict');
      return reply.status(503).header('retry-after', '1').send({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_BUSY });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 'INTERNAL', message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.' });
  });
});
