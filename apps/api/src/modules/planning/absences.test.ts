import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, companies, creditLedger, psychologistAbsences, employees, mailOutbox, meetings } from '../../db/schema';
import { createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, signedInPsychologist } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { parisDateTime } from '@parenthese/shared';

// The file's own clock, a Monday of January 2027: the weeks below are fixed dates ahead of it.
const TEST_NOW = new Date('2027-01-04T09:00:00.000Z');

let testApp: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
  testApp = await createTestApp({}, { clockStart: TEST_NOW });
  // Building the app and its database can take long on a busy machine.
}, 300_000);
afterAll(async () => {
  await testApp.close();
  vi.useRealTimers();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, authorization: string, payload?: unknown) =>
  testApp.app.inject({ method, url: `/api${url}`, headers: { authorization }, ...(payload === undefined ? {} : { payload: payload as object }) });
const preview = (authorization: string, payload: unknown) => call('POST', '/planning/absences/preview', authorization, payload);
const confirm = (authorization: string, payload: unknown) => call('POST', '/planning/absences', authorization, payload);
const update = (authorization: string, payload: unknown) => call('PUT', '/planning/update/v2', authorization, payload);

/** Paris wall-clock hour of a 2027 day. */
const at = (month: number, day: number, hour: number) => parisDateTime(2027, month, day, hour);

async function statusesOf(psychologistId: string) {
  const rows = await testApp.db.select().from(meetings).where(eq(meetings.doctorId, psychologistId));
  return rows.map((row) => `${row.startsAt.toISOString()} ${row.status}`).sort();
}

async function creditsOf(employee: { id: string; companyId: string }) {
  const [employeeRow] = await testApp.db.select().from(employees).where(eq(employees.userId, employee.id));
  const [company] = await testApp.db.select().from(companies).where(eq(companies.id, employee.companyId));
  return { employee: employeeRow.availableCredits, company: company.creditsAmount };
}

// Two weeks of February 2027 (no public holiday in them).
const TWO_WEEKS = { kind: 'DAYS', firstDay: '2027-02-08', lastDay: '2027-02-21' };

describe('an absence', () => {
  it('lists the booked consultations inside before confirming (hours only), and changes nothing', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const employee = await createEmployee(testApp.db);
    await createSlot(testApp.db, psychologist.id, at(2, 9, 9));
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: at(2, 10, 14), doctorDecision: 'ACCEPTED' });
    await createSlot(testApp.db, psychologist.id, at(2, 22, 9)); // the day after: untouched
    const before = await statusesOf(psychologist.id);

    const response = await preview(psychologist.authorization, TWO_WEEKS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      startDate: at(2, 8, 0).toISOString(),
      endDate: at(2, 22, 0).toISOString(),
      consultations: [{ startDate: at(2, 10, 14).toISOString(), endDate: at(2, 10, 15).toISOString() }],
      freeSlots: 1,
    });
    // Nothing of the person: no name, phone, mail, subject or identifier.
    expect(JSON.stringify(response.json())).not.toMatch(new RegExp(`${employee.id}|${employee.email}|phone|subject`, 'i'));
    expect(await statusesOf(psychologist.id)).toEqual(before);
  });

  it('on confirmation withdraws the free slots, cancels the booked consultations as the psychologist’s cancellation (credit back, discreet mail) and is listed', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const employee = await createEmployee(testApp.db);
    const free = await createSlot(testApp.db, psychologist.id, at(2, 9, 9));
    const accepted = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: at(2, 10, 14), doctorDecision: 'ACCEPTED' });
    const pending = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: at(2, 17, 10), doctorDecision: 'PENDING' });
    const after = await createSlot(testApp.db, psychologist.id, at(2, 22, 9));
    const credits = await creditsOf(employee);

    const response = await confirm(psychologist.authorization, TWO_WEEKS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cancelledConsultations: 2, withdrawnSlots: 1, absence: { startDate: at(2, 8, 0).toISOString(), endDate: at(2, 22, 0).toISOString() } });

    expect(await testApp.db.select().from(meetings).where(eq(meetings.id, free.id))).toEqual([]);
    const [afterRow] = await testApp.db.select().from(meetings).where(eq(meetings.id, after.id));
    expect(afterRow.status).toBe('AVAILABLE');
    for (const id of [accepted.id, pending.id]) {
      const [row] = await testApp.db.select().from(meetings).where(eq(meetings.id, id));
      expect(row).toMatchObject({ status: 'CANCELLED', cancelledBy: 'DOCTOR' });
      const refunds = await testApp.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.meetingId, id), eq(creditLedger.reason, 'DOCTOR_CANCELLATION')));
      expect(refunds).toHaveLength(2); // the employee's and the company's
    }
    expect(await creditsOf(employee)).toEqual({ employee: credits.employee + 2, company: credits.company + 2 });

    const mails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, employee.email!));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['appointment-cancelled', 'appointment-refused']);
    for (const mail of mails) expect(mail.subject).not.toMatch(/psycholog|consultation|absence/i);
    const cancelledMail = mails.find((mail) => mail.kind === 'appointment-cancelled')!;
    expect(cancelledMail.textBody).toMatch(/avec un autre psychologue/);
    expect(cancelledMail.textBody).toMatch(/reprendre rendez-vous plus tard depuis « Mes rendez-vous »/);

    const audit = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'planning.absence-added'));
    expect(JSON.stringify(audit)).not.toContain(employee.id);

    const list = await call('GET', '/planning/absences', psychologist.authorization);
    expect(list.json()).toEqual({ absences: [{ id: response.json().absence.id, startDate: at(2, 8, 0).toISOString(), endDate: at(2, 22, 0).toISOString() }] });
  });

  it('keeps its hours closed to the week editor and to the copy of a week, shows them closed, and reopens them once removed', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const absence = await confirm(psychologist.authorization, { kind: 'HOURS', day: '2027-02-10', fromHour: 9, toHour: 12 });
    expect(absence.statusCode).toBe(200);

    // One hour inside: the whole save is refused, the hour outside it in the same request is not saved either.
    const refused = await update(psychologist.authorization, { startDate: '2027-02-08', meetingDates: [at(2, 10, 8).toISOString(), at(2, 10, 11).toISOString()], meetingsToRemove: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/absence ou un jour férié/);
    expect(await statusesOf(psychologist.id)).toEqual([]);

    const week = await call('POST', '/planning/load', psychologist.authorization, { startDate: '2027-02-08' });
    expect(week.json().closedHours).toEqual([{ startDate: at(2, 10, 9).toISOString(), endDate: at(2, 10, 12).toISOString(), kind: 'ABSENCE' }]);

    // The week before holds Wednesday 9:00 and 12:00: the copy skips 9:00 (closed) and publishes 12:00.
    expect((await update(psychologist.authorization, { startDate: '2027-02-01', meetingDates: [at(2, 3, 9).toISOString(), at(2, 3, 12).toISOString()] })).statusCode).toBe(200);
    const copy = await call('POST', '/planning/copy-week', psychologist.authorization, { startDate: '2027-02-01', weeks: 1 });
    expect(copy.json()).toMatchObject({ added: 1, closed: 1 });
    expect(await statusesOf(psychologist.id)).toEqual([`${at(2, 3, 9).toISOString()} AVAILABLE`, `${at(2, 3, 12).toISOString()} AVAILABLE`, `${at(2, 10, 12).toISOString()} AVAILABLE`]);

    const removed = await call('DELETE', `/planning/absences/${absence.json().absence.id}`, psychologist.authorization);
    expect(removed.json()).toEqual({ absences: [] });
    expect((await update(psychologist.authorization, { startDate: '2027-02-08', meetingDates: [at(2, 10, 11).toISOString()] })).statusCode).toBe(200);
  });

  it('refuses bad input in French, changing nothing', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const employee = await createEmployee(testApp.db);
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: at(3, 3, 10) });
    const before = await statusesOf(psychologist.id);
    const cases: [unknown, RegExp][] = [
      [{ kind: 'DAYS', firstDay: '2027-01-01', lastDay: '2027-01-10' }, /passé/],
      [{ kind: 'DAYS', firstDay: '2027-03-10', lastDay: '2027-03-01' }, /dernier jour/],
      [{ kind: 'DAYS', firstDay: '2027-03-01', lastDay: '2027-06-30' }, /au plus 92 jours/],
      [{ kind: 'HOURS', day: '2027-03-03', fromHour: 12, toHour: 12 }, /heure de fin/i],
      [{ kind: 'HOURS', day: '2027-03-03', fromHour: 5, toHour: 12 }, /heure de début/i],
      [{ kind: 'HOURS', day: '2027-03-03', fromHour: 9.5, toHour: 12 }, /invalide/],
      [{ kind: 'DAYS', firstDay: '2027-02-30', lastDay: '2027-03-01' }, /Date invalide/],
      [{ kind: 'WEEKS' }, /jours entiers ou une plage horaire/],
      [{}, /jours entiers ou une plage horaire/],
    ];
    for (const [payload, message] of cases) {
      for (const route of [preview, confirm]) {
        const response = await route(psychologist.authorization, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message, JSON.stringify(payload)).toMatch(message);
      }
    }
    expect(await statusesOf(psychologist.id)).toEqual(before);
    expect(await testApp.db.select().from(psychologistAbsences).where(eq(psychologistAbsences.doctorId, psychologist.id))).toEqual([]);

    // An overlapping absence: 409, the booking still standing and no second absence.
    expect((await confirm(psychologist.authorization, { kind: 'DAYS', firstDay: '2027-03-04', lastDay: '2027-03-05' })).statusCode).toBe(200);
    const overlap = await confirm(psychologist.authorization, { kind: 'DAYS', firstDay: '2027-03-01', lastDay: '2027-03-04' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toMatch(/chevauche une absence/);
    expect(await statusesOf(psychologist.id)).toEqual(before);
    expect(await testApp.db.select().from(psychologistAbsences).where(eq(psychologistAbsences.doctorId, psychologist.id))).toHaveLength(1);

    // Another psychologist's absence, or none: 404.
    const [own] = await testApp.db.select().from(psychologistAbsences).where(eq(psychologistAbsences.doctorId, psychologist.id));
    const other = await signedInPsychologist(testApp);
    expect((await call('DELETE', `/planning/absences/${own.id}`, other.authorization)).statusCode).toBe(404);
    expect((await call('DELETE', '/planning/absences/00000000-0000-4000-8000-000000000000', psychologist.authorization)).statusCode).toBe(404);
    expect((await call('DELETE', '/planning/absences/pas-un-id', psychologist.authorization)).statusCode).toBe(400);
    expect(await testApp.db.select().from(psychologistAbsences).where(eq(psychologistAbsences.doctorId, psychologist.id))).toHaveLength(1);
  });

  it('is for psychologists only', async () => {
    const employee = await createEmployee(testApp.db);
    const authorization = await bearerFor(testApp, employee);
    expect((await preview(authorization, TWO_WEEKS)).statusCode).toBe(403);
    expect((await confirm(authorization, TWO_WEEKS)).statusCode).toBe(403);
  });
});

