import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEUTRAL_MAIL_SUBJECT } from '@parenthese/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { carePairs, mailOutbox, meetings } from '../../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, bookSlot, createBookedConsultation, createSlot, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const SUBJECT = 'Épuisement après la réorganisation';

async function world(options: { employeeEmail?: string | null; meetingType?: 'PHONE' | 'TEAMS' } = {}) {
  const company = await createCompany(testApp.db, { creditsAmount: 10 });
  const employee = await createEmployee(testApp.db, { companyId: company.id, credits: 2, email: options.employeeEmail, phoneNumber: '0699887766' });
  const psychologist = await createPsychologist(testApp.db, { categories: ['Psychologue du travail'] });
  const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(5, 10, testApp.clock.now()));
  const authorization = await bearerFor(testApp, employee);
  const booked = await bookSlot(testApp.app, authorization, { slotId: slot.id, category: 'Psychologue du travail', meetingType: options.meetingType ?? 'PHONE', subject: SUBJECT });
  expect(booked.statusCode).toBe(200);
  await testApp.services.deferredWork.idle();
  return { company, employee, psychologist, slot };
}

const mailsTo = (address: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe('the booking’s mails', () => {
  it('tells the employee it is saved and asks the psychologist, once, without the employee’s identity or motive', async () => {
    const { company, employee, psychologist, slot } = await world();
    const [toEmployee] = await mailsTo(employee.email!);
    expect(toEmployee.kind).toBe('appointment-requested');
    expect(toEmployee.subject).toBe(NEUTRAL_MAIL_SUBJECT);
    expect(toEmployee.textBody).toContain('Le psychologue vous appellera au 06 ·· ·· ·· 66.');
    expect(toEmployee.textBody).toContain('3114');
    expect(toEmployee.textBody).not.toContain(SUBJECT);

    const [toPsychologist] = await mailsTo(psychologist.login);
    expect(toPsychologist.kind).toBe('doctor-appointment-request');
    expect(toPsychologist.textBody).toContain('Catégorie : Psychologue du travail.');
    expect(toPsychologist.textBody).toContain('Par téléphone : vous appelez le 06 99 88 77 66.');
    // The person as the psychologist's agenda names them: the pair's pseudonym, below the first line; never to the employee.
    const [pair] = await testApp.db
      .select()
      .from(carePairs)
      .where(and(eq(carePairs.employeeId, employee.id), eq(carePairs.doctorId, psychologist.id)));
    expect(toPsychologist.textBody).toContain(`Avec : Personne ${pair.pseudonym}.`);
    expect(toPsychologist.subject).not.toContain('Personne');
    expect(`${toEmployee.subject}\n${toEmployee.textBody}\n${toEmployee.htmlBody}`).not.toContain(`Personne ${pair.pseudonym}`);
    for (const secret of [SUBJECT, 'Léa', 'Moreau', employee.username!, employee.email!, employee.id, company.id, company.name]) {
      expect(`${toPsychologist.subject}\n${toPsychologist.textBody}\n${toPsychologist.htmlBody}`).not.toContain(secret);
    }

    // Already written: the sweep adds nothing.
    expect(await testApp.services.consultationNotices.writePendingBookingNotices()).toBe(0);
    const [row] = await testApp.db.select().from(meetings).where(eq(meetings.id, slot.id));
    expect(row.bookingNoticesAt).toBeInstanceOf(Date);
    expect(await mailsTo(psychologist.login)).toHaveLength(1);
  });

  it('writes only the psychologist’s when the employee has no email', async () => {
    const { psychologist, employee } = await world({ employeeEmail: null });
    expect((await mailsTo(psychologist.login)).map((mail) => mail.kind)).toEqual(['doctor-appointment-request']);
    const toEmployee = await testApp.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, [employee.username!, `${employee.username}@example.fr`]));
    expect(toEmployee).toEqual([]);
  });

  it('is caught by the scheduled run when the process died between the booking and its mails', async () => {
    const company = await createCompany(testApp.db);
    const employee = await createEmployee(testApp.db, { companyId: company.id });
    const psychologist = await createPsychologist(testApp.db);
    // Booked as the function does, but no mail written (the crash).
    const consultation = await createBookedConsultation(testApp.db, {
      doctorId: psychologist.id,
      employee,
      startsAt: weekdayAt(6, 11, testApp.clock.now()),
      meetingType: 'TEAMS',
      hasBookingNotices: false,
    });
    expect(await testApp.services.consultationNotices.writePendingBookingNotices()).toBeGreaterThanOrEqual(1);
    expect((await mailsTo(employee.email!)).map((mail) => mail.kind)).toEqual(['appointment-requested']);
    expect((await mailsTo(psychologist.login)).map((mail) => mail.kind)).toEqual(['doctor-appointment-request']);
    const [videoMail] = await mailsTo(employee.email!);
    expect(videoMail.textBody).toContain('https://meet.jit.si/parenthese-test');
    expect(await testApp.services.consultationNotices.writePendingBookingNotices()).toBe(0);
    const rows = await testApp.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, psychologist.login), eq(mailOutbox.kind, 'doctor-appointment-request')));
    expect(rows).toHaveLength(1);
    expect(consultation.id).toBeTruthy();
  });
});
