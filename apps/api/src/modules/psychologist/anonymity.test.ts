import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { homeParisWeekStart, parisDateKey, parisWeekDays, psychologistReceives, shiftParisWeek, slotStartAt } from '@parenthese/shared';
import { psychologistHolidayOpenings, employees, mailOutbox } from '../../db/schema';
import { createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/**
 * Anonymity (docs/architecture.md): nothing a psychologist receives carries the employee's name, email,
 * identifier or id. Every doctor-facing response is walked here, and the mail the employee gets.
 */
describe('anonymity of the employee towards the psychologist', () => {
  it('keeps every doctor-facing response and the cancellation mail free of the employee’s identity', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const authorization = await bearerFor(testApp, psychologist);
    const employee = await createEmployee(testApp.db, { username: 'gaspard.quintal', email: 'gaspard.quintal@entreprise.fr', phoneNumber: '0699887766' });
    await testApp.db.update(employees).set({ firstName: 'Gaspard', lastName: 'Quintal' }).where(eq(employees.userId, employee.id));
    const identity = ['Gaspard', 'Quintal', 'gaspard.quintal', 'entreprise.fr', employee.id];
    // A week ahead of today, whatever today is: its consultations can still be answered.
    const weekStart = shiftParisWeek(homeParisWeekStart(testApp.clock.now()), 2);
    const [, tuesday, wednesday, thursday, friday] = parisWeekDays(weekStart);
    const weekDate = parisDateKey(weekStart);

    const phoneCall = await createBookedConsultation(testApp.db, {
      doctorId: psychologist.id,
      employee,
      startsAt: slotStartAt(tuesday, 10),
      meetingType: 'PHONE',
      subject: 'Fatigue au travail',
    });
    const videoCall = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: slotStartAt(wednesday, 10), meetingType: 'TEAMS', doctorDecision: 'ACCEPTED' });
    const third = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: slotStartAt(thursday, 10), meetingType: 'TEAMS' });

    // The hour published below may fall on a public holiday (25 December): opened, as a psychologist may (decision 0064).
    await testApp.db.insert(psychologistHolidayOpenings).values({ doctorId: psychologist.id, day: parisDateKey(slotStartAt(friday, 10)) });

    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => testApp.app.inject({ method, url, headers: { authorization }, payload });
    const responses = [
      await inject('GET', '/api/doctor/account/details'),
      await inject('POST', '/api/planning/load', { startDate: weekDate }),
      await inject('PUT', '/api/planning/update/v2', { startDate: weekDate, meetingDates: [slotStartAt(friday, 10).toISOString()] }),
      await inject('POST', `/api/doctor/meetings/${third.id}/accept`),
      await inject('POST', `/api/doctor/meetings/${phoneCall.id}/refuse`),
      await inject('POST', `/api/doctor/meetings/${videoCall.id}/cancel`),
      await inject('POST', '/api/planning/load', { startDate: weekDate }),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      for (const secret of identity) expect(response.body).not.toContain(secret);
    }

    // What the calendar does show: the phone number for the phone call only, the link for video.
    const week = responses[1].json();
    const byId = Object.fromEntries(week.consultations.map((item: { meetingId: string }) => [item.meetingId, item]));
    expect(byId[phoneCall.id]).toMatchObject({ meetingType: 'PHONE', phoneNumber: '0699887766', meetingLink: null, subject: 'Fatigue au travail' });
    expect(byId[videoCall.id]).toMatchObject({ meetingType: 'TEAMS', phoneNumber: null, meetingLink: 'https://meet.jit.si/parenthese-test' });
    // cancelledBy says which side cancelled (EMPLOYEE, DOCTOR or ADMIN), never who. Every field sent is one
    // the privacy page names (psychologistReceives, packages/shared), and the page names no other.
    const namedFields = psychologistReceives.flatMap((item) => item.fields);
    expect(Object.keys(byId[phoneCall.id]).sort()).toEqual(['meetingId', ...namedFields].sort());
    expect(new Set(namedFields).size).toBe(namedFields.length);

    // The employee's mails: addressed to them, but nothing in them names them or the psychologist.
    const mails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'gaspard.quintal@entreprise.fr'));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['appointment-cancelled', 'appointment-confirmed', 'appointment-refused']);
    for (const mail of mails) {
      const content = `${mail.subject}\n${mail.textBody}\n${mail.htmlBody ?? ''}`;
      for (const secret of [...identity, '0699887766', 'Fatigue', psychologist.profile.firstName, psychologist.profile.lastName, psychologist.login, psychologist.profile.phoneNumber]) {
        expect(content).not.toContain(secret);
      }
    }
  });
});
