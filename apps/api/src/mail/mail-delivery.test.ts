import { afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { createAdmin, createCompany, createPsychologist, createEmployee, signIn } from '../../test/support/factories';
import { startFakeSmtp } from '../../test/support/fake-smtp';
import { letTimePass } from '../../test/support/jobs';
import { bearerFor, createBookedConsultation, createSlot, weekdayAt } from '../../test/support/consultations';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { validContactRequest } from '../../test/support/contact-requests';
import { mailRetrySweepJob } from './job-definitions';

const HOUR = 60 * 60 * 1000;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** A server with an SMTP server of its own; jobs run only when the test says so (runDue). */
async function serverWithSmtp() {
  const smtp = await startFakeSmtp();
  const testApp = await createTestApp({ smtpUrl: smtp.url, salesEmail: 'ventes@parenthese.test' });
  cleanups.push(() => smtp.close());
  cleanups.push(() => testApp.close());
  return { smtp, testApp };
}

const outbox = (testApp: TestApp) => testApp.db.select().from(mailOutbox).orderBy(mailOutbox.sequence);
const askForDemo = (testApp: TestApp, overrides: Record<string, unknown> = {}) => testApp.app.inject({ method: 'POST', url: '/api/contact/request', payload: validContactRequest(overrides) });
async function adminMails(testApp: TestApp) {
  const tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
  const { authorization } = await signIn(testApp.app, tech.login);
  const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/mails', headers: { authorization } });
  expect(response.statusCode).toBe(200);
  return response.json().mails as { id: string; kind: string; status: string; attempts: number; nextAttemptAt: string | null; error: string | null }[];
}

describe('mail delivery', () => {
  it('sends each mail with a Message-ID of its outbox row, Auto-Submitted, and Reply-To the requester on the sales copy', async () => {
    const { smtp, testApp } = await serverWithSmtp();
    expect((await askForDemo(testApp, { mail: 'claire.rh@client.fr' })).statusCode).toBe(200);
    // Written with the request, sent by the job engine.
    expect(smtp.received).toHaveLength(0);
    // (The count of runs would include the jobs every start sends, such as the import takeover's sweep.)
    await testApp.services.jobs.runDue();
    expect(smtp.received).toHaveLength(2);

    const rows = await outbox(testApp);
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['contact-sales', 'SENT', 1],
      ['contact-ack', 'SENT', 1],
    ]);
    const sales = smtp.received.find((mail) => mail.to.includes('ventes@parenthese.test'))!;
    const acknowledgement = smtp.received.find((mail) => mail.to.includes('claire.rh@client.fr'))!;
    expect(sales.messageId).toBe(`<${rows[0].id}@parenthese.fr>`);
    expect(acknowledgement.messageId).toBe(`<${rows[1].id}@parenthese.fr>`);
    expect(sales.replyTo).toBe('claire.rh@client.fr');
    expect(acknowledgement.replyTo).toBeNull();
    for (const mail of [sales, acknowledgement]) expect(mail.headers['auto-submitted']).toBe('auto-generated');
  });

  it('gives a mail sent again the same Message-ID, so that it is recognisable as one', async () => {
    const { smtp, testApp } = await serverWithSmtp();
    const id = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'rh@client.fr', subject: 'Merci', text: 'x' });
    await testApp.services.jobs.runDue();
    // The SENT write lost after the server's acceptance (a crash at that moment): the retry sends it again.
    await testApp.db
      .update(mailOutbox)
      .set({ status: 'PENDING', sentAt: null, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, id));
    await testApp.services.jobs.runDue({ includeScheduled: [mailRetrySweepJob] });
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([`<${id}@parenthese.fr>`, `<${id}@parenthese.fr>`]);
  });

  it('keeps the answers of actions that mail while the SMTP server is down, then delivers every mail exactly once when it is back', async () => {
    const { smtp, testApp } = await serverWithSmtp();
    const { db, app, services } = testApp;
    await smtp.stop();

    // A demo request: the sales copy and the acknowledgement.
    expect((await askForDemo(testApp)).statusCode).toBe(200);
    // A password reset: the answer first, the mail written after it.
    const resetAsker = await createEmployee(db);
    const reset = await app.inject({ method: 'POST', url: '/api/account/password/reset/request', payload: { mail: resetAsker.email, id: '' } });
    expect(reset.statusCode).toBe(200);
    await services.deferredWork.idle();
    // A booking that brings the company's pool to its alert threshold: the company is told by the night's snapshot.
    const company = await createCompany(db, { creditsAmount: 10, isLowCreditsMailEnabled: true, lowCreditsThresholdPercent: 95 });
    const employee = await createEmployee(db, { companyId: company.id, credits: 3 });
    const employeeBearer = await bearerFor(testApp, employee);
    const psychologist = await createPsychologist(db, { categories: ['Psychologue du travail'] });
    const slot = await createSlot(db, psychologist.id, weekdayAt(3, 10, testApp.clock.now()));
    const booking = await app.inject({
      method: 'POST',
      url: '/api/employee-service/meeting/create',
      headers: { authorization: employeeBearer },
      payload: { meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: 'Psychologue du travail', subject: 'Fatigue' },
    });
    expect(booking.statusCode).toBe(200);
    await services.poolSnapshots.takePoolSnapshots(new Date(testApp.clock.now().getTime() + 86_400_000));
    // A cancellation by the employee: the psychologist is told.
    const consultation = await createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(6, 14, testApp.clock.now()) });
    const cancel = await app.inject({ method: 'POST', url: `/api/employee-service/meeting/${consultation.id}/cancel`, headers: { authorization: employeeBearer } });
    expect(cancel.statusCode).toBe(200);

    await services.deferredWork.idle();
    const written = await outbox(testApp);
    expect(written.map((row) => row.kind).sort()).toEqual([
      'appointment-cancelled',
      'appointment-requested',
      'company-low-credits',
      'contact-ack',
      'contact-sales',
      'doctor-appointment-cancelled',
      'doctor-appointment-request',
      'password-reset',
    ]);
    await services.jobs.runDue();
    expect(smtp.received).toHaveLength(0);
    for (const row of await outbox(testApp)) {
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, error: expect.stringMatching(/ECONNREFUSED/) });
      // The delivery's retry times stay on real time (decision 0078): they are the mailer's, counted by the database.
      expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    }
    // The mail view tells they wait, how many attempts, and when the next one is.
    const shown = await adminMails(testApp);
    const salesShown = shown.find((mail) => mail.kind === 'contact-sales')!;
    expect(salesShown).toMatchObject({ status: 'PENDING', attempts: 1, nextAttemptAt: expect.any(String), error: expect.stringMatching(/ECONNREFUSED/) });
    // What a consultation mail's error says stays hidden.
    expect(shown.find((mail) => mail.kind === 'doctor-appointment-cancelled')).toMatchObject({ status: 'PENDING', attempts: 1, error: null });

    await smtp.start();
    // Back, but no attempt is due before its time.
    await services.jobs.runDue({ includeScheduled: [mailRetrySweepJob] });
    expect(smtp.received).toHaveLength(0);
    await letTimePass(db, 2 * 60 * 1000);
    await services.jobs.runDue({ includeScheduled: [mailRetrySweepJob] });

    const delivered = await outbox(testApp);
    expect(delivered.map((row) => [row.status, row.attempts])).toEqual(written.map(() => ['SENT', 2]));
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(delivered.map((row) => `<${row.id}@parenthese.fr>`).sort());
    // Nothing goes twice, whatever runs later.
    await letTimePass(db, 48 * HOUR);
    await services.jobs.runDue({ includeScheduled: [mailRetrySweepJob], ignoreStartAfter: true });
    expect(smtp.received).toHaveLength(written.length);
  });

  it('marks a mail FAILED with its reason after about 24 hours of retries, and the mail view shows it', async () => {
    const { smtp, testApp } = await serverWithSmtp();
    await smtp.stop();
    const open = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'rh@client.fr', subject: 'Merci', text: 'x' });
    const confidential = await testApp.services.mailer.send({ kind: 'appointment-cancelled', to: 'salarie@client.fr', subject: 'Annulé', text: 'x' });
    await testApp.services.jobs.runDue();
    // Still retried after 20 hours…
    await letTimePass(testApp.db, 20 * HOUR);
    await testApp.services.jobs.runDue({ includeScheduled: [mailRetrySweepJob] });
    expect((await outbox(testApp)).map((row) => [row.status, row.attempts])).toEqual([
      ['PENDING', 2],
      ['PENDING', 2],
    ]);
    // …given up past 24.
    await letTimePass(testApp.db, 5 * HOUR);
    await testApp.services.jobs.runDue({ includeScheduled: [mailRetrySweepJob] });

    const rows = await outbox(testApp);
    expect(rows.map((row) => [row.status, row.attempts, row.nextAttemptAt])).toEqual([
      ['FAILED', 3, null],
      ['FAILED', 3, null],
    ]);
    const shown = await adminMails(testApp);
    expect(shown.find((mail) => mail.id === open)).toMatchObject({ status: 'FAILED', attempts: 3, nextAttemptAt: null, error: expect.stringMatching(/ECONNREFUSED/) });
    expect(shown.find((mail) => mail.id === confidential)).toMatchObject({ status: 'FAILED', attempts: 3, error: null });
    // Given up means given up: the server back, nothing goes until an administrator queues it again.
    await smtp.start();
    await testApp.services.jobs.runDue({ includeScheduled: [mailRetrySweepJob], ignoreStartAfter: true });
    expect(smtp.received).toHaveLength(0);
  });
});
