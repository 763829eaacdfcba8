import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import { apiClientTypes, API_CLIENT_TYPES_FILE } from '../scripts/api-client-types';
import type { paths } from '@parenthese/shared/api-schema';
import { createPsychologist, createEmployee } from '../test/support/factories';
import { createSlot, weekdayAt } from '../test/support/consultations';
import { createTestApp, type TestApp } from '../test/support/test-app';

/**
 * A client generated from the API document (openapi-typescript's types, openapi-fetch's calls) drives
 * a real listening server: if the document and the server disagree, the types or the answers break here.
 */

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => testApp?.close());

describe('the generated API client', () => {
  it('has its committed types up to date with the document (npm run api-client:generate -w @parenthese/api)', async () => {
    const document = structuredClone(testApp.app.swagger()) as Record<string, unknown>;
    expect(readFileSync(API_CLIENT_TYPES_FILE, 'utf8')).toBe(await apiClientTypes(document));
  });

  it('signs an employee in with a password, books a consultation and cancels it, typed by the document alone', async () => {
    const client = createClient<paths>({ baseUrl });
    const employee = await createEmployee(testApp.db, { credits: 2 });
    const psychologist = await createPsychologist(testApp.db, { categories: ['Psychologue du travail'] });
    const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(7, 10, testApp.clock.now()));

    const signIn = await client.POST('/api/token/create', { body: { usermail: employee.login, password: employee.password } });
    expect(signIn.response.status).toBe(200);
    // An employee has no second factor by default: the answer is the token itself.
    const token = signIn.data && 'token' in signIn.data ? signIn.data.token : undefined;
    expect(token).toEqual(expect.any(String));
    const headers = { authorization: `Bearer ${token}` };

    const found = await client.POST('/api/employee-service/meeting/find', {
      headers,
      body: {
        doctorCategoryName: 'Psychologue du travail',
        meetingType: 'TEAMS',
        startDate: weekdayAt(6, 0, testApp.clock.now()).toISOString(),
        endDate: weekdayAt(8, 23, testApp.clock.now()).toISOString(),
      },
    });
    expect(found.response.status).toBe(200);
    expect(JSON.stringify(found.data)).toContain(slot.id);

    const booked = await client.POST('/api/employee-service/meeting/create', {
      headers,
      body: { meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: 'Psychologue du travail', subject: 'Un moment difficile au travail' },
    });
    expect(booked.error).toBeUndefined();
    expect(booked.data?.meeting.meetingStatus).toBe('BOOKED');
    const consultationId = booked.data?.meeting.meetingId ?? '';

    const refused = await client.POST('/api/employee-service/meeting/create', { headers, body: { meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: 'Psychologue du travail' } });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.message).toEqual(expect.any(String));

    const cancelled = await client.POST('/api/employee-service/meeting/{id}/cancel', { headers, params: { path: { id: consultationId } } });
    expect(cancelled.data).toEqual(expect.objectContaining({ success: true, isLateCancellation: false, isCreditRefunded: true }));

    const listed = await client.GET('/api/employee-service/meeting/load', { headers });
    const consultation = listed.data?.meetings.find((candidate) => candidate.meetingId === consultationId);
    expect(consultation?.meetingStatus).toBe('CANCELLED');

    const account = await client.GET('/api/employee-service/employee/account/details', { headers });
    expect(account.response.status).toBe(200);

    const anonymous = await client.GET('/api/employee-service/meeting/load');
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.error?.message).toEqual(expect.any(String));
  });
});
