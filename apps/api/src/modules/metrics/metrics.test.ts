import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { mailOutbox } from '../../db/schema';
import { JOB_SCHEMA } from '../../jobs/job-engine';
import { mailDeliveryJob } from '../../mail/job-definitions';
import { createAdmin, createCompany, createPsychologist, createEmployee, signIn } from '../../../test/support/factories';
import { bearerFor, createSlot, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { HTTP_METHODS, METRICS_TOKEN_REFUSED, SIGN_IN_OUTCOMES, UNMATCHED_ROUTE } from './metrics';
import { freePort } from '../../../test/support/server-process';

const TOKEN = 'jeton-des-metriques-de-test-0123456789';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ metricsToken: TOKEN });
});
afterAll(async () => testApp.close());

const scrapeText = async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const scrape = async () => parsePrometheusTextFormat(await scrapeText());
/**
 * Every sample with all its labels: the parser folds a histogram's samples into buckets keyed by `le` and
 * drops their other labels, so the same text is parsed again without its HELP and TYPE lines, which makes
 * each `_bucket`, `_sum` and `_count` line a sample of its own, labels kept.
 */
const scrapeEverySample = async () => parsePrometheusTextFormat((await scrapeText()).replace(/^# (HELP|TYPE) .*\n/gm, ''));
const familyOf = (families: MetricFamily[], name: string) => families.find((family) => family.name === name);
/** The value of one sample of a counter or gauge (0 when absent), the labels given matching. */
const valueOf = (families: MetricFamily[], name: string, labels: Record<string, string> = {}) => {
  const sample = familyOf(families, name)?.metrics.find((metric) => Object.entries(labels).every(([key, value]) => metric.labels?.[key] === value));
  return Number(sample?.value ?? 0);
};

const callAsEmployee = (authorization: string, url: string, payload: object = {}) => testApp.app.inject({ method: 'POST', url: `/api/employee-service${url}`, headers: { authorization }, payload });

describe('GET /metrics', () => {
  it('asks for its bearer token, in French, and compares it whole', async () => {
    for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: METRICS_TOKEN_REFUSED });
      expect(response.body).not.toContain('parenthese_');
    }
    const served = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(served.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(served.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(plain.app.routeTable.some((route) => route.url === '/metrics')).toBe(false);
    } finally {
      await plain.close();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves the metrics without token on 127.0.0.1 only, beside a main port without /metrics', async () => {
    const port = await freePort();
    const separate = await createTestApp({ metricsPort: port });
    try {
      await separate.app.listen({ port: 0, host: '127.0.0.1' });
      const served = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('parenthese_sign_ins_total');
      const other = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ code: 'NOT_FOUND', message: 'Ressource introuvable.' });
      expect((await separate.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await separate.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('business counters', () => {
  it('count a booking, a move and a cancellation once each, after they succeed', async () => {
    const company = await createCompany(testApp.db, { creditsAmount: 10 });
    const employee = await createEmployee(testApp.db, { companyId: company.id, credits: 3 });
    const authorization = await bearerFor(testApp, employee);
    const psychologist = await createPsychologist(testApp.db, { categories: ['Psychologue du travail'] });
    const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(3, 10, testApp.clock.now()));
    const other = await createSlot(testApp.db, psychologist.id, weekdayAt(4, 11, testApp.clock.now()));
    const before = await scrape();

    expect((await callAsEmployee(authorization, '/meeting/create', { meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: 'Psychologue du travail' })).statusCode).toBe(200);
    // Refused (the slot is taken now): not counted.
    expect((await callAsEmployee(authorization, '/meeting/create', { meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: 'Psychologue du travail' })).statusCode).toBe(409);
    expect((await callAsEmployee(authorization, `/meeting/${slot.id}/move`, { meetingId: other.id })).statusCode).toBe(200);
    expect((await callAsEmployee(authorization, `/meeting/${slot.id}/cancel`)).statusCode).toBe(200);
    expect((await callAsEmployee(authorization, `/meeting/${slot.id}/cancel`)).statusCode).toBe(409);

    const after = await scrape();
    for (const name of ['parenthese_bookings_total', 'parenthese_moves_total', 'parenthese_cancellations_total']) {
      expect(valueOf(after, name) - valueOf(before, name), name).toBe(1);
    }
  });

  it('count sign-ins by outcome', async () => {
    const employee = await createEmployee(testApp.db);
    const locked = await createEmployee(testApp.db, { isLocked: true });
    const admin = await createAdmin(testApp.db);
    const before = await scrape();

    await signIn(testApp.app, employee.login);
    await signIn(testApp.app, admin.login);
    const wrong = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: employee.login, password: 'Mauvais123!' } });
    expect(wrong.statusCode).toBe(401);
    const refused = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: locked.login, password: locked.password } });
    expect(refused.statusCode).toBe(403);

    const after = await scrape();
    const added = (outcome: string) => valueOf(after, 'parenthese_sign_ins_total', { outcome }) - valueOf(before, 'parenthese_sign_ins_total', { outcome });
    // The administrator's sign-in is two steps: the password asks for the code, then the code succeeds.
    expect({ success: added('success'), secondFactor: added('second_factor_required'), wrong: added('wrong_credentials'), locked: added('locked') }).toEqual({
      success: 2,
      secondFactor: 1,
      wrong: 1,
      locked: 1,
    });
    expect(
      familyOf(after, 'parenthese_sign_ins_total')
        ?.metrics.map((metric) => metric.labels?.outcome)
        .sort(),
    ).toEqual([...SIGN_IN_OUTCOMES].sort());
  });
});

