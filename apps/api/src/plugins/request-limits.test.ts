import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../test/support/factories';
import { bearerFor } from '../../test/support/consultations';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { pathOfNullCharacter } from './null-characters';
import { isNestedDeeperThan, MAX_JSON_DEPTH, TOO_DEEP } from './request-limits';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });

describe('deeply nested JSON', () => {
  it('is refused with 400 in French before it is parsed, at sign-in and on an authenticated route', async () => {
    const employee = await createEmployee(testApp.db);
    const authorization = await bearerFor(testApp, employee);
    for (const payload of ['['.repeat(2000) + ']'.repeat(2000), `{"usermail":${'{"a":'.repeat(600)}1${'}'.repeat(600)},"password":"x"}`]) {
      const signIn = await postJson('/api/token/create', payload);
      expect(signIn.statusCode).toBe(400);
      expect(signIn.json().message).toBe(TOO_DEEP);
    }
    // The repro (40 KB) is past sign-in's size limit: refused unread too.
    const repro = '['.repeat(20_000) + ']'.repeat(20_000);
    expect((await postJson('/api/token/create', repro)).statusCode).toBe(413);
    const reproOnBooking = await postJson('/api/employee-service/meeting/create', repro, { authorization });
    expect(reproOnBooking.statusCode).toBe(400);
    expect(reproOnBooking.json().message).toBe(TOO_DEEP);
    const deepSubject = `{"meetingType":"TEAMS","meetingId":"x","doctorCategoryName":"x","subject":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const booking = await postJson('/api/employee-service/meeting/create', deepSubject, { authorization });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().message).toBe(TOO_DEEP);
  });

  it('still accepts ordinary bodies and brackets inside strings', async () => {
    const response = await postJson('/api/token/create', JSON.stringify({ usermail: '[[[[[[[[[[[[[{{{{{{{{{{{{{{@exemple.fr', password: '\\"[[[[[[[[[[[[[[' }));
    expect(response.statusCode).toBe(401);
  });

  it('counts depth in one pass, ignoring brackets in strings and escaped quotes', () => {
    expect(isNestedDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(isNestedDeeperThan('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
    expect(isNestedDeeperThan(`["${'['.repeat(100)}"]`, 1)).toBe(false);
    expect(isNestedDeeperThan(`["\\"${'['.repeat(100)}"]`, 1)).toBe(false);
    expect(isNestedDeeperThan('['.repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('walking a body', () => {
  it('finds a NUL character at any depth without recursion', () => {
    let deep: unknown = 'a\u0000b';
    for (let level = 0; level < 50_000; level += 1) deep = { child: deep };
    expect(pathOfNullCharacter(deep)).toHaveLength(50_000);
    expect(pathOfNullCharacter({ a: ['x', { b: 'y\u0000' }] })).toEqual(['a', '1', 'b']);
    expect(pathOfNullCharacter({ a: ['x', { b: 'y' }] })).toBeNull();
  });
});

describe('body size limits per route', () => {
  it('keeps sign-in bodies small (413 in French) while other routes take more', async () => {
    const big = JSON.stringify({ usermail: 'a@b.fr', password: 'x'.repeat(6000) });
    const signIn = await postJson('/api/token/create', big);
    expect(signIn.statusCode).toBe(413);
    expect(signIn.json().message).toBe('La requête est trop volumineuse.');
    const contact = await postJson('/api/contact/request', JSON.stringify({ message: 'x'.repeat(200_000) }));
    expect(contact.statusCode).toBe(400);
    const huge = await postJson('/api/contact/request', JSON.stringify({ message: 'x'.repeat(400_000) }));
    expect(huge.statusCode).toBe(413);
  });

  it('lists every route in the route table with its limit', () => {
    const signIn = testApp.app.routeTable.find((route) => route.url === '/api/token/create');
    expect(signIn).toMatchObject({ method: 'POST', bodyLimit: 4096, hasBodySchema: true });
    expect(testApp.app.routeTable.length).toBeGreaterThan(25);
  });
});
