import { describe, expect, it } from 'vitest';
import { NEUTRAL_MAIL_SUBJECT } from '@parenthese/shared';
import { eq } from 'drizzle-orm';
import { meetings } from '../../db/schema';
import { parseCalendar } from '../../../test/support/calendar';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { appWithFakeSmtp } from '../../../test/support/app-with-smtp';
import { bearerFor, bookSlot, createSlot, weekdayAt } from '../../../test/support/consultations';

const server = appWithFakeSmtp();

const HOUR = 60 * 60 * 1000;
const SUBJECT = 'Conflit avec mon responsable';

/** Runs what the changes queued, and answers what the SMTP server received since `from`. */
async function deliveredSince(from: number) {
  await server.testApp.services.deferredWork.idle();
  await server.testApp.services.jobs.runDue();
  return server.smtp.received.slice(from);
}

describe('appointment mails, as a mail server receives them', () => {
  it('books, accepts, reminds and cancels: each side gets its French mail, invitations and the cancellation share one UID', async () => {
    const company = await createCompany(server.testApp.db, { creditsAmount: 10 });
    const employee = await createEmployee(server.testApp.db, { companyId: company.id, phoneNumber: '0611223344' });
    const psychologist = await createPsychologist(server.testApp.db, { categories: ['Psychologue du travail'] });
    const employeeBearer = await bearerFor(server.testApp, employee);
    const psychologistBearer = await bearerFor(server.testApp, psychologist);
    const slot = await createSlot(server.testApp.db, psychologist.id, weekdayAt(6, 10, server.testApp.clock.now()));
    const identity = ['Léa', 'Moreau', employee.username!, employee.email!, employee.id, SUBJECT];

    const booked = await bookSlot(server.testApp.app, employeeBearer, { slotId: slot.id, category: 'Psychologue du travail', meetingType: 'PHONE', subject: SUBJECT });
    expect(booked.statusCode).toBe(200);
    const atBooking = await deliveredSince(0);
    const requested = atBooking.find((mail) => mail.to.includes(employee.email!))!;
    const request = atBooking.find((mail) => mail.to.includes(psychologist.login))!;
    // Neutral by default (decision 0047): the detailed subjects are an opt-in (mail-preferences.test.ts).
    expect(requested.subject).toBe(NEUTRAL_MAIL_SUBJECT);
    expect(requested.text).toContain('Le psychologue vous appellera au 06 ·· ·· ·· 44.');
    expect(requested.headers['auto-submitted']).toBe('auto-generated');
    expect(requested.calendars).toEqual([]);
    expect(request.subject).toMatch(/^Nouvelle demande de rendez-vous du /);
    for (const secret of identity) expect(`${request.subject}\n${request.text}\n${request.html}`).not.toContain(secret);

    expect((await server.testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${slot.id}/accept`, headers: { authorization: psychologistBearer } })).statusCode).toBe(200);
    const [confirmed, ...othersAtAccept] = await deliveredSince(atBooking.length);
    expect(othersAtAccept).toEqual([]);
    expect(confirmed.to).toEqual([employee.email]);
    expect(confirmed.subject).toBe(NEUTRAL_MAIL_SUBJECT);
    const invitation = parseCalendar(confirmed.calendars[0]);
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.events).toHaveLength(1);
    const [event] = invitation.events;
    expect(event).toMatchObject({ uid: `${slot.id}@parenthese.fr`, summary: 'Rendez-vous Parenthèse', startZone: 'Europe/Paris' });
    expect(event.startsAt.getTime()).toBe(slot.startsAt.getTime());
    expect(event.endsAt.getTime()).toBe(slot.startsAt.getTime() + HOUR);
    for (const secret of identity.slice(0, 5)) expect(confirmed.calendars[0]).not.toContain(secret);

    // The reminder of the day before, to both sides, with the same event.
    await server.testApp.db
      .update(meetings)
      .set({ bookedAt: new Date(slot.startsAt.getTime() - 48 * HOUR) })
      .where(eq(meetings.id, slot.id));
    const sent = server.smtp.received.length;
    expect(await server.testApp.services.consultationNotices.writeDueReminders(new Date(slot.startsAt.getTime() - 24 * HOUR + 60_000))).toBe(1);
    const reminders = await deliveredSince(sent);
    expect(reminders.map((mail) => (mail.to.includes(psychologist.login) ? mail.subject.startsWith('Rappel : ') : mail.subject === NEUTRAL_MAIL_SUBJECT)).every(Boolean)).toBe(true);
    expect(reminders.flatMap((mail) => mail.to).sort()).toEqual([psychologist.login, employee.email].sort());
    const psychologistReminder = reminders.find((mail) => mail.to.includes(psychologist.login))!;
    expect(psychologistReminder.text).toContain('Par téléphone : vous appelez le 06 11 22 33 44.');
    for (const secret of identity) expect(psychologistReminder.text).not.toContain(secret);
    for (const mail of reminders) expect(parseCalendar(mail.calendars[0]).events[0]).toMatchObject({ uid: event.uid, sequence: event.sequence });

    // The employee cancels in time: both sides get a CANCEL of the same event, with a higher SEQUENCE.
    const cancelSent = server.smtp.received.length;
    expect((await server.testApp.app.inject({ method: 'POST', url: `/api/employee-service/meeting/${slot.id}/cancel`, headers: { authorization: employeeBearer } })).statusCode).toBe(200);
    const cancellations = await deliveredSince(cancelSent);
    expect(cancellations).toHaveLength(2);
    for (const mail of cancellations) {
      const cancellation = parseCalendar(mail.calendars[0]);
      expect(cancellation.method).toBe('CANCEL');
      expect(cancellation.events[0].uid).toBe(event.uid);
      expect(cancellation.events[0].sequence).toBeGreaterThan(event.sequence);
    }
    const toEmployee = cancellations.find((mail) => mail.to.includes(employee.email!))!;
    expect(toEmployee.text).toContain('Vous avez annulé ce rendez-vous. Votre crédit vous a été rendu.');
    expect(toEmployee.text).toContain('3114');
    const toPsychologist = cancellations.find((mail) => mail.to.includes(psychologist.login))!;
    for (const secret of identity) expect(toPsychologist.text).not.toContain(secret);
  });
});
