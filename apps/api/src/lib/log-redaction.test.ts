import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { errorCodes } from 'fastify';
import { createLoggedPaths, serializeError } from './log-redaction';
import { mailOutbox } from '../db/schema';
import { createPsychologist, createEmployee, signIn } from '../../test/support/factories';
import { createSlot, weekdayAt } from '../../test/support/consultations';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/** Every line the server logs at info level and above, across the flows that handle secrets. */
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let testApp: TestApp;
beforeAll(async () => {
  // A booking made to fail (500, a defect the API document does not declare) is part of the walk: no contract check here.
  testApp = await createTestApp({ logLevel: 'info', appUrl: 'https://parenthese.example' }, { logDestination: capture, isContractChecked: false });
});
afterAll(async () => testApp.close());

const SUBJECT = 'Idées noires depuis mon licenciement';
const FAILING_SUBJECT = 'Harcèlement par mon responsable, je ne dors plus';
const NEW_PASSWORD = 'Nouveau1!secret';

describe('logs', () => {
  it('keep no token, link, password, mail, recipient, subject or query parameter across reset, booking, cancellation and a failing query', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db);
    const secrets: string[] = [psychologist.login, employee.email!, employee.id, SUBJECT, FAILING_SUBJECT, NEW_PASSWORD, employee.password];

    // A password reset, asked for and confirmed.
    const requested = await testApp.app.inject({ method: 'POST', url: '/api/account/password/reset/request', payload: { mail: psychologist.login } });
    expect(requested.statusCode).toBe(200);
    await testApp.services.deferredWork.idle();
    const [resetMail] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, psychologist.login));
    const link = resetMail.textBody.match(/https:\/\/parenthese\.example\/reset-password\/([A-Za-z0-9_-]+)/)!;
    secrets.push(link[0], link[1], resetMail.textBody);
    const confirmed = await testApp.app.inject({ method: 'POST', url: `/api/account/password/reset/confirm/${link[1]}?source=mail&token=${link[1]}`, payload: { newPassword: NEW_PASSWORD } });
    expect(confirmed.statusCode).toBe(200);

    // A booking with a subject, then its cancellation (a mail to the psychologist).
    const session = await signIn(testApp.app, employee.login, employee.password);
    secrets.push(session.token);
    const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(5, 9, testApp.clock.now()));
    const booked = await testApp.app.inject({
      method: 'POST',
      url: `/api/employee-service/meeting/create?subject=${encodeURIComponent(SUBJECT)}`,
      headers: { authorization: session.authorization },
      payload: { meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: 'Psychologue clinicien', subject: SUBJECT },
    });
    expect(booked.statusCode).toBe(200);
    const cancelled = await testApp.app.inject({ method: 'POST', url: `/api/employee-service/meeting/${slot.id}/cancel`, headers: { authorization: session.authorization } });
    expect(cancelled.statusCode).toBe(200);
    await testApp.services.deferredWork.idle();
    const cancellationMails = await testApp.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.kind, ['appointment-cancelled', 'doctor-appointment-cancelled']));
    expect(cancellationMails).toHaveLength(2);
    secrets.push(...cancellationMails.map((mail) => mail.textBody));

    // A query that fails inside the booking transaction, with the subject and the employee id among its parameters.
    await testApp.db.execute(sql`create function refuse_booking() returns trigger language plpgsql as $$ begin raise exception 'panne simulée'; end $$`);
    await testApp.db.execute(sql`create trigger refuse_booking before update on meetings for each row when (new.status = 'BOOKED') execute function refuse_booking()`);
    const other = await createSlot(testApp.db, psychologist.id, weekdayAt(6, 10, testApp.clock.now()));
    const failed = await testApp.app.inject({
      method: 'POST',
      url: '/api/employee-service/meeting/create',
      headers: { authorization: session.authorization },
      payload: { meetingType: 'TEAMS', meetingId: other.id, doctorCategoryName: 'Psychologue clinicien', subject: FAILING_SUBJECT },
    });
    expect(failed.statusCode).toBe(500);
    await testApp.db.execute(sql`drop trigger refuse_booking on meetings`);

    const log = lines.join('');
    // The capture works: the failure is there, with its SQL but not its values.
    expect(log).toContain('unexpected error');
    // The booking is one call of the book_consultation function (its parameters include the subject).
    expect(log).toMatch(/Failed query: (\\n)?\s*select book_consultation\(/);
    expect(log).toContain('/api/account/password/reset/confirm/:resetToken');
    for (const secret of secrets) expect(log, secret.slice(0, 60)).not.toContain(secret);
    expect(log).not.toMatch(/Bearer /);
    expect(log).not.toMatch(/licenciement|source=mail/);
  });
});

describe('what is logged of a path no route matched', () => {
  const loggedPaths = createLoggedPaths(['/', '/contact', '/reset-password/:resetToken', '/account/admin/:psychologistId', '/account/admin']);
  loggedPaths.addRoute('/api/health');
  loggedPaths.addRoute('/:anything');

  it('names a page by its pattern, matched as the web router does: any case, one trailing slash', () => {
    expect(loggedPaths.patternOf('/reset-password/abc?x=1')).toBe('/reset-password/:resetToken');
    expect(loggedPaths.patternOf('/Reset-Password/abc/')).toBe('/reset-password/:resetToken');
    expect(loggedPaths.patternOf('/account/admin/abc')).toBe('/account/admin/:psychologistId');
    expect(loggedPaths.patternOf('/contact/')).toBe('/contact');
    expect(loggedPaths.patternOf('/')).toBe('/');
  });

  it('covers a pattern it is given, so a page added to routePatterns is covered without more code', () => {
    const withNewPage = createLoggedPaths(['/invitation/:invitationToken']);
    expect(withNewPage.patternOf('/invitation/abc')).toBe('/invitation/:invitationToken');
    expect(withNewPage.patternOf('/invitation/abc/def')).toBe('/invitation/*');
  });

  it('keeps only a known first segment of anything else', () => {
    expect(loggedPaths.patternOf('/reset-password/')).toBe('/reset-password');
    expect(loggedPaths.patternOf('/reset-password/abc/def')).toBe('/reset-password/*');
    expect(loggedPaths.patternOf('/api/unknown/abc')).toBe('/api/*');
    expect(loggedPaths.patternOf('/api')).toBe('/api');
    expect(loggedPaths.patternOf('/abc')).toBe('/*');
    expect(loggedPaths.patternOf('/unknown-thing/abc')).toBe('/*');
    expect(loggedPaths.patternOf('//abc')).toBe('/*');
    expect(loggedPaths.patternOf('http://host/reset-password/abc')).toBe('/*');
    expect(loggedPaths.patternOf('*')).toBe('/*');
  });
});

describe('serializeError', () => {
  it('drops the raw url Fastify quotes in its own errors', () => {
    const error = new errorCodes.FST_ERR_REP_ALREADY_SENT('/reset-password/SECRET-7f3a', 'GET');
    const serialized = serializeError(error);
    expect(serialized.code).toBe('FST_ERR_REP_ALREADY_SENT');
    expect(serialized.message).toContain('Reply was already sent');
    expect(JSON.stringify(serialized)).not.toContain('SECRET-7f3a');
    expect(serializeError(new errorCodes.FST_ERR_BAD_URL('/reset-password/SECRET-7f3a%')).message).not.toContain('SECRET');
  });
});
