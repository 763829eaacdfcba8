import type { paths } from '@parenthese/shared/api-schema';

/**
 * The API's routes as its document declares them (the types openapi-typescript generates, checked up
 * to date by the API's tests): the web's calls and its tests' fake API are typed by them, so a route
 * renamed or removed on the server fails the web's typecheck.
 */

type Verb = 'get' | 'put' | 'post' | 'delete' | 'patch';
export type ApiPath = keyof paths & string;
/** The methods a path has: openapi-typescript writes `get?: never` for the others. */
type MethodsOf<P extends ApiPath> = { [V in Verb]: paths[P][V] extends undefined ? never : Uppercase<V> }[Verb];
export type ApiMethod = Uppercase<Verb>;

/** Every operation of the document as 'METHOD /api/path', its path parameters written `{name}`. */
export type ApiRoute = { [P in ApiPath]: `${MethodsOf<P>} ${P}` }[ApiPath];

/** The names of a route's `{name}` path parameters. */
export type ParamNames<R extends string> = R extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type RouteParams<R extends string> = Record<ParamNames<R>, string>;

type Operation<R extends ApiRoute> = R extends `${infer M} ${infer P extends ApiPath}` ? NonNullable<paths[P][Lowercase<M> & Verb]> : never;

/** What the API answers as a file (Content-Disposition names it), not JSON. */
export type FileAnswer = { file: Blob; fileName: string };

type SuccessContent<O> = O extends { responses: infer Responses }
  ? { [Status in keyof Responses]: Status extends 200 | 201 | 202 | 204 ? (Responses[Status] extends { content: infer Content } ? Content : undefined) : never }[keyof Responses]
  : never;
/** JSON as its schema; a route that also or only answers another media type (CSV, PDF, iCalendar…) answers a file. */
type AnswerOf<Content> = [Content] extends [undefined]
  ? undefined
  : Content extends { 'application/json': infer Json }
    ? [Exclude<keyof Content, 'application/json'>] extends [never]
      ? Json
      : Json | FileAnswer
    : FileAnswer;

/** A route's successful answer, as the document declares it. */
export type ApiAnswer<R extends ApiRoute> = AnswerOf<SuccessContent<Operation<R>>>;

/** A route's body: its JSON schema, a FormData for a multipart upload, `undefined` when it takes none. */
export type ApiBody<R extends ApiRoute> =
  Operation<R> extends { requestBody?: infer Body } ? (Body extends { content: infer Content } ? (Content extends { 'application/json': infer Json } ? Json : FormData) : undefined) : undefined;
