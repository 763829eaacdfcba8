import type { FastifyInstance, FastifyRequest } from 'fastify';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';

/**
 * The API contract test (decision 0041): every request a test app answers is checked against the
 * app's own OpenAPI document, with ajv in strict mode. A request the server accepted (2xx) must be one
 * the document accepts (path parameters, query, JSON body); every answer's status must be declared for
 * its operation, and a JSON answer must match the schema declared for that status. createTestApp
 * records each exchange and fails its `close()` on the first suite that breaks the contract.
 */

/** One request as the server saw it and what it answered. */
export type Exchange = {
  method: string;
  /** The route's pattern (`/api/meeting/:id/cancel`), as registered. */
  route: string;
  params: unknown;
  query: unknown;
  /** The body as sent (before the route's validation transformed it). */
  body: unknown;
  status: number;
  contentType: string | undefined;
  /** The answer's text, when it was one (not a stream). */
  payload: string | undefined;
};

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
type SchemaObject = Record<string, unknown>;

/** Records every exchange of the app; call before any route is registered (buildApp's `instrument`). */
export function recordExchanges(app: FastifyInstance, exchanges: Exchange[]) {
  const sentBodies = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preValidation', async (request) => {
    sentBodies.set(request, request.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route || request.method === 'HEAD') return payload;
    const contentType = reply.getHeader('content-type');
    exchanges.push({
      method: request.method,
      route,
      params: request.params,
      query: request.query,
      body: sentBodies.has(request) ? sentBodies.get(request) : undefined,
      status: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      payload: readableText(payload, typeof contentType === 'string' ? contentType : undefined, reply.hasHeader('content-encoding')),
    });
    return payload;
  });
}

/** The answer's text, unless it is a file, a stream or compressed (its status is still checked). */
function readableText(payload: unknown, contentType: string | undefined, isEncoded: boolean): string | undefined {
  if (isEncoded) return undefined;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload) && isJson(contentType)) return payload.toString('utf8');
  return undefined;
}

/** `/api/meeting/:id/cancel` as the document writes it: `/api/meeting/{id}/cancel`. */
export const documentPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

const isJson = (contentType: string | undefined) => Boolean(contentType && /^application\/([\w.+-]*\+)?json\b/.test(contentType));

/** The document's `#/components/schemas/…` references, inlined so each schema compiles on its own. */
function inlineReferences(value: unknown, components: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((entry) => inlineReferences(entry, components));
  if (value === null || typeof value !== 'object') return value;
  const reference = (value as { $ref?: unknown }).$ref;
  if (typeof reference === 'string' && reference.startsWith('#/components/schemas/')) {
    return inlineReferences(components[reference.slice('#/components/schemas/'.length)], components);
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inlineReferences(child, components)]));
}

function strictAjv(options: { coerceTypes?: boolean } = {}) {
  // OpenAPI 3.1's schemas are JSON Schema 2020-12; its annotations are keywords ajv does not know.
  const ajv = new Ajv2020({ strict: true, allErrors: true, coerceTypes: options.coerceTypes ?? false });
  addFormats(ajv);
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  return ajv;
}

