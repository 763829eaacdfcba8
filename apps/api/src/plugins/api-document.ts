import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@parenthese/shared';
import type { RouteAccess } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body of a route whose handler parses it itself (not validated by the route, so that its
     * service answers in its own words), declared here for the API document only.
     */
    documentedBody?: z.ZodType;
    /** Error answers of the service: 404 without a path parameter, 409, 410, and 401/403 on a public route. */
    errors?: readonly (401 | 403 | 404 | 409 | 410)[];
    /** An answer that is a file, not JSON: its media types and what it holds, for the API document. */
    fileAnswer?: { mediaTypes: readonly string[]; description: string };
    /** The route answers without the database, so it never answers 503 when the database is away. */
    isDatabaseFree?: true;
  }
}

/**
 * The API's OpenAPI document (decision 0041), generated from the routes: their zod schemas (through
 * fastify-type-provider-zod, OpenAPI 3.1 so that a nullable enum accepts null), the operationId and
 * French summary each route declares in its `schema` (read by @fastify/swagger as they are), and in
 * this one place what every route implies: the bearer token from its `config.access` and the error
 * answers the server can give it, with those its service adds in `config.errors`. Served on /api/docs
 * when API_DOCS_PUBLIC allows it; `app.swagger()` builds it anyway (CI's lint, the contract test).
 */

export const API_ERROR_SCHEMA_NAME = 'ApiError';
const API_ERROR_REFERENCE = `#/components/schemas/${API_ERROR_SCHEMA_NAME}`;
export const BEARER_SCHEME_NAME = 'bearerAuth';

/** What each error status means, whatever the operation (the sentence itself is in the answer's `message`). */
const ERROR_DESCRIPTIONS = {
  400: 'Données invalides : `message`, et `errors` par champ quand un champ est en cause',
  401: 'Authentification requise, ou session expirée ou invalide',
  403: "Accès refusé (rôle, permission, première connexion à terminer) ; la ressource d'un autre répond 404",
  404: 'Ressource introuvable',
  409: "Conflit avec l'état actuel (déjà pris, déjà fait, pas encore possible)",
  410: "N'est plus disponible",
  413: 'Requête trop volumineuse',
  415: 'Type de contenu non pris en charge (JSON attendu)',
  429: 'Trop de requêtes : réessayer plus tard',
  503: 'Base de données momentanément indisponible : réessayer (en-tête Retry-After)',
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The routes' tags (`schema.tags`), described once. */
const TAGS: { name: string; description: string }[] = [
  { name: 'health', description: 'État du serveur, pour les équilibreurs de charge' },
  { name: 'public', description: 'Réglages et faits publics des pages du site' },
  { name: 'auth', description: 'Connexion, sessions, second facteur, mots de passe et liens reçus par mail' },
  { name: 'contact', description: 'Demandes de démonstration' },
  { name: 'employee-service', description: 'Le service des salariés : profil, créneaux, consultations' },
  { name: 'employee-service: personal data', description: '« Mes données » : export et effacement du compte' },
  { name: 'doctor', description: 'Les psychologues : profil, réponses aux réservations, abonnement à l’agenda' },
  { name: 'calendar', description: 'L’agenda d’un psychologue, par son adresse secrète' },
  { name: 'planning', description: 'Les disponibilités des psychologues' },
  { name: 'admin: companies', description: 'Back-office : entreprises clientes et leurs rapports' },
  { name: 'admin: employees', description: 'Back-office : salariés d’une entreprise' },
  { name: 'admin: employee imports', description: 'Back-office : imports CSV de salariés' },
  { name: 'admin: psychologists', description: 'Back-office : psychologues' },
  { name: 'admin: billing', description: 'Back-office : factures mensuelles des psychologues' },
  { name: 'admin: admins', description: 'Back-office : administrateurs' },
  { name: 'admin: accounts', description: 'Back-office : comptes (second facteur)' },
  { name: 'admin: audit', description: 'Back-office : journal d’audit' },
  { name: 'admin: maintenance', description: 'Back-office : maintenance système' },
  { name: 'admin: settings', description: 'Back-office : réglages de la plateforme' },
  { name: 'outbox', description: 'Back-office : boîte d’envoi des mails' },
];

/** Methods whose body Fastify reads: a malformed one answers 400, an oversized one 413, another type 415. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error answers an operation can get, from what the server does for every route of its kind, and
 * what its service adds (the route's `config.errors`): see ERROR_DESCRIPTIONS for their meaning.
 */
export function errorStatusesOf(operation: {
  method: string;
  access: RouteAccess | undefined;
  errors: readonly ErrorStatus[] | undefined;
  isDatabaseFree: boolean;
  hasInput: boolean;
  hasPathParameters: boolean;
}): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>();
  const isPublic = operation.access === 'public';
  const readsBody = BODY_METHODS.has(operation.method);
  if (operation.hasInput || readsBody) statuses.add(400);
  if (!isPublic) {
    statuses.add(401);
    statuses.add(403);
  }
  if (operation.hasPathParameters) statuses.add(404);
  for (const status of operation.errors ?? []) statuses.add(status);
  if (readsBody) {
    statuses.add(413);
    statuses.add(415);
  }
  // The global limit counts every API request (app.ts), and sensitive routes add their own.
  statuses.add(429);
  if (!operation.isDatabaseFree) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };
type DocumentedSchema = Record<string, unknown> & { response?: Record<string, unknown>; params?: unknown; querystring?: unknown; body?: unknown; consumes?: string[] };

/** A request body's JSON schema, as the zod transform writes it for `schema.body` (OpenAPI 3.1). */
function bodyJsonSchema(body: z.ZodType): Record<string, unknown> {
  const { $schema: _schema, ...jsonSchema } = z.toJSONSchema(body, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return jsonSchema;
}

/** The zod transform, then what each route's declaration implies for the document. */
function transformRoute(input: TransformInput) {
  const transformed = jsonSchemaTransform(input) as { schema: DocumentedSchema; url: string };
  const { schema, url } = transformed;
  const { route } = input;
  if (!url.startsWith('/api/') || schema.hide) return transformed;
  const method = [route.method].flat()[0]!;
  const access = route.config?.access;
  const isPublic = access === 'public';
  const documented: DocumentedSchema = { ...schema };
  // The document's default is the bearer token; a public operation says it needs none.
  if (isPublic) documented.security = [];
  const documentedBody = route.config?.documentedBody;
  if (!schema.body && documentedBody) documented.body = bodyJsonSchema(documentedBody);
  // A multipart upload's body is read by its handler (one file, field `file`).
  if (!schema.body && schema.consumes?.includes('multipart/form-data')) {
    documented.body = { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'Le fichier (PDF, PNG ou JPEG)' } } };
  }
  const response: Record<string, unknown> = { ...schema.response };
  const fileAnswer = route.config?.fileAnswer;
  if (fileAnswer && !response[200]) {
    response[200] = {
      description: fileAnswer.description,
      content: Object.fromEntries(fileAnswer.mediaTypes.map((mediaType) => [mediaType, { schema: { type: mediaType === 'application/json' ? 'object' : 'string' } }])),
    };
  }
  const statuses = errorStatusesOf({
    method,
    access,
    errors: route.config?.errors,
    isDatabaseFree: route.config?.isDatabaseFree === true,
    hasInput: Boolean(schema.body || schema.params || schema.querystring || documented.body),
    hasPathParameters: url.includes(':'),
  });
  for (const status of statuses) {
    response[status] ??= { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: { $ref: API_ERROR_REFERENCE } } } };
  }
  documented.response = response;
  return { schema: documented, url };
}

export const apiDocumentPlugin = fp(async (app: FastifyInstance, options: { isApiDocsPublic: boolean }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parenthèse API',
        version: '1.0.0',
        description:
          "L'API de Parenthèse : consultations psychologiques offertes par l'employeur. Réponses d'erreur : `{ code, message, errors? }`, `code` stable (à lire par les clients) et `message` en français.",
        license: { name: 'Propriétaire', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'Le serveur qui sert ce document' }],
      components: {
        securitySchemes: { [BEARER_SCHEME_NAME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Le jeton rendu par POST /api/token/create (24 h)' } },
        schemas: { [API_ERROR_SCHEMA_NAME]: z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12', io: 'output' }) as Record<string, unknown> },
      },
      security: [{ [BEARER_SCHEME_NAME]: [] }],
      tags: TAGS,
    },
    transform: transformRoute as unknown as typeof jsonSchemaTransform,
  });
  if (options.isApiDocsPublic) await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
