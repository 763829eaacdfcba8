import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parisMonthKey } from '@parenthese/shared';
import { employeeImports, employees, meetings } from './db/schema';
import type { RouteAccessEntry } from './plugins/auth';
import { createAdmin, createPsychologist, createEmployee } from '../test/support/factories';
import { bearerFor, createBookedConsultation, weekdayAt } from '../test/support/consultations';
import { multipartFile, SAMPLE_PDF, weekdayMonthsAgo } from '../test/support/billing';
import { createTestApp, type TestApp } from '../test/support/test-app';

/**
 * Administrators see accounts and company totals, never per-employee usage (docs/architecture.md):
 * an employee who booked (a past consultation, an upcoming one, a cancelled one) is looked for in
 * every admin GET answer, read as a TECH administrator with real ids. No answer may carry a
 * balance-like key, the employee's balance on their account, any of the consultations' ids or times,
 * nor, in an answer about a psychologist, the employee's id. The routes come from the app's own
 * table, so a new admin GET route is read from its first commit; one whose parameters cannot be
 * given here fails until it gets a value or a reason below.
 */

/** Keys that would say what an employee has left or used, wherever they appear. */
const BALANCE_KEY = /balance|available.?credit|remaining.?credit|credits?.?(left|used|spent|from.?company)|(used|spent).?credits?/i;
/** On an employee's own object, any key about credits or consultations is usage. */
const EMPLOYEE_USAGE_KEY = /credit|consultation|meeting|appointment|booking|booked|rating/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** Admin GET routes not read here, each with why; a route listed here that no longer exists fails the test. */
const NOT_READ: Record<string, string> = {};

/** Parameter values by name, and by route where one name means different records. */
let parameters: Record<string, string> = {};
const routeParameters: Record<string, Record<string, string>> = {};

let testApp: TestApp;
let techAuthorization: string;
let employeeId: string;
let employeeUsername: string;
let remainingCredits: number;
let consultationIds: string[];
let consultationTimes: Date[];
const answers: { route: string; url: string; status: number; contentType: string; body: string }[] = [];