/** Checks exchanges against one document; compiled validators are kept for the next exchange. */
export function createContractChecker(document: Document) {
  const components = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const bodies = strictAjv();
  // Path parameters and the query arrive as text: compared after the same coercion the routes apply.
  const parameters = strictAjv({ coerceTypes: true });
  const validators = new Map<string, ValidateFunction>();

  function validatorOf(cacheKey: string, schema: unknown, ajv: ReturnType<typeof strictAjv>) {
    let validator = validators.get(cacheKey);
    if (!validator) {
      validator = ajv.compile(inlineReferences(schema, components) as SchemaObject);
      validators.set(cacheKey, validator);
    }
    return validator;
  }

  function parametersSchema(operation: Operation, location: 'path' | 'query'): SchemaObject | undefined {
    const declared = (operation.parameters ?? []).filter((parameter): parameter is OpenAPIV3_1.ParameterObject => 'in' in parameter && parameter.in === location);
    if (declared.length === 0) return undefined;
    return {
      type: 'object',
      properties: Object.fromEntries(declared.map((parameter) => [parameter.name, parameter.schema ?? {}])),
      required: declared.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
  }

  function errorsOf(validator: ValidateFunction) {
    return (validator.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`).join('; ');
  }

  /** Whether the document describes this route at all (the web app's files, /api/docs and test-only routes are not). */
  function operationOf(exchange: Pick<Exchange, 'method' | 'route'>): Operation | undefined {
    const pathItem = document.paths?.[documentPath(exchange.route)] as Record<string, Operation> | undefined;
    return pathItem?.[exchange.method.toLowerCase()];
  }

  /** What is wrong with one exchange; empty when it keeps the contract. */
  function check(exchange: Exchange): string[] {
    const operation = operationOf(exchange);
    if (!operation) return [];
    const name = `${exchange.method} ${exchange.route} → ${exchange.status}`;
    const key = `${exchange.method} ${exchange.route}`;
    const problems: string[] = [];
    if (exchange.status >= 200 && exchange.status < 300) {
      for (const location of ['path', 'query'] as const) {
        const schema = parametersSchema(operation, location);
        if (!schema) continue;
        // A copy: coercion writes into the data it validates.
        const values = structuredClone((location === 'path' ? exchange.params : exchange.query) ?? {});
        const validator = validatorOf(`${key} ${location}`, schema, parameters);
        if (!validator(values)) problems.push(`${name}: le document refuse les paramètres (${location}) acceptés par le serveur : ${errorsOf(validator)}`);
      }
      const requestBody = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      const jsonBody = requestBody?.content?.['application/json']?.schema;
      if (jsonBody && exchange.body !== undefined && typeof exchange.body === 'object') {
        const validator = validatorOf(`${key} body`, jsonBody, bodies);
        if (!validator(exchange.body)) problems.push(`${name}: le document refuse le corps accepté par le serveur : ${errorsOf(validator)}`);
      }
    }
    const response = operation.responses?.[String(exchange.status)] as OpenAPIV3_1.ResponseObject | undefined;
    if (!response) {
      problems.push(`${name}: statut non déclaré par le document (déclarés : ${Object.keys(operation.responses ?? {}).join(', ')}) ; réponse : ${(exchange.payload ?? '').slice(0, 160)}`);
      return problems;
    }
    const hasBody = exchange.payload !== undefined && exchange.payload !== '';
    if (!hasBody) return problems;
    const declaredTypes = Object.keys(response.content ?? {});
    if (declaredTypes.length === 0) {
      problems.push(`${name}: une réponse avec un corps (${exchange.contentType}), que le document déclare vide`);
      return problems;
    }
    if (isJson(exchange.contentType)) {
      const schema = response.content?.['application/json']?.schema;
      if (!schema) {
        problems.push(`${name}: une réponse JSON, que le document ne déclare pas (${declaredTypes.join(', ')})`);
        return problems;
      }
      let answer: unknown;
      try {
        answer = JSON.parse(exchange.payload!);
      } catch {
        problems.push(`${name}: une réponse dite JSON qui n'en est pas`);
        return problems;
      }
      const validator = validatorOf(`${key} ${exchange.status}`, schema, bodies);
      if (!validator(answer)) problems.push(`${name}: la réponse ne suit pas son schéma : ${errorsOf(validator)} ; réponse : ${exchange.payload!.slice(0, 200)}`);
      return problems;
    }
    const mediaType = exchange.contentType?.split(';')[0]?.trim();
    // Each type as declared: a client (or Prism) takes application/octet-stream for that type, not for any.
    if (!(mediaType && declaredTypes.includes(mediaType))) {
      problems.push(`${name}: une réponse ${mediaType ?? 'sans type'}, que le document ne déclare pas (${declaredTypes.join(', ')})`);
    }
    return problems;
  }

  return { check, operationOf };
}

/** Every exchange's problems, each told once. */
export function contractViolations(document: Document, exchanges: Exchange[]): string[] {
  const checker = createContractChecker(document);
  return [...new Set(exchanges.flatMap((exchange) => checker.check(exchange)))];
}
