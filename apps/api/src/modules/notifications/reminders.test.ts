import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { mailOutbox, meetings } from '../../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { createBookedConsultation, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { consultationRemindersJob } from './job-definitions';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const HOUR = 60 * 60 * 1000;
const minutes = (count: number) => count * 60 * 1000;

async function appointment(options: { decision?: 'PENDING' | 'ACCEPTED'; bookedHoursAhead?: number; daysAhead?: number; hour?: number } = {}) {
  const company = await createCompany(testApp.db);
  const employee = await createEmployee(testApp.db, { companyId: company.id });
  const psychologist = await createPsychologist(testApp.db);
  const startsAt = weekdayAt(options.daysAhead ?? 8, options.hour ?? 10, testApp.clock.now());
  const consultation = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt, meetingType: 'TEAMS', doctorDecision: options.decision ?? 'ACCEPTED' });
  const bookedAt = new Date(startsAt.getTime() - (options.bookedHoursAhead ?? 72) * HOUR);
  await testApp.db.update(meetings).set({ bookedAt, bookingNoticesAt: bookedAt }).where(eq(meetings.id, consultation.id));
  return { employee, psychologist, consultation, startsAt };
}

const remindersTo = (addresses: string[]) =>
  testApp.db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.toAddress, addresses), inArray(mailOutbox.kind, ['appointment-reminder', 'doctor-appointment-reminder'])));

describe('reminders', () => {
  it('reminds both sides 24 h and 1 h before a confirmed appointment, each once', async () => {
    const { employee, psychologist, startsAt } = await appointment({ daysAhead: 9 });
    const addresses = [employee.email!, psychologist.login];
    expect(await testApp.services.consultationNotices.writeDueReminders(new Date(startsAt.getTime() - 24 * HOUR - minutes(1)))).toBe(0);
    expect(await testApp.services.consultationNotices.writeDueReminders(new Date(startsAt.getTime() - 24 * HOUR + minutes(1)))).toBe(1);
    expect(await testApp.services.consultationNotices.writeDueReminders(new Date(startsAt.getTime() - 24 * HOUR + minutes(2)))).toBe(0);
    const dayBefore = await remindersTo(addresses);
    expect(dayBefore.map((mail) => mail.kind).sort()).toEqual(['appointment-reminder', 'doctor-appointment-reminder']);
    expect(dayBefore.find((mail) => mail.kind === 'appointment-reminder')!.textBody).toMatch(/a lieu demain, .* à 10 h 00\./);

    expect(await testApp.services.consultationNotices.writeDueReminders(new Date(startsAt.getTime() - HOUR + minutes(3)))).toBe(1);
    expect(await testApp.services.consultationNotices.writeDueReminders(new Date(startsAt.getTime() - HOUR + minutes(4)))).toBe(0);
    const all = await remindersTo(addresses);
    expect(all).toHaveLength(4);
    expect(all.filter((mail) => mail.textBody.includes('commence dans une heure, à 10 h 00'))).toHaveLength(2);
  });

  it('sends none for a cancelled, a refused or a still pending appointment', async () => {
    const pending = await appointment({ decision: 'PENDING', daysAhead: 10 });
    const cancelled = await appointment({ daysAhead: 10, hour: 11 });
    await testApp.db.update(meetings).set({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', cancelledAt: testApp.clock.now() }).where(eq(meetings.id, cancelled.consultation.id));
    const at = new Date(pending.startsAt.getTime() - HOUR + minutes(1));
    await testApp.services.consultationNotices.writeDueReminders(at);
    await testApp.services.consultationNotices.writeDueReminders(new Date(cancelled.startsAt.getTime() - HOUR + minutes(1)));
    expect(await remindersTo([pending.employee.email!, pending.psychologist.login, cancelled.employee.email!, cancelled.psychologist.login])).toEqual([]);
  });

  it('sends no reminder for a time already past at booking, nor one more than 15 minutes late', async () => {
    const lateBooking = await appointment({ bookedHoursAhead: 10, daysAhead: 11 });
    const addresses = [lateBooking.employee.email!, lateBooking.psychologist.login];
    // Booked 10 h ahead: the day-before reminder's time was already past.
    expect(await testApp.services.consultationNotices.writeDueReminders(new Date(lateBooking.startsAt.getTime() - 9 * HOUR))).toBe(0);
    // The server was down when the hour-before reminder fell due: 20 minutes late, it is not sent.
    expect(await testApp.services.consultationNotices.writeDueReminders(new Date(lateBooking.startsAt.getTime() - HOUR + minutes(20)))).toBe(0);
    expect(await remindersTo(addresses)).toEqual([]);
  });
});

describe('the schedules', () => {
  it('run the reminders each minute through the job engine', async () => {
    const company = await createCompany(testApp.db);
    const employee = await createEmployee(testApp.db, { companyId: company.id });
    const psychologist = await createPsychologist(testApp.db);
    const startsAt = new Date(testApp.clock.now().getTime() + 24 * HOUR - minutes(2));
    const consultation = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt, meetingType: 'TEAMS', doctorDecision: 'ACCEPTED' });
    await testApp.db
      .update(meetings)
      .set({ bookedAt: new Date(startsAt.getTime() - 72 * HOUR), bookingNoticesAt: testApp.clock.now() })
      .where(eq(meetings.id, consultation.id));
    await testApp.services.jobs.runDue({ includeScheduled: [consultationRemindersJob] });
    expect((await remindersTo([employee.email!, psychologist.login])).map((mail) => mail.kind).sort()).toEqual(['appointment-reminder', 'doctor-appointment-reminder']);
  });
});

describe('the 18:00 digest', () => {
  it('lists to each psychologist the requests still waiting, and writes nothing for the others', async () => {
    const first = await appointment({ decision: 'PENDING', daysAhead: 12 });
    const second = await createBookedConsultation(testApp.db, {
      doctorId: first.psychologist.id,
      employee: first.employee,
      startsAt: weekdayAt(13, 15, testApp.clock.now()),
      doctorDecision: 'PENDING',
    });
    const accepted = await appointment({ decision: 'ACCEPTED', daysAhead: 12 });
    await testApp.services.consultationNotices.writeRequestsDigest();
    const [digest, ...others] = await testApp.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, first.psychologist.login), eq(mailOutbox.kind, 'doctor-requests-digest')));
    expect(others).toEqual([]);
    expect(digest.subject).toBe('2 demandes de rendez-vous attendent votre réponse');
    expect(digest.textBody).not.toMatch(/Léa|Moreau|salarie/);
    expect(second.id).toBeTruthy();
    expect(
      await testApp.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, accepted.psychologist.login), eq(mailOutbox.kind, 'doctor-requests-digest'))),
    ).toEqual([]);
  });
});