const isAdminRoute = (entry: RouteAccessEntry) => entry.url.startsWith('/api/admin') || (typeof entry.access === 'object' && entry.access.roles.length === 1 && entry.access.roles[0] === 'ADMIN');
const adminGetRoutes = () => testApp.app.routeAccessTable.filter((entry) => entry.method === 'GET' && isAdminRoute(entry));
const routeKey = (entry: { method: string; url: string }) => `${entry.method} ${entry.url}`;
/** The route's address with its parameters filled in, or the names of the ones without a value. */
function addressOf(entry: RouteAccessEntry): { url: string; missing: string[] } {
  const missing: string[] = [];
  const url = entry.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = routeParameters[routeKey(entry)]?.[name] ?? parameters[name];
    if (!value) missing.push(name);
    return value ?? '';
  });
  return { url, missing };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db, app } = testApp;
  const psychologist = await createPsychologist(db);
  const employee = await createEmployee(db, { credits: 3 });
  employeeId = employee.id;
  employeeUsername = employee.login;
  const tech = await createAdmin(db, { adminRole: 'TECH' });
  techAuthorization = await bearerFor(testApp, tech);

  const past = await createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt: weekdayMonthsAgo(1, 10), doctorDecision: 'ACCEPTED' });
  const upcoming = await createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(7, 11, testApp.clock.now()) });
  const cancelled = await createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(9, 14, testApp.clock.now()) });
  const cancel = await app.inject({ method: 'POST', url: `/api/employee-service/meeting/${cancelled.id}/cancel`, headers: { authorization: await bearerFor(testApp, employee) } });
  if (cancel.statusCode !== 200) throw new Error(`cancellation failed: ${cancel.body}`);
  const seeded = await db.select().from(meetings).where(eq(meetings.employeeId, employee.id));
  consultationIds = seeded.map((consultation) => consultation.id);
  consultationTimes = seeded.flatMap((consultation) => [consultation.startsAt, consultation.endsAt]);
  [{ remainingCredits }] = await db.select({ remainingCredits: employees.availableCredits }).from(employees).where(eq(employees.userId, employee.id));
  // The world is as described: two consultations spent, the cancelled one given back.
  expect({ meetings: seeded.length, remainingCredits }).toEqual({ meetings: 3, remainingCredits: 1 });
  expect(new Set(seeded.map((consultation) => consultation.id))).toEqual(new Set([past.id, upcoming.id, cancelled.id]));

  // The past consultation's month has an invoice, so its download answers too.
  const billMonth = parisMonthKey(past.startsAt);
  const invoice = multipartFile('facture.pdf', SAMPLE_PDF);
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/admin/doctors/${psychologist.id}/bills/${billMonth}/document`,
    headers: { authorization: techAuthorization, ...invoice.headers },
    payload: invoice.payload,
  });
  if (uploaded.statusCode !== 200) throw new Error(`invoice upload failed: ${uploaded.body}`);

  // ':id' under /api/admin/doctors names a psychologist, the only GET routes with that name today.
  // An import of the employee's company, read as its progress.
  const [employeeImport] = await testApp.db
    .insert(employeeImports)
    .values({ companyId: employee.companyId, contentHash: 'usage', status: 'COMPLETED', totalCount: 1, createdCount: 1 })
    .returning({ id: employeeImports.id });
  parameters = { companyId: employee.companyId, employeeId: employee.id, id: psychologist.id, month: billMonth, importId: employeeImport.id };

  for (const entry of adminGetRoutes()) {
    if (routeKey(entry) in NOT_READ) continue;
    const { url, missing } = addressOf(entry);
    if (missing.length > 0) continue;
    // Plain (the spec's shape), paged, and searched on the employee: each takes another query.
    for (const query of ['', '?page=1&pageSize=100', `?search=${encodeURIComponent(employeeUsername)}`]) {
      const response = await app.inject({ method: 'GET', url: `${url}${query}`, headers: { authorization: techAuthorization } });
      answers.push({ route: routeKey(entry), url: `${url}${query}`, status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body });
    }
  }
});
afterAll(async () => testApp?.close());

/** Every leak found in one JSON answer, each with the path where it was found. */
function leaksIn(value: unknown, options: { forbidsEmployeeId: boolean }, path = '$'): string[] {
  if (typeof value === 'string') {
    const leaks: string[] = [];
    for (const id of consultationIds) if (value.includes(id)) leaks.push(`${path}: a consultation's id`);
    if (options.forbidsEmployeeId && value.includes(employeeId)) leaks.push(`${path}: the employee's id`);
    const time = ISO_TIME.test(value) ? Date.parse(value) : Number.NaN;
    for (const consultationTime of consultationTimes) {
      if (time === consultationTime.getTime() || value.includes(consultationTime.toISOString())) leaks.push(`${path}: a consultation's time (${value})`);
    }
    return leaks;
  }
  if (typeof value === 'number') return consultationTimes.some((time) => time.getTime() === value) ? [`${path}: a consultation's time (${value})`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaksIn(item, options, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const entries = Object.entries(value);
  const isEmployeeObject = entries.some(([, field]) => field === employeeId);
  const leaks = entries.flatMap(([key, field]) => {
    const here = `${path}.${key}`;
    const found = leaksIn(field, options, here);
    if (BALANCE_KEY.test(key)) found.push(`${here}: a balance`);
    else if (isEmployeeObject && EMPLOYEE_USAGE_KEY.test(key)) found.push(`${here}: the employee's usage`);
    if (isEmployeeObject && field === remainingCredits && typeof field === 'number') found.push(`${here}: the employee's remaining credits (${field})`);
    return found;
  });
  return leaks;
}

/** An answer about a psychologist (their list, credits, bills) never says which employee consulted. */
const isAboutPsychologists = (route: string) => route.includes('/api/admin/doctors');

function leaksOfAnswer(answer: (typeof answers)[number]): string[] {
  const options = { forbidsEmployeeId: isAboutPsychologists(answer.route) };
  if (answer.contentType.startsWith('application/json')) return leaksIn(JSON.parse(answer.body), options);
  // A document (the invoice download): its bytes, read as text, carry none of it either.
  const secrets = [...consultationIds, ...consultationTimes.map((time) => time.toISOString()), ...(options.forbidsEmployeeId ? [employeeId] : [])];
  return secrets.filter((secret) => answer.body.includes(secret)).map((secret) => `a document carries ${secret}`);
}

describe('admin answers carry accounts and company totals, never per-employee usage', () => {
  it('reads every admin GET route of the app, or names why not', () => {
    const routes = adminGetRoutes();
    const keys = routes.map(routeKey);
    expect(keys.length).toBeGreaterThanOrEqual(12);
    expect(
      Object.keys(NOT_READ).filter((key) => !keys.includes(key)),
      'NOT_READ names routes that do not exist',
    ).toEqual([]);
    const unread = routes
      .filter((entry) => !(routeKey(entry) in NOT_READ))
      .map((entry) => ({ route: routeKey(entry), missing: addressOf(entry).missing }))
      .filter(({ missing }) => missing.length > 0)
      .map(({ route, missing }) => `${route}: no value for :${missing.join(', :')}; give one (parameters, routeParameters) or list the route in NOT_READ with a reason`);
    expect(unread).toEqual([]);
    const read = new Set(answers.map((answer) => answer.route));
    expect(keys.filter((key) => !(key in NOT_READ) && !read.has(key))).toEqual([]);
  });

  it('gets a real answer from each, so the search below looks at real data', () => {
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.url}: ${answer.status} ${answer.body.slice(0, 120)}`)).toEqual([]);
    // The employee's account is listed, and the psychologist's bill counts the past consultation.
    const employeeList = answers.find((answer) => answer.route.endsWith('/employees/get/all'))!;
    expect(JSON.parse(employeeList.body).employeeAccounts).toContainEqual(expect.objectContaining({ employeeId, userName: employeeUsername }));
    const billing = answers.find((answer) => answer.route === 'GET /api/admin/doctors/:id/bills')!;
    expect(JSON.parse(billing.body).bills).toContainEqual(expect.objectContaining({ month: parameters.month, consultationsCount: 1 }));
  });

  it('recognises each leak it looks for, however it is spelled', () => {
    const [start] = consultationTimes;
    const found = (answer: unknown, forbidsEmployeeId = false) => leaksIn(answer, { forbidsEmployeeId }).length;
    expect(found({ items: [{ employeeId, creditsLeft: 0 }] })).toBe(1);
    expect(found({ employee: { id: employeeId, consultationsCount: 0 } })).toBe(1);
    expect(found({ employee: { id: employeeId, quota: remainingCredits } })).toBe(1);
    expect(found({ history: [`consultation ${consultationIds[2]}`] })).toBe(1);
    expect(found({ at: start.toISOString().replace('.000Z', 'Z') })).toBe(1);
    expect(found({ at: start.getTime() })).toBe(1);
    expect(found({ bills: [{ employeeId }] }, true)).toBe(1);
    expect(found({ bills: [{ employeeId }], createdAt: new Date(start.getTime() + 1).toISOString() })).toBe(0);
  });

  it('finds no balance, no consultation id or time, and no employee in an answer about a psychologist', () => {
    const leaks = answers.flatMap((answer) => leaksOfAnswer(answer).map((leak) => `${answer.url} ${leak}`));
    expect(leaks).toEqual([]);
  });

  it('answers an administrator who edits, blocks or tries to delete the employee without their usage', async () => {
    const { app } = testApp;
    const headers = { authorization: techAuthorization };
    const base = `/api/admin/companies/${parameters.companyId}/employees`;
    const writes = [
      await app.inject({ method: 'PUT', url: `${base}/update/${employeeId}`, headers, payload: { firstName: 'Léa', lastName: 'Moreau', service: 'Achats', job: 'Acheteuse' } }),
      await app.inject({ method: 'POST', url: '/api/account/lock/toggle', headers, payload: { userId: employeeId, lockAccount: true } }),
      await app.inject({ method: 'POST', url: '/api/account/lock/toggle', headers, payload: { userId: employeeId, lockAccount: false } }),
    ];
    expect(writes.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(writes.flatMap((response) => leaksIn(response.json(), { forbidsEmployeeId: false }))).toEqual([]);
    // The upcoming consultation keeps the account; the refusal does not say how many there are.
    const refused = await app.inject({ method: 'DELETE', url: `${base}/delete/${employeeId}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).not.toMatch(/\d/);
  });
});
