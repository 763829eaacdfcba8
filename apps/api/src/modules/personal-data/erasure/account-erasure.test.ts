import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { lastClosedMonthAt, personalDataMessages } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { auditLog, carePairs, companyReportRecords, employees, mailOutbox, meetings, users, waitingListEntries, waitingListOffers } from '../../../db/schema';
import { billableCountsByMonth } from '../../admin/billing/repository';
import { listLiveConsultations, listLiveRatings } from '../../admin/company-report/repository';
import { createEmployeeKeyer } from '../../admin/company-report/report-records';
import { appWithFakeSmtp } from '../../../../test/support/app-with-smtp';
import { createAdmin, createCompany, createPsychologist, createEmployee, nextUnusedCode, TEST_PASSWORD } from '../../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, weekdayAt } from '../../../../test/support/consultations';
import { TEST_DATA_ENCRYPTION_KEY } from '../../../../test/support/test-app';
import { insertEnabledSecondFactor } from '../../second-factor/repository';
import { encryptSecret } from '../../../lib/secret-box';
import { TEST_SECOND_FACTOR_SECRET } from '../../../db/demo-second-factor';

const server = appWithFakeSmtp();
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** A person whose every datum is unlike anything else in the database, so a scan can look for it. */
async function seedPerson(db: Executor, companyId: string, psychologistId: string, marks: { firstName: string; lastName: string; phoneNumber: string; motive: string }, hour = 10) {
  const employee = await createEmployee(db, { companyId, phoneNumber: marks.phoneNumber, credits: 3 });
  await db.update(employees).set({ firstName: marks.firstName, lastName: marks.lastName, service: 'Logistique', job: 'Cariste' }).where(eq(employees.userId, employee.id));
  const now = server.testApp.clock.now().getTime() + (hour - 10) * HOUR;
  // An account of three months: it counts among the employees of the last closed month.
  await db
    .update(users)
    .set({ createdAt: new Date(server.testApp.clock.now().getTime() - 90 * DAY) })
    .where(eq(users.id, employee.id));
  // Two months ago (a closed month), rated; last week; and one to come in five days, accepted.
  const old = await createBookedConsultation(db, { doctorId: psychologistId, employee, startsAt: new Date(now - 45 * DAY), subject: `${marks.motive} (ancien)`, doctorDecision: 'ACCEPTED' });
  await db
    .update(meetings)
    .set({ rating: 4, ratedAt: new Date(now - 44 * DAY) })
    .where(eq(meetings.id, old.id));
  const recent = await createBookedConsultation(db, { doctorId: psychologistId, employee, startsAt: new Date(now - 7 * DAY), subject: marks.motive, meetingType: 'TEAMS', doctorDecision: 'ACCEPTED' });
  const upcoming = await createBookedConsultation(db, {
    doctorId: psychologistId,
    employee,
    startsAt: weekdayAt(5, hour, server.testApp.clock.now()),
    subject: `${marks.motive} (à venir)`,
    doctorDecision: 'ACCEPTED',
  });
  return { ...employee, marks, meetingIds: { old: old.id, recent: recent.id, upcoming: upcoming.id } };
}

/** Every row of every table of the app and of the job engine, as text, lower-cased. */
async function wholeDatabaseText(db: Executor): Promise<string> {
  const { rows: tables } = await db.execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await db.execute<{ text: string }>(sql.raw(`select coalesce(string_agg(t::text, '\n'), '') as text from "${table.schema}"."${table.name}" t`));
    parts.push(rows[0].text);
  }
  // Bytes (an attachment) are shown in hex: decode them too.
  const { rows: attachments } = await db.execute<{ text: string }>(
    sql`select coalesce(string_agg(convert_from(attachment_content, 'UTF8'), '\n'), '') as text from mail_outbox where attachment_content is not null`,
  );
  return [...parts, attachments[0].text].join('\n').toLowerCase();
}

const traces = (person: { email: string | null; username: string | null; marks: { firstName: string; lastName: string; phoneNumber: string; motive: string } }) => [
  person.email!,
  person.username!,
  person.marks.firstName,
  person.marks.lastName,
  person.marks.phoneNumber,
  person.marks.phoneNumber.replace(/(\d{2})(?=\d)/g, '$1 '),
  person.marks.motive,
];

