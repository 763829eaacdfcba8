import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';

const NULL_CHARACTER_REFUSED = 'Les données envoyées contiennent un caractère non autorisé.';

type Visit = { value: unknown; key: string; parent: Visit | null };

/**
 * The path of the first string holding a NUL character, or null. Iterative, and each value is
 * visited once with a link to its parent, so the cost stays linear whatever the depth.
 */
export function pathOfNullCharacter(root: unknown): string[] | null {
  const pending: Visit[] = [{ value: root, key: '', parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (typeof visit.value === 'string') {
      if (visit.value.includes('\u0000')) return pathTo(visit);
    } else if (visit.value && typeof visit.value === 'object') {
      const entries = Object.entries(visit.value);
      for (let index = entries.length - 1; index >= 0; index -= 1) pending.push({ value: entries[index][1], key: entries[index][0], parent: visit });
    }
  }
  return null;
}

function pathTo(visit: Visit): string[] {
  const path: string[] = [];
  for (let current: Visit | null = visit; current?.parent; current = current.parent) path.push(current.key);
  return path.reverse();
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
