import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { DATA_RETENTION_STEPS } from '@parenthese/shared';
import { auditLog, companies, contactRequests, dataRetentionRuns, emailChangeRequests, accountInvitations, mailOutbox, meetings, passwordResetTokens, sessions, users } from '../../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { ERASED_MAIL_BODY } from './retention-steps';

const DAY_MS = 24 * 60 * 60 * 1000;
const TEMPORARY_PASSWORD_DAYS = 7;

let testApp: TestApp;
beforeAll(async () => {
  // On the fixed clock (decision 0078): the rows the database stamps itself (created_at) are dated `start` below.
  testApp = await createTestApp({ temporaryPasswordLifetimeDays: TEMPORARY_PASSWORD_DAYS });
});
afterAll(async () => testApp.close());

/** The clock moved `days` after the moment the records were written. */
const after = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);
const run = (now: Date) => testApp.services.dataRetention.runDataRetention(now);
const erased = (results: Awaited<ReturnType<typeof run>>) => Object.fromEntries(results.map((result) => [result.step, result.erasedCount]));

describe('the data-retention job, with the clock moved past each period', () => {
  it('erases or deletes each kind of record after its period, and keeps what is not due', async () => {
    const { db } = testApp;
    const start = testApp.clock.now();
    // Records written at `start` (a consultation ending then; mails, requests, links written then).
    const psychologist = await createPsychologist(db);
    const employee = await createEmployee(db);
    const consultation = await createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt: new Date(start.getTime() - 60 * 60 * 1000), subject: 'Stress au travail' });

    const sentMail = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'a@b.fr', subject: 'Merci', text: 'Texte du mail', html: '<p>Texte</p>' });
    await db
      .update(mailOutbox)
      .set({
        status: 'SENT',
        replyTo: 'demandeur@exemple.fr',
        calendarMethod: 'REQUEST',
        calendarContent: 'BEGIN:VCALENDAR',
        attachmentName: 'rapport.pdf',
        attachmentContentType: 'application/pdf',
        attachmentContent: Buffer.from('%PDF'),
      })
      .where(eq(mailOutbox.id, sentMail));
    const pendingMail = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'c@d.fr', subject: 'En attente', text: 'Encore à envoyer' });
    await db.update(mailOutbox).set({ status: 'PENDING' }).where(eq(mailOutbox.id, pendingMail));

    const [handled] = await db
      .insert(contactRequests)
      .values({ firstName: 'Ana', lastName: 'Lopez', email: 'ana@exemple.fr', companyName: 'Acme', companySize: '10-49', requestedAt: start, handledAt: start })
      .returning();
    const [unhandled] = await db
      .insert(contactRequests)
      .values({ firstName: 'Bob', lastName: 'Roy', email: 'bob@exemple.fr', companyName: 'Beta', companySize: '10-49', requestedAt: start })
      .returning();

    // Never activated: a temporary password issued at `start`, and an invitation sent then, both expiring a week later.
    const sharedCompany = await createCompany(db);
    const temporary = await createEmployee(db, { email: null, companyId: sharedCompany.id });
    await db.update(users).set({ isFirstConnection: true, temporaryPasswordIssuedAt: start }).where(eq(users.id, temporary.id));
    const invited = await createEmployee(db, { email: null, companyId: sharedCompany.id });
    await createEmployee(db, { companyId: sharedCompany.id });
    await db.update(users).set({ isFirstConnection: true, temporaryPasswordIssuedAt: null }).where(eq(users.id, invited.id));
    await db.insert(accountInvitations).values({ userId: invited.id, email: 'invite@exemple.fr', tokenHash: 'h-invite', sentAt: start, expiresAt: after(start, TEMPORARY_PASSWORD_DAYS) });
    // Also still on first connection, but with a consultation (the safety check): kept.
    const withConsultation = await createEmployee(db, { email: null });
    await createBookedConsultation(db, { doctorId: psychologist.id, employee: withConsultation, startsAt: new Date(start.getTime() - 3 * 60 * 60 * 1000) });
    await db.update(users).set({ isFirstConnection: true, temporaryPasswordIssuedAt: start }).where(eq(users.id, withConsultation.id));
    // Activated: kept whatever the clock.
    const activated = await createEmployee(db);

    await bearerFor(testApp, activated);
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, activated.id));
    await db.insert(passwordResetTokens).values({ userId: activated.id, tokenHash: 'h-reset', expiresAt: after(start, 1 / 24), usedAt: start });
    await db.insert(emailChangeRequests).values({ userId: activated.id, newEmail: 'nouvelle@exemple.fr', confirmTokenHash: 'h-c', refuseTokenHash: 'h-r', expiresAt: after(start, 400) });
    // A change confirmed at `start`: the account's address history (reset hold, undo link, reset notices, erasure).
    const confirmedChange = {
      userId: activated.id,
      newEmail: 'actuelle@exemple.fr',
      previousEmail: 'ancienne@exemple.fr',
      status: 'CONFIRMED' as const,
      confirmTokenHash: 'h-c2',
      refuseTokenHash: 'h-r2',
      expiresAt: after(start, 1),
      endedAt: start,
    };
    await db.insert(emailChangeRequests).values(confirmedChange);
    const confirmedChangeKept = async () => (await db.select().from(emailChangeRequests).where(eq(emailChangeRequests.confirmTokenHash, 'h-c2'))).length === 1;
    await db.insert(auditLog).values({ action: 'test.action', createdAt: start });
    // The mailer and the audit journal stamp their rows with the database's time, not the app's clock:
    // written here, they are dated `start`, as the records above.
    await db.update(mailOutbox).set({ createdAt: start });
    await db.update(auditLog).set({ createdAt: start });
    const [audits] = await db.select({ total: count() }).from(auditLog);

    const motive = async () => (await db.select({ subject: meetings.subject }).from(meetings).where(eq(meetings.id, consultation.id)))[0].subject;
    const mail = async (id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
    const userIds = async () =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.id, [temporary.id, invited.id, withConsultation.id, activated.id]))
      ).map((row) => row.id);

    // Day 29: nothing personal is due yet (sessions and used links only: a day).
    const day29 = erased(await run(after(start, 29)));
    expect(await motive()).toBe('Stress au travail');
    expect((await mail(sentMail)).textBody).toBe('Texte du mail');
    expect(day29).toMatchObject({ motives: 0, 'mail-bodies': 0, 'mail-rows': 0, 'demo-requests': 0, 'unactivated-accounts': 0, 'audit-rows': 0 });
    expect(day29['sign-in-records']).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([]);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, 'h-reset'))).toEqual([]);
    // A pending, unexpired email change stays, and so does the confirmed one.
    expect(await db.select().from(emailChangeRequests).where(eq(emailChangeRequests.userId, activated.id))).toHaveLength(2);

    // Day 31: the motive and the delivered mail's bodies are erased; the pending mail is untouched.
    const day31 = erased(await run(after(start, 31)));
    expect(await motive()).toBeNull();
    const erasedMail = await mail(sentMail);
    expect(erasedMail).toMatchObject({ ...ERASED_MAIL_BODY, subject: 'Merci' });
    // Checked against what the mail held too, not only the step's own list: nothing of its body is left.
    for (const written of ['Texte', 'demandeur@exemple.fr', 'REQUEST', 'BEGIN:VCALENDAR', 'rapport.pdf', 'application/pdf']) expect(JSON.stringify(erasedMail)).not.toContain(written);
    expect(erasedMail.bodiesErasedAt).not.toBeNull();
    expect(await mail(pendingMail)).toMatchObject({ textBody: 'Encore à envoyer', bodiesErasedAt: null });
    // Both consultations' motives (the one of the never-activated account too), and the delivered mail.
    expect(day31).toMatchObject({ motives: 2, 'mail-bodies': 1 });
    // Nothing counted twice: the next run finds nothing more.
    expect(erased(await run(after(start, 32)))).toMatchObject({ motives: 0, 'mail-bodies': 0 });

    // Accounts: 89 days after the temporary password's expiry, kept; 91 days after, the two never activated go.
    expect(erased(await run(after(start, TEMPORARY_PASSWORD_DAYS + 89)))['unactivated-accounts']).toBe(0);
    expect((await userIds()).sort()).toEqual([temporary.id, invited.id, withConsultation.id, activated.id].sort());
    expect(erased(await run(after(start, TEMPORARY_PASSWORD_DAYS + 91)))['unactivated-accounts']).toBe(2);
    expect((await userIds()).sort()).toEqual([withConsultation.id, activated.id].sort());
    // The company's counters follow (triggers): one employee left, activated.
    const [company] = await db.select().from(companies).where(eq(companies.id, sharedCompany.id));
    expect(company).toMatchObject({ employeeCount: 1, activatedEmployeeCount: 1 });

    // Day 364: rows kept; day 366: delivered mails, the handled request and the audit rows deleted.
    const day364 = erased(await run(after(start, 364)));
    expect(day364).toMatchObject({ 'mail-rows': 0, 'demo-requests': 0, 'audit-rows': 0 });
    // The confirmed change is kept as long as a mail to the former address may be: an erasure still finds them.
    expect(await confirmedChangeKept()).toBe(true);
    expect(await mail(sentMail)).toBeDefined();
    const day366 = erased(await run(after(start, 366)));
    expect(day366['mail-rows']).toBeGreaterThanOrEqual(1);
    expect(await mail(sentMail)).toBeUndefined();
    expect(await mail(pendingMail)).toBeDefined();
    expect(await confirmedChangeKept()).toBe(false);
    expect(await db.select().from(contactRequests).where(eq(contactRequests.id, handled.id))).toEqual([]);
    expect(await db.select().from(contactRequests).where(eq(contactRequests.id, unhandled.id))).toHaveLength(1);
    expect(day366['audit-rows']).toBe(audits.total);
    expect(await db.select().from(auditLog)).toEqual([]);

    // One run row per step per run; those older than 90 days were pruned by the last runs.
    const runs = await db.select().from(dataRetentionRuns);
    expect(runs.every((row) => row.startedAt.getTime() >= after(start, 366 - 90).getTime())).toBe(true);
    expect(runs).toHaveLength(2 * DATA_RETENTION_STEPS.length);
    expect(runs.every((row) => row.finishedAt !== null && row.error === null)).toBe(true);
  });
});