describe('French public holidays', () => {
  it('are listed closed by default, refuse publishing, and can be opened and closed again (closing withdraws the free slots)', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const list = await call('GET', '/planning/public-holidays?year=2027', psychologist.authorization);
    expect(list.statusCode).toBe(200);
    const holidays = list.json().holidays as { day: string; name: string; isOpen: boolean }[];
    expect(holidays.map((holiday) => holiday.day)).toEqual(expect.arrayContaining(['2027-03-29', '2027-11-11', '2027-12-25']));
    expect(holidays.every((holiday) => !holiday.isOpen)).toBe(true);

    const armistice = at(11, 11, 10).toISOString();
    const refused = await update(psychologist.authorization, { startDate: '2027-11-08', meetingDates: [armistice] });
    expect(refused.statusCode).toBe(400);
    const week = await call('POST', '/planning/load', psychologist.authorization, { startDate: '2027-11-08' });
    expect(week.json().closedHours).toEqual([{ startDate: at(11, 11, 0).toISOString(), endDate: at(11, 12, 0).toISOString(), kind: 'HOLIDAY' }]);

    const opened = await call('PUT', '/planning/public-holidays/open', psychologist.authorization, { day: '2027-11-11' });
    expect(opened.json().holidays.find((holiday: { day: string }) => holiday.day === '2027-11-11')).toMatchObject({ isOpen: true });
    expect((await update(psychologist.authorization, { startDate: '2027-11-08', meetingDates: [armistice] })).statusCode).toBe(200);
    expect((await call('POST', '/planning/load', psychologist.authorization, { startDate: '2027-11-08' })).json().closedHours).toEqual([]);

    const closed = await call('PUT', '/planning/public-holidays/close', psychologist.authorization, { day: '2027-11-11' });
    expect(closed.statusCode).toBe(200);
    expect(await statusesOf(psychologist.id)).toEqual([]);
  });

  it('refuses a day that is not a public holiday, or a bad year', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const response = await call('PUT', '/planning/public-holidays/open', psychologist.authorization, { day: '2027-11-12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ce jour n’est pas un jour férié.');
    expect((await call('GET', '/planning/public-holidays?year=abc', psychologist.authorization)).statusCode).toBe(400);
    expect((await call('GET', '/planning/public-holidays?year=1999', psychologist.authorization)).statusCode).toBe(400);
  });
});
