import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dateText, missedConsultationMessages, parisDayKey, parisMonthKey, type AuditLogEntry, type PsychologistBilling } from '@parenthese/shared';
import { auditLog, creditLedger, mailOutbox, meetings } from '../../db/schema';
import { createAdmin, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, ledgerBalances } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * Missed consultations (issue 35 item 5, decision 0062). The consultations are placed relative to
 * the real clock (hours or days before now), never on a calendar date.
 */
let testApp: TestApp;
let asTech: string;
beforeAll(async () => {
  testApp = await createTestApp();
  asTech = await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'TECH' }));
});
afterAll(async () => testApp.close());

const HOUR = 3_600_000;
/** An hour-long consultation that started `hours` ago (negative: still to come). */
const startedHoursAgo = (hours: number) => new Date(Math.floor(testApp.clock.now().getTime() / HOUR) * HOUR - hours * HOUR);

async function setting() {
  const psychologist = await createPsychologist(testApp.db);
  // More than the usual 3: some tests place several consultations of one employee.
  const employee = await createEmployee(testApp.db, { credits: 5 });
  return { psychologist, employee, asPsychologist: await bearerFor(testApp, psychologist), asEmployee: await bearerFor(testApp, employee) };
}
type Setting = Awaited<ReturnType<typeof setting>>;

const book = (world: Setting, startsAt: Date) => createBookedConsultation(testApp.db, { doctorId: world.psychologist.id, employee: world.employee, startsAt, doctorDecision: 'ACCEPTED' });
const markAbsent = (authorization: string, id: string) => testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${id}/no-show`, headers: { authorization } });
const reportNoOneCame = (authorization: string, id: string) => testApp.app.inject({ method: 'POST', url: `/api/employee-service/meeting/${id}/no-show`, headers: { authorization } });

async function employeeCredits(world: Setting) {
  const balances = await ledgerBalances(testApp.db, world.employee.companyId);
  const own = balances.employees.find((row) => row.userId === world.employee.id)!;
  return { employee: own.credits, employeeLedger: own.ledger, company: balances.companyCredits, companyLedger: balances.companyLedger };
}

async function monthBill(world: Setting, startsAt: Date) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/doctors/${world.psychologist.id}/bills`, headers: { authorization: asTech } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PsychologistBilling).bills.find((bill) => bill.month === parisMonthKey(startsAt));
}

