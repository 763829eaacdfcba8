import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import type { InjectOptions } from 'fastify';

/**
 * Generators of hostile HTTP requests for any route of the API: the shapes an attacker or a broken
 * client sends (wrong types, missing and extra fields, huge/unicode/NUL strings, deep nesting,
 * broken JSON, wrong content types, huge numbers, arrays for objects, odd path parameters).
 */

/** Every field name the contracts know, so generated bodies reach the validators' inner rules. */
export const FIELD_NAMES = [
  'usermail',
  'password',
  'mail',
  'id',
  'userMail',
  'userName',
  'newPassword',
  'confirmPassword',
  'firstName',
  'lastName',
  'phoneNumber',
  'phone',
  'meetingType',
  'meetingId',
  'doctorCategoryName',
  'subject',
  'startDate',
  'endDate',
  'rating',
  'userId',
  'lockAccount',
  'meetingDates',
  'meetingsToRemove',
  'doctorCategories',
  'phoneEnabled',
  'teamsEnabled',
  'adeliNumber',
  'address',
  'companyName',
  'size',
  'date',
  'message',
  'to',
  'kind',
  'status',
  'search',
  'page',
  'pageSize',
  '__proto__',
  'constructor',
  'prototype',
] as const;

const hugeString = fc.integer({ min: 1_000, max: 70_000 }).chain((length) => fc.constantFrom('x', 'é', '😀', '\u0000', '[').map((unit) => unit.repeat(length)));
const unicodeString = fc.string({ unit: 'grapheme', maxLength: 40 });
const nulString = fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([before, after]) => `${before}\u0000${after}`);
const trickyString = fc.constantFrom(
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '0',
  '-1',
  'true',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '=cmd|/C calc',
  '../../etc/passwd',
  '\u202e',
  '\ud800',
  '\uffff',
  '%00',
  'a@b',
  'PHONE',
  'TEAMS',
  'Psychologue clinicien',
  '2030-01-07T09:00:00.000Z',
  '9999-99-99',
  '0612345678',
  '00000000-0000-0000-0000-000000000000',
  'Aa1!aaaa',
);
const hugeNumber = fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER * 1024, -(2 ** 63), 2 ** 64, 5e-324, -0, 1.5, 0, -1);

/** Arrays and objects nested `depth` levels around a leaf. */
const nested = (leaf: unknown) =>
  fc.tuple(fc.integer({ min: 3, max: 60 }), fc.boolean()).map(([depth, isArray]) => {
    let value = leaf;
    for (let level = 0; level < depth; level += 1) value = isArray ? [value] : { a: value };
    return value;
  });

const scalar = fc.oneof(
  { weight: 3, arbitrary: trickyString },
  { weight: 2, arbitrary: unicodeString },
  { weight: 2, arbitrary: nulString },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: hugeNumber },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: scalar.chain(nested) },
);

/** An object with some of the known fields, wrong values, and possibly unknown extra fields. */
const wrongObject = fc
  .tuple(fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 6 }), fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 2 }))
  .map(([known, extra]) => ({ ...extra, ...known }));

const brokenJson = fc.oneof(
  fc.constantFrom('{', '}', '{"usermail":', '[1,', '{"a":1}}', '"\\u12', 'nul', '{"a":undefined}', "{'a':1}", '{"a":01}', '\u0000', '{"a":"\u0000"}', ' '),
  wrongObject.map((object) => JSON.stringify(object)).chain((text) => fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut))),
  fc.integer({ min: 10, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 10, max: 3000 }).map((depth) => `{"subject":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`),
);

type Body = { contentType: string | undefined; payload: string | undefined };

const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: wrongObject.map((object) => ({ contentType: 'application/json', payload: JSON.stringify(object) })) },
  { weight: 2, arbitrary: value.map((anything) => ({ contentType: 'application/json', payload: JSON.stringify(anything) ?? 'null' })) },
  { weight: 3, arbitrary: brokenJson.map((text) => ({ contentType: 'application/json', payload: text })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/xml', 'application/jsonx', '*/*'),
        fc.oneof(
          fc.string({ maxLength: 50 }),
          wrongObject.map((object) => JSON.stringify(object)),
        ),
      )
      .map(([contentType, payload]) => ({ contentType, payload })),
  },
  { weight: 1, arbitrary: fc.constant({ contentType: undefined, payload: undefined }) },
  { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: '' }) },
);

/** encodeURIComponent refuses lone surrogates; send them as the raw bytes a broken client would. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const pathSegment = (knownIds: string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: knownIds.length > 0 ? fc.constantFrom(...knownIds) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).map(encode) },
    { weight: 1, arbitrary: unicodeString.filter((text) => text.length > 0).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%E0%A4%A', '..%2F..%2F', '%2e%2e', 'null', '-1', '1e308', 'x'.repeat(300), '%ff%fe', 'A'.repeat(43)) },
  );

const queryString = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...FIELD_NAMES, 'x[]', 'a[b]'), fc.oneof(trickyString, unicodeString, nulString, fc.constantFrom('9'.repeat(400), '-1', '1e308'))), {
        minLength: 1,
        maxLength: 4,
      })
      .map((pairs) => `?${pairs.map(([key, text]) => `${encode(key)}=${encode(text)}`).join('&')}`),
  },
  { weight: 1, arbitrary: fc.constantFrom('?%', '?a=%E0%A4%A', '?&&&==', `?${'a=1&'.repeat(500)}`) },
);

export type Principal = { name: string; authorization: string | undefined };

/** One generated request for a route such as POST /api/meeting/:id/cancel. */
export function malformedRequest(route: { method: HTTPMethods; url: string }, principals: Principal[], knownIds: string[]): fc.Arbitrary<InjectOptions> {
  const parameterCount = (route.url.match(/:[A-Za-z]+/g) ?? []).length;
  return fc
    .record({
      principal: fc.constantFrom(...principals),
      segments: fc.array(pathSegment(knownIds), { minLength: parameterCount, maxLength: parameterCount }),
      query: queryString,
      body,
      remoteAddress: fc.ipV4(),
    })
    .map(({ principal, segments, query, body: generated, remoteAddress }) => {
      let index = 0;
      const url = route.url.replace(/:[A-Za-z]+/g, () => segments[index++]) + query;
      const headers: Record<string, string> = {};
      if (principal.authorization) headers.authorization = principal.authorization;
      if (generated.contentType) headers['content-type'] = generated.contentType;
      const isBodyless = route.method === 'GET' || route.method === 'DELETE';
      return {
        method: route.method,
        url,
        headers,
        remoteAddress,
        ...(isBodyless || generated.payload === undefined ? {} : { payload: generated.payload }),
      } satisfies InjectOptions;
    });
}
