import { describe, expect, it } from 'vitest';
import { NEUTRAL_MAIL_SUBJECT, contactEmailMessages } from '@parenthese/shared';
import { parseCalendar } from '../../../test/support/calendar';
import { appWithFakeSmtp } from '../../../test/support/app-with-smtp';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createSlot, weekdayAt } from '../../../test/support/consultations';

const server = appWithFakeSmtp();
const PREFERENCES = '/api/employee-service/employee/account/mail-preferences';

/** Runs what the changes queued, and answers what the SMTP server received since `from`. */
async function deliveredSince(from: number) {
  await server.testApp.services.deferredWork.idle();
  await server.testApp.services.jobs.runDue();
  return server.smtp.received.slice(from);
}

async function world() {
  const company = await createCompany(server.testApp.db, { creditsAmount: 10 });
  const employee = await createEmployee(server.testApp.db, { companyId: company.id, phoneNumber: '0611223344' });
  const psychologist = await createPsychologist(server.testApp.db, { categories: ['Psychologue du travail'] });
  return { employee, psychologist, employeeBearer: await bearerFor(server.testApp, employee), psychologistBearer: await bearerFor(server.testApp, psychologist) };
}

const setPreferences = (authorization: string, payload: Record<string, unknown>) => server.testApp.app.inject({ method: 'PUT', url: PREFERENCES, headers: { authorization }, payload });

describe('the mails about an employee’s use, as a mail server receives them', () => {
  it('go with a neutral subject to the sign-in email, then to a personal address once confirmed, with the details only when chosen', async () => {
    const { employee, psychologist, employeeBearer, psychologistBearer } = await world();
    const slot = await createSlot(server.testApp.db, psychologist.id, weekdayAt(6, 10, server.testApp.clock.now()));
    const booked = await server.testApp.app.inject({
      method: 'POST',
      url: '/api/employee-service/meeting/create',
      headers: { authorization: employeeBearer },
      payload: { meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: 'Psychologue du travail', subject: 'Consultation anonyme' },
    });
    expect(booked.statusCode).toBe(200);
    const atBooking = await deliveredSince(0);
    const requested = atBooking.find((mail) => mail.to.includes(employee.email!))!;
    // By default: nothing in the subject (nor the HTML's title) says what happened.
    expect(requested.subject).toBe(NEUTRAL_MAIL_SUBJECT);
    expect(requested.html).toContain(`<title>${NEUTRAL_MAIL_SUBJECT}</title>`);
    expect(requested.text).toContain('est bien enregistré');
    // Staff mails are not concerned.
    expect(atBooking.find((mail) => mail.to.includes(psychologist.login))!.subject).toMatch(/^Nouvelle demande de rendez-vous du /);

    // A personal address: a link to it first, nothing else goes there until it is followed.
    const before = server.smtp.received.length;
    const saved = await setPreferences(employeeBearer, { contactEmail: ' Lea.Perso@Exemple.org ', isDetailedSubject: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ contactEmail: null, pendingContactEmail: 'lea.perso@exemple.org', isDetailedSubject: false });
    const [confirmation] = await deliveredSince(before);
    expect(confirmation.to).toEqual(['lea.perso@exemple.org']);
    expect(confirmation.subject).toBe('Parenthèse : confirmez votre adresse');
    const token = /\/confirm-contact-email\/([A-Za-z0-9_-]+)/.exec(confirmation.text)![1];
    const confirmed = await server.testApp.app.inject({ method: 'POST', url: `/api/account/contact-email/confirm/${token}` });
    expect(confirmed.json()).toEqual({ success: true, message: contactEmailMessages.confirmed });
    // Once only.
    const again = await server.testApp.app.inject({ method: 'POST', url: `/api/account/contact-email/confirm/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(contactEmailMessages.invalidLink);
    expect((await server.testApp.app.inject({ method: 'GET', url: PREFERENCES, headers: { authorization: employeeBearer } })).json()).toEqual({
      contactEmail: 'lea.perso@exemple.org',
      pendingContactEmail: null,
      isDetailedSubject: false,
    });

    // The psychologist accepts: the confirmation and its invitation go to the personal address.
    const beforeAccept = server.smtp.received.length;
    expect((await server.testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${slot.id}/accept`, headers: { authorization: psychologistBearer } })).statusCode).toBe(200);
    const [accepted, ...others] = await deliveredSince(beforeAccept);
    expect(others).toEqual([]);
    expect(accepted.to).toEqual(['lea.perso@exemple.org']);
    expect(accepted.subject).toBe(NEUTRAL_MAIL_SUBJECT);
    expect(parseCalendar(accepted.calendars[0]).method).toBe('REQUEST');
    // Its attendee is the address it is sent to (lines unfolded, RFC 5545).
    const unfolded = accepted.calendars[0].replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('MAILTO:lea.perso@exemple.org');
    expect(unfolded).not.toContain(employee.email!);

    // Detailed subjects chosen: the next mail says what happened.
    expect((await setPreferences(employeeBearer, { contactEmail: 'lea.perso@exemple.org', isDetailedSubject: true })).json()).toMatchObject({ isDetailedSubject: true });
    const beforeCancel = server.smtp.received.length;
    expect((await server.testApp.app.inject({ method: 'POST', url: `/api/employee-service/meeting/${slot.id}/cancel`, headers: { authorization: employeeBearer } })).statusCode).toBe(200);
    const cancelled = (await deliveredSince(beforeCancel)).find((mail) => mail.to.includes('lea.perso@exemple.org'))!;
    expect(cancelled.subject).toMatch(/^Votre rendez-vous du .* est annulé$/);
    expect(cancelled.html).toContain(`<title>${cancelled.subject}</title>`);

    // Removed: back to the sign-in email.
    expect((await setPreferences(employeeBearer, { contactEmail: '', isDetailedSubject: true })).json()).toEqual({ contactEmail: null, pendingContactEmail: null, isDetailedSubject: true });
  });

  it('refuses a bad address, the sign-in email itself, a wrong link and other roles, in French', async () => {
    const { employee, employeeBearer, psychologistBearer } = await world();
    const bad = await setPreferences(employeeBearer, { contactEmail: 'pas-une-adresse', isDetailedSubject: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.contactEmail).toBe('Adresse email invalide');
    const missing = await setPreferences(employeeBearer, { contactEmail: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.isDetailedSubject).toBe('Choix invalide');
    const same = await setPreferences(employeeBearer, { contactEmail: employee.email!.toUpperCase(), isDetailedSubject: false });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.contactEmail).toBe(contactEmailMessages.sameAsSignIn);
    const wrongLink = await server.testApp.app.inject({ method: 'POST', url: `/api/account/contact-email/confirm/${'x'.repeat(43)}` });
    expect(wrongLink.statusCode).toBe(400);
    expect(wrongLink.json().message).toBe(contactEmailMessages.invalidLink);
    expect((await server.testApp.app.inject({ method: 'GET', url: PREFERENCES, headers: { authorization: psychologistBearer } })).statusCode).toBe(403);
    expect((await server.testApp.app.inject({ method: 'GET', url: PREFERENCES })).statusCode).toBe(401);
  });
});