/** The traces a person leaves without any mail to a psychologist (where the number is written grouped). */
const accountTraces = (person: Parameters<typeof traces>[0]) => traces(person).filter((trace) => trace !== person.marks.phoneNumber.replace(/(\d{2})(?=\d)/g, '$1 '));

async function erase(bearer: string, payload: object) {
  return server.testApp.app.inject({ method: 'POST', url: '/api/employee-service/employee/data/erase', headers: { authorization: bearer }, payload });
}

describe('POST /api/employee-service/employee/data/erase', () => {
  it('erases every trace of the person (every table, the outbox, the job queue) while billing and the employer figures stay what they were', async () => {
    const { app, db, services } = server.testApp;
    const company = await createCompany(db, { creditsAmount: 20 });
    const psychologist = await createPsychologist(db, { categories: ['Psychologue clinicien'] });
    const person = await seedPerson(db, company.id, psychologist.id, { firstName: 'Zéphyrine', lastName: 'Quillebœuf', phoneNumber: '0798765432', motive: 'Épuisement après la fusion Tartempion' });
    const colleague = await seedPerson(db, company.id, psychologist.id, { firstName: 'Anatole', lastName: 'Brindavoine', phoneNumber: '0711223399', motive: 'Conflit de planning Mirabelle' }, 14);
    const bearer = await bearerFor(server.testApp, person);

    // Mails of every kind about them: their confirmations and reminders (one written, then queued for
    // delivery), the psychologist's reminder with their number, and a sign-in failure with an address.
    await db.transaction((tx) => services.consultationNotices.accepted(tx, person.meetingIds.upcoming));
    await db.transaction((tx) => services.consultationNotices.accepted(tx, colleague.meetingIds.upcoming));
    const upcomingStart = (await db.select().from(meetings).where(eq(meetings.id, person.meetingIds.upcoming)))[0].startsAt;
    await services.consultationNotices.writeDueReminders(new Date(upcomingStart.getTime() - 24 * HOUR + 60_000));
    expect((await app.inject({ method: 'POST', url: '/api/token/create', remoteAddress: '203.0.113.77', payload: { usermail: person.login, password: 'Mauvais1!' } })).statusCode).toBe(401);
    // A place on the waiting list and a freed slot offered to them (decision 0067).
    const waitedSlot = await createSlot(db, psychologist.id, weekdayAt(9, 16, server.testApp.clock.now()));
    const waitingSince = server.testApp.clock.now();
    await db.insert(waitingListEntries).values({
      employeeId: person.id,
      category: 'Psychologue clinicien',
      meetingType: 'TEAMS',
      periodStartsAt: weekdayAt(1, 0, server.testApp.clock.now()),
      periodEndsBefore: weekdayAt(15, 0, server.testApp.clock.now()),
      createdAt: waitingSince,
      expiresAt: new Date(waitingSince.getTime() + 30 * DAY),
    });
    await db
      .insert(waitingListOffers)
      .values({ employeeId: person.id, meetingId: waitedSlot.id, category: 'Psychologue clinicien', meetingType: 'TEAMS', tokenHash: 'd'.repeat(64), createdAt: waitingSince });
    const before = {
      text: await wholeDatabaseText(db),
      billing: await billableCountsByMonth(db, psychologist.id, server.testApp.clock.now()),
      consultations: await listLiveConsultations(db, company.id, { from: new Date(server.testApp.clock.now().getTime() - 60 * DAY), before: server.testApp.clock.now() }),
      ratings: await listLiveRatings(db, company.id, { from: new Date(server.testApp.clock.now().getTime() - 60 * DAY), before: server.testApp.clock.now() }),
    };
    for (const trace of [...traces(person), ...accountTraces(colleague)]) expect(before.text, trace).toContain(trace.toLowerCase());
    expect(before.text).toContain('203.0.113.77');
    const mailsBefore = server.smtp.received.length;
    const [pair] = await db
      .select()
      .from(carePairs)
      .where(and(eq(carePairs.employeeId, person.id), eq(carePairs.doctorId, psychologist.id)));

    const answer = await erase(bearer, { password: TEST_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: personalDataMessages.erased });
    await services.deferredWork.idle();
    await services.jobs.runDue();

    const after = await wholeDatabaseText(db);
    for (const trace of traces(person)) expect(after, trace).not.toContain(trace.toLowerCase());
    expect(after).not.toContain(person.id);
    expect(after).not.toContain('203.0.113.77');
    expect(await db.select().from(waitingListEntries).where(eq(waitingListEntries.employeeId, person.id))).toEqual([]);
    expect(await db.select().from(waitingListOffers).where(eq(waitingListOffers.employeeId, person.id))).toEqual([]);
    // The colleague keeps everything.
    for (const trace of accountTraces(colleague)) expect(after, trace).toContain(trace.toLowerCase());

    // Nothing was sent to them after the erasure (their queued reminder never left); the psychologist
    // was told of the cancellation, without the number.
    const sentSince = server.smtp.received.slice(mailsBefore);
    expect(sentSince.filter((mail) => mail.to.includes(person.email!))).toEqual([]);
    const notice = sentSince.find((mail) => mail.to.includes(psychologist.login) && /annul/i.test(mail.subject));
    expect(notice, 'the psychologist is told').toBeDefined();
    for (const trace of traces(person)) expect(`${notice!.subject}\n${notice!.text}\n${notice!.html}\n${notice!.calendars.join('\n')}`.toLowerCase()).not.toContain(trace.toLowerCase());
    // Nor the pair's pseudonym, erased with the person (decision 0060).
    expect(`${notice!.text}\n${notice!.html}\n${notice!.calendars.join('\n')}`).not.toContain(`Personne ${pair.pseudonym}`);
    expect(await db.select().from(carePairs).where(eq(carePairs.employeeId, person.id))).toEqual([]);

    // Billing counts what it counted; the employer's records are the same, under the same key.
    expect(await billableCountsByMonth(db, psychologist.id, server.testApp.clock.now())).toEqual(before.billing);
    const keyOf = createEmployeeKeyer(TEST_DATA_ENCRYPTION_KEY);
    const asRecords = (rows: { employeeId: string | null; erasedEmployeeKey?: string | null }[]) =>
      rows
        .map(({ employeeId, erasedEmployeeKey, ...cells }) => ({ key: erasedEmployeeKey ?? keyOf(company.id, employeeId!), ...cells }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const range = { from: new Date(server.testApp.clock.now().getTime() - 60 * DAY), before: server.testApp.clock.now() };
    expect(asRecords(await listLiveConsultations(db, company.id, range))).toEqual(asRecords(before.consultations));
    expect(asRecords(await listLiveRatings(db, company.id, range))).toEqual(asRecords(before.ratings));
    // The closed month was frozen before the account went: they are counted among its employees.
    const [snapshot] = await db
      .select({ records: companyReportRecords.records })
      .from(companyReportRecords)
      .where(and(eq(companyReportRecords.companyId, company.id), eq(companyReportRecords.kind, 'employee'), eq(companyReportRecords.month, lastClosedMonthAt(server.testApp.clock.now()))));
    expect(snapshot.records.map((record) => record.employeeKey)).toContain(keyOf(company.id, person.id));

    // The upcoming one is cancelled (early: its credit is back in the pool) and the hour offered again.
    const [upcoming] = await db.select().from(meetings).where(eq(meetings.id, person.meetingIds.upcoming));
    expect(upcoming).toMatchObject({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: false, employeeId: null, subject: null, erasedCompanyId: company.id });
    const [reopened] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.doctorId, psychologist.id), eq(meetings.startsAt, upcoming.startsAt), eq(meetings.status, 'AVAILABLE')));
    expect(reopened).toBeDefined();

    // Audited without a name: the company, and how many consultations were cancelled.
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'account.erased'));
    expect(audit).toMatchObject({ actorUserId: null, actorRole: 'EMPLOYEE', targetType: 'company', targetId: company.id, details: { cancelledCount: 1 } });

    // Gone for good: the session ended, the sign-in refused, a second erasure refused.
    expect((await erase(bearer, { password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: person.login, password: TEST_PASSWORD } })).statusCode).toBe(401);
    expect(await db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
  });

  it('refuses a wrong password, a missing or wrong code, and a consultation within the hour, changing nothing', async () => {
    const { db, services } = server.testApp;
    const company = await createCompany(db);
    const psychologist = await createPsychologist(db);
    const employee = await createEmployee(db, { companyId: company.id });
    const bearer = await bearerFor(server.testApp, employee);

    const wrong = await erase(bearer, { password: 'Pas le bon 1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: personalDataMessages.wrongPassword });
    expect((await erase(bearer, {})).statusCode).toBe(400);

    await insertEnabledSecondFactor(db, employee.id, encryptSecret(TEST_DATA_ENCRYPTION_KEY, TEST_SECOND_FACTOR_SECRET));
    const missingCode = await erase(bearer, { password: TEST_PASSWORD });
    expect(missingCode.statusCode).toBe(400);
    expect(missingCode.json().errors).toEqual({ code: personalDataMessages.codeRequired });
    expect((await erase(bearer, { password: TEST_PASSWORD, code: '000000' })).statusCode).toBe(400);

    const soon = await createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt: new Date(server.testApp.clock.now().getTime() + 40 * 60_000), subject: 'Bientôt' });
    const tooSoon = await erase(bearer, { password: TEST_PASSWORD, code: await nextUnusedCode(services, employee.login) });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toBe(personalDataMessages.consultationTooSoon);
    expect((await db.select().from(meetings).where(eq(meetings.id, soon.id)))[0]).toMatchObject({ status: 'BOOKED', employeeId: employee.id, subject: 'Bientôt' });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, employee.id))).toHaveLength(1);

    // Under way: still refused. Once over, the erasure goes through with the code.
    await db
      .update(meetings)
      .set({ startsAt: new Date(server.testApp.clock.now().getTime() - 30 * 60_000), endsAt: new Date(server.testApp.clock.now().getTime() + 30 * 60_000) })
      .where(eq(meetings.id, soon.id));
    expect((await erase(bearer, { password: TEST_PASSWORD, code: await nextUnusedCode(services, employee.login) })).statusCode).toBe(409);
    await db
      .update(meetings)
      .set({ startsAt: new Date(server.testApp.clock.now().getTime() - 2 * HOUR), endsAt: new Date(server.testApp.clock.now().getTime() - HOUR) })
      .where(eq(meetings.id, soon.id));
    expect((await erase(bearer, { password: TEST_PASSWORD, code: await nextUnusedCode(services, employee.login) })).statusCode).toBe(200);
    expect((await db.select().from(meetings).where(eq(meetings.id, soon.id)))[0]).toMatchObject({ status: 'BOOKED', employeeId: null, subject: null });
  });

  it('is for employees only', async () => {
    const { app, db } = server.testApp;
    const admin = await createAdmin(db);
    const psychologist = await createPsychologist(db);
    for (const user of [admin, psychologist]) {
      const answer = await erase(await bearerFor(server.testApp, user), { password: TEST_PASSWORD });
      expect(answer.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'POST', url: '/api/employee-service/employee/data/erase', payload: { password: TEST_PASSWORD } })).statusCode).toBe(401);
  });
});

