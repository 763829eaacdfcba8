import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { defaultErrorCode, type ApiErrorBody, type ApiErrorCode } from '@parenthese/shared';
import type { ApiAnswer, ApiBody, ApiMethod, ApiRoute, FileAnswer } from '@/lib/api-document';

/**
 * The web tests' fake API: MSW answers the app's real fetch calls, each route typed by the API document's
 * generated types (`ApiRoute`), so a renamed route or a changed answer breaks the tests where they are
 * written. The test setup starts it, removes each test's handlers after it, and fails a test that called
 * a route it did not declare.
 */
export const apiServer = setupServer();

type Method = ApiRoute extends `${infer M extends ApiMethod} ${string}` ? M : never;
/** A route's path with each `{name}` either kept or filled in (`/api/admin/mails/${id}`, or MSW's `:id`). */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Rest}` ? `${Head}${string}${Filled<Rest>}` : P;
type PathOf<M extends Method> = ApiRoute extends infer K ? (K extends `${M} ${infer P}` ? P | Filled<P> : never) : never;
/** The route a path names: its own entry when written as declared, else the routes whose pattern it fills. */
type RouteOf<M extends Method, P extends string> = `${M} ${P}` extends ApiRoute
  ? `${M} ${P}`
  : { [K in ApiRoute]: K extends `${M} ${infer Pattern}` ? (P extends Filled<Pattern> ? K : never) : never }[ApiRoute];

/** A call the app made, as it sent it: `url` is the path with its query string, `authorization` its bearer header. */
export type ApiCall = { method: string; url: string; path: string; body: unknown; authorization: string | null };

const calls: ApiCall[] = [];

/** The calls answered since the test began, oldest first. */
export const apiCalls = (): ApiCall[] => calls;

/** An error answer of the API (`{ code, message, errors }`), or a failed network when `status` is 0. */
export class ApiFailure {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiErrorBody> = {},
  ) {}
}

/**
 * The API refuses with this status and its French sentence (and per-field sentences), under the
 * status's generic code as the real API does when no specific code applies.
 */
export const apiError = (status: number, message?: string, errors?: Record<string, string>) => apiRefusal(status, defaultErrorCode(status), message, errors);

/** The API refuses with a specific code (SLOT_TAKEN, CONTACT_TOO_SOON…): the code the app decides on. */
export const apiRefusal = (status: number, code: ApiErrorCode, message?: string, errors?: Record<string, string>) =>
  new ApiFailure(status, { code, ...(message === undefined ? {} : { message }), ...(errors ? { errors } : {}) });

/** The network fails: fetch rejects, as when the server cannot be reached. */
export const networkError = () => new ApiFailure(0);

type Reply<Response> = Response | ApiFailure;
type Resolver<Body, Response> = (call: { body: Body; params: Record<string, string>; url: URL }) => Reply<Response> | Promise<Reply<Response>>;

type HandlerOptions = {
  /** Answers after this many milliseconds, so a test can see the loading state. */
  delayMs?: number;
  /** Answers only the first matching call; the next one falls to the handler declared before. */
  once?: boolean;
};

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

function toResponse(reply: unknown): Response {
  if (reply instanceof ApiFailure) return reply.status === 0 ? HttpResponse.error() : HttpResponse.json(reply.body, { status: reply.status });
  if (reply && typeof reply === 'object' && 'file' in reply && reply.file instanceof Blob) {
    const { file, fileName } = reply as FileAnswer;
    return new HttpResponse(file, { headers: { 'content-type': file.type, 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` } });
  }
  return HttpResponse.json(reply ?? null);
}

/**
 * Answers one route of the API: a fixed answer, an `apiError(...)`/`networkError()`, or a function of
 * the call (its JSON body, path parameters and URL). The answer's type is the route's contract.
 * Given to `serveApi`, a handler declared later for the same call takes over.
 */
export function apiHandler<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  answer: Reply<ApiAnswer<RouteOf<M, P>>> | Resolver<ApiBody<RouteOf<M, P>>, ApiAnswer<RouteOf<M, P>>>,
  options: HandlerOptions = {},
): HttpHandler {
  const verb = method.toLowerCase() as Lowercase<Method>;
  return http[verb](
    // MSW writes a path parameter `:name`.
    path.replace(/\{(\w+)\}/g, ':$1'),
    async ({ request, params }) => {
      const url = new URL(request.url);
      const body = await readBody(request);
      calls.push({ method: request.method, url: `${url.pathname}${url.search}`, path: url.pathname, body, authorization: request.headers.get('authorization') });
      if (options.delayMs) await delay(options.delayMs);
      const reply = typeof answer === 'function' ? await answer({ body: body as ApiBody<RouteOf<M, P>>, params: params as Record<string, string>, url }) : answer;
      return toResponse(reply);
    },
    { once: options.once },
  );
}

/**
 * Declares the test's handlers. When two answer the same call, the one declared last wins, in one call
 * or across calls: a test lists the general answers first and overrides them after, even mid-way.
 */
export function serveApi(...handlers: HttpHandler[]) {
  // MSW tries the handlers of one use() in order, before those of earlier ones.
  apiServer.use(...[...handlers].reverse());
}

const unhandled: string[] = [];

/** Started once per test file by the setup: a call no handler answers is reported and fails its test. */
export function startFakeApi() {
  apiServer.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  });
}

/** After each test: forget its handlers and calls, and fail it if it made a call nobody answered. */
export function resetFakeApi() {
  apiServer.resetHandlers();
  calls.length = 0;
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Calls without a handler (declare them with apiHandler): ${missed.join(', ')}`);
}