describe('figures read at scrape time', () => {
  it('reflect the outbox rows: waiting, failed, and the oldest waiting one’s age on the database clock', async () => {
    const before = await scrape();
    const waiting = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'attente@example.fr', subject: 'a', text: 'b' });
    const failed = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'echec@example.fr', subject: 'c', text: 'd' });
    await testApp.db.update(mailOutbox).set({ status: 'FAILED', error: 'refus' }).where(eq(mailOutbox.id, failed));
    // Two hours ago, as the database counts: no test clock involved.
    await testApp.db.execute(sql`UPDATE mail_outbox SET created_at = now() - interval '2 hours', queued_at = now() - interval '2 hours' WHERE id = ${waiting}`);

    const after = await scrape();
    expect(valueOf(after, 'parenthese_outbox_pending') - valueOf(before, 'parenthese_outbox_pending')).toBe(1);
    expect(valueOf(after, 'parenthese_outbox_failed') - valueOf(before, 'parenthese_outbox_failed')).toBe(1);
    expect(valueOf(after, 'parenthese_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(2 * 3600);
    expect(valueOf(after, 'parenthese_outbox_oldest_pending_age_seconds')).toBeLessThan(3 * 3600);
  });

  it('reflect the job rows: waiting and failed jobs by queue, every declared queue listed', async () => {
    const before = await scrape();
    // One waiting job per key on this queue: two keys for two jobs.
    const send = () => {
      const mailId = randomUUID();
      return testApp.services.jobs.send(mailDeliveryJob, { mailId }, { singletonKey: mailId });
    };
    await send();
    const failedId = await send();
    expect(failedId).not.toBeNull();
    await testApp.db.execute(sql`UPDATE ${sql.raw(JOB_SCHEMA)}.job SET state = 'failed' WHERE id = ${failedId}`);

    const after = await scrape();
    const job = { job: mailDeliveryJob.name };
    expect(valueOf(after, 'parenthese_job_queue_depth', job) - valueOf(before, 'parenthese_job_queue_depth', job)).toBe(1);
    expect(valueOf(after, 'parenthese_job_failed', job) - valueOf(before, 'parenthese_job_failed', job)).toBe(1);
    expect(familyOf(after, 'parenthese_job_queue_depth')?.metrics.length).toBeGreaterThanOrEqual(5);
    // PGlite has no pool: no pool metric rather than a meaningless 0.
    expect(familyOf(after, 'parenthese_db_pool_in_use') !== undefined).toBe(testApp.services.databaseKind === 'postgres');
  });
});

describe('labels', () => {
  const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
  const EMAIL = /@/;
  const DIGIT_ID = /\d{4,}/;

  it('carry route patterns, methods, statuses, queue names and outcomes only: never an id, an email or a path', async () => {
    const employee = await createEmployee(testApp.db);
    const authorization = await bearerFor(testApp, employee);
    const id = randomUUID();
    // Paths with ids, an email and digits, matched or not, signed in or not.
    await callAsEmployee(authorization, `/meeting/${id}/cancel`);
    await testApp.app.inject({ method: 'GET', url: `/api/employee-service/meeting/${id}/continue`, headers: { authorization } });
    await testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${id}/accept` });
    await testApp.app.inject({ method: 'GET', url: `/api/calendar/${id}.ics` });
    await testApp.app.inject({ method: 'GET', url: `/api/inconnue/${employee.email}/1234567` });
    await testApp.app.inject({ method: 'GET', url: `/salaries/${id}?mail=${employee.email}` });
    await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: employee.email, password: 'Mauvais123!' } });

    const families = await scrape();
    const samples = await scrapeEverySample();
    const routes = new Set([...testApp.app.routeTable.map((route) => route.url), UNMATCHED_ROUTE]);
    const jobNames = new Set(((await testApp.services.jobs.queueFigures()) as { name: string }[]).map((queue) => queue.name));
    const allowed: Record<string, (value: string) => boolean> = {
      route: (value) => routes.has(value),
      method: (value) => (HTTP_METHODS as readonly string[]).includes(value) || value === 'other',
      status: (value) => /^[1-5]\d\d$/.test(value),
      job: (value) => jobNames.has(value),
      outcome: (value) => (SIGN_IN_OUTCOMES as readonly string[]).includes(value),
      // A histogram bucket's upper bound.
      le: (value) => value === '+Inf' || Number.isFinite(Number(value)),
    };
    const seen = new Set<string>();
    for (const family of samples) {
      for (const sample of family.metrics) {
        for (const [label, value] of Object.entries(sample.labels ?? {})) {
          seen.add(`${label}=${value}`);
          expect(value, `${family.name}{${label}}`).not.toMatch(UUID);
          expect(value, `${family.name}{${label}}`).not.toMatch(EMAIL);
          if (label !== 'le') expect(value, `${family.name}{${label}}`).not.toMatch(DIGIT_ID);
          if (family.name.startsWith('parenthese_')) expect(allowed[label]?.(value), `${family.name}{${label}="${value}"}`).toBe(true);
        }
      }
    }
    // The requests above are counted, under their patterns.
    for (const label of ['route=/api/employee-service/meeting/:id/cancel', 'route=/api/calendar/:token.ics', `route=${UNMATCHED_ROUTE}`, 'status=401', 'status=404']) expect(seen).toContain(label);
    expect(familyOf(families, 'parenthese_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
  });
});