describe('the former addresses of an erased person', () => {
  it('leaves no mail naming an address the person ever had: the email-change mails to the former one (requested, done) included', async () => {
    const { app, db, services } = server.testApp;
    const employee = await createEmployee(db, { email: 'ancienne-adresse-effacee@exemple.fr' });
    const bearer = await bearerFor(server.testApp, employee);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/account/email-change/request',
      headers: { authorization: bearer },
      payload: { mail: 'nouvelle-adresse-effacee@exemple.fr', password: TEST_PASSWORD },
    });
    expect(asked.statusCode).toBe(200);
    await services.deferredWork.idle();
    const [confirmMail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'nouvelle-adresse-effacee@exemple.fr'));
    const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(confirmMail.textBody)![1];
    expect((await app.inject({ method: 'POST', url: `/api/account/email-change/confirm/${token}` })).statusCode).toBe(200);
    const formerKinds = (await db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.toAddress, 'ancienne-adresse-effacee@exemple.fr'))).map((row) => row.kind);
    expect(formerKinds.sort()).toEqual(['email-change-done', 'email-change-requested']);

    const answer = await erase(await bearerFor(server.testApp, employee), { password: TEST_PASSWORD });
    expect(answer.statusCode).toBe(200);
    const left = await db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddress} in ('ancienne-adresse-effacee@exemple.fr', 'nouvelle-adresse-effacee@exemple.fr') or ${mailOutbox.textBody} like '%adresse-effacee@exemple.fr%'`);
    expect(left).toEqual([]);
  });
});

describe('the personal address for mails of an erased person (decision 0047)', () => {
  it('leaves no mail sent to it, the link to confirm it included', async () => {
    const { app, db } = server.testApp;
    const employee = await createEmployee(db, { email: 'travail-efface@exemple.fr' });
    const bearer = await bearerFor(server.testApp, employee);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/employee-service/employee/account/mail-preferences',
      headers: { authorization: bearer },
      payload: { contactEmail: 'perso-effacee@exemple.org', isDetailedSubject: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(await db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.toAddress, 'perso-effacee@exemple.org'))).toEqual([{ kind: 'contact-email-confirm' }]);
    expect((await erase(bearer, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.toAddress, 'perso-effacee@exemple.org'))).toEqual([]);
  });
});

describe("an administrator's deletions use the same erasure", () => {
  it('deleting an employee or their company leaves none of their traces in any table', async () => {
    const { app, db, services } = server.testApp;
    const admin = await createAdmin(db, { adminRole: 'TECH' });
    const adminBearer = await bearerFor(server.testApp, admin);
    const psychologist = await createPsychologist(db);
    const company = await createCompany(db, { creditsAmount: 20 });
    const one = await seedPerson(db, company.id, psychologist.id, { firstName: 'Philémon', lastName: 'Gargantuesque', phoneNumber: '0755443322', motive: 'Harcèlement au service Zanzibar' });
    const other = await seedPerson(db, company.id, psychologist.id, { firstName: 'Ursuline', lastName: 'Pétaudière', phoneNumber: '0766554433', motive: 'Deuil du collègue Orvietto' }, 14);
    await db.transaction((tx) => services.consultationNotices.accepted(tx, one.meetingIds.upcoming));
    await db.transaction((tx) => services.consultationNotices.accepted(tx, other.meetingIds.upcoming));
    // The existing rule: no deletion while consultations are to come. Past them, it goes through.
    await db.delete(meetings).where(and(eq(meetings.doctorId, psychologist.id), eq(meetings.status, 'BOOKED'), gt(meetings.startsAt, server.testApp.clock.now())));
    const billing = await billableCountsByMonth(db, psychologist.id, server.testApp.clock.now());

    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/companies/${company.id}/employees/delete/${one.id}`, headers: { authorization: adminBearer } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    let text = await wholeDatabaseText(db);
    for (const trace of traces(one)) expect(text, trace).not.toContain(trace.toLowerCase());
    for (const trace of accountTraces(other)) expect(text, trace).toContain(trace.toLowerCase());

    // Mails a company's deletion once left: one naming the employee's address in its text (it went by
    // recipient only), and a psychologist's note with their number written with dots and folded in its
    // calendar part. And one naming a look-alike address, someone else's, which stays.
    const lookAlike = `marie-${other.email!}`;
    const [naming, note, unrelated] = await db
      .insert(mailOutbox)
      .values([
        { kind: 'contact-ack', fromAddress: 'noreply@parenthese.fr', toAddress: 'rh@exemple.fr', subject: 'Copie', textBody: `Pour info : ${other.email!.toUpperCase()}.`, status: 'SENT' },
        {
          kind: 'booking-doctor',
          fromAddress: 'noreply@parenthese.fr',
          toAddress: 'psy@exemple.fr',
          subject: 'Rappel 07.66.55.44.33',
          textBody: 'Rappeler le 07.66.55.44.33 avant 10 h, pas le 01 45 45 45 45.',
          htmlBody: '<p>Rappeler le <b>07 66 55 44 33</b></p>',
          calendarMethod: 'REQUEST',
          calendarContent: 'DESCRIPTION:Téléphone 07 66 55\r\n  44 33',
          status: 'SENT',
        },
        { kind: 'contact-ack', fromAddress: 'noreply@parenthese.fr', toAddress: 'rh@exemple.fr', subject: 'Autre', textBody: `Écrire à ${lookAlike}`, status: 'SENT' },
      ])
      .returning({ id: mailOutbox.id });

    const companyDeleted = await app.inject({ method: 'DELETE', url: `/api/admin/companies/delete/${company.id}`, headers: { authorization: adminBearer } });
    expect(companyDeleted.statusCode, companyDeleted.body).toBe(200);
    const left = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [naming.id, note.id, unrelated.id]));
    expect(left.map((mail) => mail.id).sort()).toEqual([note.id, unrelated.id].sort());
    expect(left.find((mail) => mail.id === note.id)).toMatchObject({
      subject: 'Rappel [numéro effacé]',
      textBody: 'Rappeler le [numéro effacé] avant 10 h, pas le 01 45 45 45 45.',
      htmlBody: '<p>Rappeler le <b>[numéro effacé]</b></p>',
      calendarMethod: null,
      calendarContent: null,
    });
    await db.delete(mailOutbox).where(eq(mailOutbox.id, unrelated.id));
    text = await wholeDatabaseText(db);
    for (const trace of traces(other)) expect(text, trace).not.toContain(trace.toLowerCase());
    expect(await billableCountsByMonth(db, psychologist.id, server.testApp.clock.now())).toEqual(billing);
  });
});

