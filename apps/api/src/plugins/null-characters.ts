import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';

const NULL_CHARACTER_REFUSED = 'Les données envoyées contiennent un caractère non autorisé.';

/** The path of the first string holding a NUL character, or null. */
function pathOfNullCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = pathOfNullCharacter(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text, and would answer with an error (a 500). Every
 * part of a request that a route validates with a contract is refused with a 400 first. Routes that
 * parse their body themselves (the contact form strips control characters, as the spec asks) are left to it.
 */
export const nullCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    const parts = [
      [schema.body, request.body],
      [schema.querystring, request.query],
      [schema.params, request.params],
    ] as const;
    for (const [isValidated, value] of parts) {
      if (!isValidated) continue;
      const path = pathOfNullCharacter(value);
      if (path) throw badRequest(NULL_CHARACTER_REFUSED, { [path.join('.') || 'global']: NULL_CHARACTER_REFUSED });
    }
  });
});