async function journalOf(psychologistId: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/audit?targetId=${psychologistId}`, headers: { authorization: asTech } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: AuditLogEntry[] }).items;
}

describe('POST /api/doctor/meetings/:id/no-show (« Le salarié ne s’est pas présenté »)', () => {
  it('marks the employee absent: the credit stays spent and the bill counts it, as a no-show', async () => {
    const world = await setting();
    const startsAt = startedHoursAgo(3);
    const bookedConsultation = await book(world, startsAt);
    await book(world, startedHoursAgo(5));
    const before = await employeeCredits(world);

    const response = await markAbsent(world.asPsychologist, bookedConsultation.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ meetingId: bookedConsultation.id, meetingStatus: 'BOOKED', employeeNoShowReported: true, doctorNoShowReported: false });

    expect(await employeeCredits(world)).toEqual(before);
    // Both consultations of the month are billed (the policy's default), one of them a no-show.
    const bill = await monthBill(world, startsAt);
    if (parisMonthKey(startsAt) === parisMonthKey(startedHoursAgo(5))) expect(bill).toMatchObject({ consultationsCount: 2, noShowsCount: 1 });
    else expect(bill).toMatchObject({ consultationsCount: 1, noShowsCount: 1 });
    // The employee sees it on their card.
    const list = await testApp.app.inject({ method: 'GET', url: '/api/employee-service/meeting/load', headers: { authorization: world.asEmployee } });
    expect(list.json().meetings.find((row: { meetingId: string }) => row.meetingId === bookedConsultation.id)).toMatchObject({ employeeNoShowReported: true, doctorNoShowReported: false });
  });

  it('refuses, in French and without a change, before the start, after 7 days, twice, for a cancelled consultation or an unbooked hour', async () => {
    const world = await setting();
    const upcoming = await book(world, startedHoursAgo(-48));
    const old = await book(world, startedHoursAgo(7 * 24 + 1));
    const cancelled = await book(world, startedHoursAgo(2));
    await testApp.db.update(meetings).set({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: true }).where(eq(meetings.id, cancelled.id));
    const free = await createSlot(testApp.db, world.psychologist.id, startedHoursAgo(6));
    const done = await book(world, startedHoursAgo(1));
    expect((await markAbsent(world.asPsychologist, done.id)).statusCode).toBe(200);

    for (const [id, message] of [
      [upcoming.id, missedConsultationMessages.notStarted],
      [old.id, missedConsultationMessages.windowClosed],
      [cancelled.id, missedConsultationMessages.cancelled],
      [free.id, missedConsultationMessages.notBooked],
      [done.id, missedConsultationMessages.alreadyReported],
    ] as const) {
      const response = await markAbsent(world.asPsychologist, id);
      expect(response.statusCode, id).toBe(409);
      expect(response.json().message).toBe(message);
    }
    const marked = (await testApp.db.select().from(meetings).where(eq(meetings.doctorId, world.psychologist.id))).filter((row) => row.employeeNoShowAt !== null);
    expect(marked.map((row) => row.id)).toEqual([done.id]);
  });

  it('answers another psychologist’s consultation, or a missing one, like a missing one; a bad id is a 400', async () => {
    const world = await setting();
    const other = await setting();
    const bookedConsultation = await book(other, startedHoursAgo(2));
    expect((await markAbsent(world.asPsychologist, bookedConsultation.id)).statusCode).toBe(404);
    expect((await markAbsent(world.asPsychologist, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await markAbsent(world.asPsychologist, 'pas-un-identifiant');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});

describe('POST /api/employee-service/meeting/:id/no-show (« Personne ne s’est présenté »)', () => {
  it('gives the credit back through the ledger, takes the consultation off the bill, tells TECH (never who) and the psychologist', async () => {
    const world = await setting();
    const startsAt = startedHoursAgo(30);
    const bookedConsultation = await book(world, startsAt);
    const before = await employeeCredits(world);
    expect(await monthBill(world, startsAt)).toMatchObject({ consultationsCount: 1 });

    const response = await reportNoOneCame(world.asEmployee, bookedConsultation.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      isCreditRefunded: true,
      message: missedConsultationMessages.psychologistNoShowRecorded,
      meeting: { meetingId: bookedConsultation.id, doctorNoShowReported: true },
    });

    // The credit is back at once, and the ledger says so.
    const after = await employeeCredits(world);
    expect(after).toEqual({ employee: before.employee + 1, employeeLedger: before.employeeLedger + 1, company: before.company + 1, companyLedger: before.companyLedger + 1 });
    const refunds = await testApp.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.meetingId, bookedConsultation.id), eq(creditLedger.reason, 'DOCTOR_NO_SHOW')));
    expect(refunds.map((row) => `${row.account} ${row.delta}`).sort()).toEqual(['COMPANY 1', 'EMPLOYEE 1']);
    // Off the bill: no billable consultation is left that month.
    expect(await monthBill(world, startsAt)).toBeUndefined();

    // The journal: which psychologist and which day, no actor, nothing of the employee.
    const entries = await journalOf(world.psychologist.id);
    expect(entries.map((entry) => [entry.action, entry.actor.kind, entry.details])).toEqual([
      ['meeting.doctor-no-show-reported', 'system', [{ label: 'Date de la consultation', value: dateText(`${parisDayKey(startsAt)}T12:00:00Z`) }]],
    ]);
    const rows = await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, world.psychologist.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].actorUserId).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(world.employee.id);

    // The psychologist is told, discreetly.
    const mails = await testApp.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, world.psychologist.login), eq(mailOutbox.kind, 'doctor-no-show-reported')));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).not.toMatch(/psycholog|consultation/i);
    expect(`${mails[0].subject} ${mails[0].textBody}`).not.toContain(world.employee.login);
    expect(mails[0].textBody).not.toContain('Léa');

    // Once only.
    const again = await reportNoOneCame(world.asEmployee, bookedConsultation.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(missedConsultationMessages.alreadyReported);
    expect((await employeeCredits(world)).employee).toBe(after.employee);
  });

  it('refuses, in French and without a change, before the start, after 7 days, for a cancelled consultation and for someone else’s', async () => {
    const world = await setting();
    const stranger = await setting();
    const upcoming = await book(world, startedHoursAgo(-48));
    const old = await book(world, startedHoursAgo(8 * 24));
    const cancelled = await book(world, startedHoursAgo(2));
    await testApp.db.update(meetings).set({ status: 'CANCELLED', cancelledBy: 'DOCTOR' }).where(eq(meetings.id, cancelled.id));
    const before = await employeeCredits(world);

    for (const [id, status, message] of [
      [upcoming.id, 409, missedConsultationMessages.notStarted],
      [old.id, 409, missedConsultationMessages.windowClosed],
      [cancelled.id, 409, missedConsultationMessages.cancelled],
    ] as const) {
      const response = await reportNoOneCame(world.asEmployee, id);
      expect(response.statusCode, id).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const notTheirs = await reportNoOneCame(stranger.asEmployee, old.id);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe('Rendez-vous introuvable.');

    expect(await employeeCredits(world)).toEqual(before);
    expect((await testApp.db.select().from(meetings).where(eq(meetings.doctorId, world.psychologist.id))).every((row) => row.doctorNoShowAt === null)).toBe(true);
    expect(
      await testApp.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, world.psychologist.login), eq(mailOutbox.kind, 'doctor-no-show-reported'))),
    ).toHaveLength(0);
  });
});

describe('both sides declare it', () => {
  for (const order of ['psychologist first', 'employee first'] as const) {
    it(`believes the employee for the credit and the bill, and flags the case to TECH (${order})`, async () => {
      const world = await setting();
      const startsAt = startedHoursAgo(4);
      const bookedConsultation = await book(world, startsAt);
      const before = await employeeCredits(world);

      const steps =
        order === 'psychologist first'
          ? [() => markAbsent(world.asPsychologist, bookedConsultation.id), () => reportNoOneCame(world.asEmployee, bookedConsultation.id)]
          : [() => reportNoOneCame(world.asEmployee, bookedConsultation.id), () => markAbsent(world.asPsychologist, bookedConsultation.id)];
      for (const step of steps) expect((await step()).statusCode).toBe(200);

      expect((await employeeCredits(world)).employee).toBe(before.employee + 1);
      expect(await monthBill(world, startsAt)).toBeUndefined();
      const actions = (await journalOf(world.psychologist.id)).map((entry) => entry.action).sort();
      expect(actions).toEqual(['meeting.doctor-no-show-reported', 'meeting.no-show-disputed']);
      const rows = await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, world.psychologist.id));
      expect(rows.every((row) => row.actorUserId === null)).toBe(true);
      expect(JSON.stringify(rows)).not.toContain(world.employee.id);

      const consultation = await testApp.app.inject({ method: 'POST', url: '/api/planning/load', headers: { authorization: world.asPsychologist }, payload: { startDate: startsAt.toISOString() } });
      expect(consultation.statusCode, consultation.body).toBe(200);
      expect(consultation.json().consultations.find((row: { meetingId: string }) => row.meetingId === bookedConsultation.id)).toMatchObject({
        employeeNoShowReported: true,
        doctorNoShowReported: true,
      });
    });
  }
});

describe('declarations at the same moment', () => {
  it('give the credit back once for reports sent together, and flag the case whatever side lands last', async () => {
    const world = await setting();
    const bookedConsultation = await book(world, startedHoursAgo(2));
    const before = await employeeCredits(world);

    const answers = await Promise.all([...Array.from({ length: 5 }, () => reportNoOneCame(world.asEmployee, bookedConsultation.id)), markAbsent(world.asPsychologist, bookedConsultation.id)]);
    const employeeAnswers = answers.slice(0, 5).map((answer) => answer.statusCode);
    expect(employeeAnswers.filter((status) => status === 200)).toHaveLength(1);
    expect(employeeAnswers.filter((status) => status === 409)).toHaveLength(4);
    expect(answers[5].statusCode).toBe(200);

    const after = await employeeCredits(world);
    expect(after).toEqual({ employee: before.employee + 1, employeeLedger: before.employeeLedger + 1, company: before.company + 1, companyLedger: before.companyLedger + 1 });
    expect((await journalOf(world.psychologist.id)).map((entry) => entry.action).sort()).toEqual(['meeting.doctor-no-show-reported', 'meeting.no-show-disputed']);
  });
});