describe('the hours held for an erased person’s follow-up proposals', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A person with a past consultation, whose psychologist holds two free hours for them (decision 0066). */
  async function personWithProposal() {
    const { app, db } = server.testApp;
    const company = await createCompany(db, { creditsAmount: 20 });
    const psychologist = await createPsychologist(db, { categories: ['Psychologue clinicien'] });
    const employee = await createEmployee(db, { companyId: company.id, credits: 3 });
    const origin = await createBookedConsultation(db, {
      doctorId: psychologist.id,
      employee,
      startsAt: weekdayAt(-12, 10, server.testApp.clock.now()),
      meetingType: 'TEAMS',
      doctorDecision: 'ACCEPTED',
    });
    const hours = [await createSlot(db, psychologist.id, weekdayAt(6, 9, server.testApp.clock.now())), await createSlot(db, psychologist.id, weekdayAt(6, 11, server.testApp.clock.now()))];
    const proposed = await app.inject({
      method: 'POST',
      url: `/api/doctor/meetings/${origin.id}/follow-up`,
      headers: { authorization: await bearerFor(server.testApp, psychologist) },
      payload: { meetingIds: hours.map((hour) => hour.id) },
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    return { company, employee, hourIds: hours.map((hour) => hour.id).sort() };
  }

  const heldOf = async (ids: string[]) => (await server.testApp.db.select({ held: meetings.heldForProposalId }).from(meetings).where(inArray(meetings.id, ids))).map((row) => row.held);
  /** The ids the waiting list was told of, each call in a transaction (never the pool). */
  const toldOf = (spy: { mock: { calls: unknown[][] } }) => {
    for (const call of spy.mock.calls) expect(call[0]).not.toBe(server.testApp.db);
    return spy.mock.calls.flatMap((call) => call[1] as string[]).sort();
  };

  it('frees them and tells the waiting list, in the erasure’s transaction: the person’s own erasure', async () => {
    const { employee, hourIds } = await personWithProposal();
    const slotsFreed = vi.spyOn(server.testApp.services.waitingList, 'slotsFreed');
    const answer = await erase(await bearerFor(server.testApp, employee), { password: TEST_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await heldOf(hourIds)).toEqual([null, null]);
    expect(toldOf(slotsFreed)).toEqual(hourIds);
  });

  it('and an administrator’s deletion of the employee or of their company', async () => {
    const { app, db, services } = server.testApp;
    const adminBearer = await bearerFor(server.testApp, await createAdmin(db, { adminRole: 'TECH' }));
    const one = await personWithProposal();
    const slotsFreed = vi.spyOn(services.waitingList, 'slotsFreed');
    const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/companies/${one.company.id}/employees/delete/${one.employee.id}`, headers: { authorization: adminBearer } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(toldOf(slotsFreed)).toEqual(one.hourIds);

    const other = await personWithProposal();
    slotsFreed.mockClear();
    const companyDeleted = await app.inject({ method: 'DELETE', url: `/api/admin/companies/delete/${other.company.id}`, headers: { authorization: adminBearer } });
    expect(companyDeleted.statusCode, companyDeleted.body).toBe(200);
    expect(await heldOf(other.hourIds)).toEqual([null, null]);
    expect(toldOf(slotsFreed)).toEqual(other.hourIds);
  });
});
