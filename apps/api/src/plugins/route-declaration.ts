import type { FastifyContextConfig, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from './auth';

/**
 * A route's declaration in one call (decision 0079): `api.post(path, route(operationId, summary, { … }), handler)`.
 * The module gives its defaults once (`const route = declareRoutes({ tags, access })`); each route
 * names its operation and French summary, then only what it adds: its schemas, and what differs from
 * the module's defaults. The result is Fastify's `{ config, schema }` as the routes wrote it by hand,
 * so the API document (`plugins/api-document.ts`), the access check and its table (`plugins/auth.ts`)
 * read it unchanged, and fastify-type-provider-zod types the request and the reply from its schemas.
 */
export type RouteDeclaration = {
  /** Replaces the module's access for this route. */
  access?: RouteAccess;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer's schema, or the answers by status (`{ 202: … }`, `{ 200: …, 503: … }`). */
  response?: z.ZodType | Record<number, z.ZodType>;
  /** Longer than the summary, for the document only. */
  description?: string;
  /** `['multipart/form-data']` for an upload, whose handler reads the file. */
  consumes?: string[];
} & Pick<FastifyContextConfig, 'errors' | 'fileAnswer' | 'documentedBody' | 'isDatabaseFree'> &
  Pick<RouteShorthandOptions, 'bodyLimit' | 'attachValidation' | 'compress'>;

/** What every route of a module shares. */
export type RouteDefaults = { tags: readonly string[]; access: RouteAccess };

/** The answers by status, as Fastify's `schema.response` takes them. */
type ResponseByStatus<Response> = Response extends z.ZodType ? { 200: Response } : Response;

/** The declared schemas that type the request and the reply, with the types they were declared with. */
type TypedSchema<Declaration extends RouteDeclaration> = Pick<Declaration, Extract<keyof Declaration, 'params' | 'querystring' | 'body'>> &
  ('response' extends keyof Declaration ? { response: ResponseByStatus<Declaration['response']> } : unknown);

/** Fastify's options of a declared route. */
export type DeclaredRoute<Declaration extends RouteDeclaration> = {
  config: FastifyContextConfig;
  schema: { operationId: string; summary: string; tags: string[]; description?: string; consumes?: string[] } & TypedSchema<Declaration>;
} & Pick<RouteShorthandOptions, 'bodyLimit' | 'attachValidation' | 'compress'>;

/** The keys of `from` that are set, in the order given. */
function definedOnly<From extends object, Key extends keyof From>(from: From, keys: readonly Key[]): Partial<Pick<From, Key>> {
  const picked: Partial<Pick<From, Key>> = {};
  for (const key of keys) if (from[key] !== undefined) picked[key] = from[key];
  return picked;
}

/** The declaration function of a module's routes (or of a group of them, when tags or access differ). */
export function declareRoutes(defaults: RouteDefaults) {
  return function route<const Declaration extends RouteDeclaration = Record<never, never>>(
    operationId: string,
    summary: string,
    declaration: Declaration = {} as Declaration,
  ): DeclaredRoute<Declaration> {
    const { access = defaults.access, response } = declaration;
    const config: FastifyContextConfig = { access, ...definedOnly(declaration, ['errors', 'fileAnswer', 'documentedBody', 'isDatabaseFree']) };
    const schema = {
      operationId,
      summary,
      tags: [...defaults.tags],
      ...definedOnly(declaration, ['description', 'params', 'querystring', 'body', 'consumes']),
      ...(response && { response: response instanceof z.ZodType ? { 200: response } : response }),
    } as DeclaredRoute<Declaration>['schema'];
    return { config, schema, ...definedOnly(declaration, ['bodyLimit', 'attachValidation', 'compress']) };
  };
}
