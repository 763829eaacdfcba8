import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NEUTRAL_MAIL_SUBJECT, emailChangeMessages } from '@parenthese/shared';
import { companies, creditLedger, psychologists, employees, mailOutbox, meetings, users } from '../../db/schema';
import { createAdmin, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, signedInPsychologist, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

// A consultation still to come, whatever day the suite runs on (a fixed date falls in the past one day).
const future = () => weekdayAt(30, 14, testApp.clock.now());

const details = (authorization: string) => testApp.app.inject({ method: 'GET', url: '/api/doctor/account/details', headers: { authorization } });
const updateDetails = (authorization: string, payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/doctor/account/details/update', headers: { authorization }, payload: payload as object });
const answer = (authorization: string, id: string, action: 'accept' | 'refuse' | 'cancel') =>
  testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${id}/${action}`, headers: { authorization } });

async function balances(employee: { id: string; companyId: string }) {
  const [employeeRow] = await testApp.db.select().from(employees).where(eq(employees.userId, employee.id));
  const [company] = await testApp.db.select().from(companies).where(eq(companies.id, employee.companyId));
  return { employee: employeeRow.availableCredits, company: company.creditsAmount };
}

const validUpdate = (adeliNumber: string) => ({
  adeliNumber,
  mail: 'Nouvelle.Adresse@Example.fr',
  firstName: 'Claire',
  lastName: 'Dubois-Martin',
  phoneNumber: '06 11 22 33 44',
  address: '3 rue des Lilas, 69003 Lyon',
  doctorCategories: ['Neuropsychologue', 'Psychologue social'],
  phoneEnabled: true,
  teamsEnabled: false,
  meetsEnabled: false,
  zoomEnabled: false,
});

describe('GET /api/doctor/account/details', () => {
  it('answers the signed-in psychologist’s own record', async () => {
    const psychologist = await signedInPsychologist(testApp, { categories: ['Psychologue clinicien'], isVideoEnabled: false });
    const response = await details(psychologist.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: psychologist.id,
      adeliNumber: psychologist.profile.adeliNumber,
      firstName: 'Claire',
      lastName: 'Dubois',
      mail: psychologist.login,
      phoneNumber: '0611223344',
      address: '',
      doctorCategories: ['Psychologue clinicien'],
      locked: false,
      phoneEnabled: true,
      teamsEnabled: false,
      meetsEnabled: false,
      zoomEnabled: false,
      pendingEmailChange: null,
    });
  });
});

describe('POST /api/doctor/account/details/update', () => {
  it('stores the fields and answers the updated record', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const response = await updateDetails(psychologist.authorization, { ...validUpdate(psychologist.profile.adeliNumber), mail: psychologist.login.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mail: psychologist.login,
      pendingEmailChange: null,
      lastName: 'Dubois-Martin',
      phoneNumber: '06 11 22 33 44',
      doctorCategories: ['Neuropsychologue', 'Psychologue social'],
      phoneEnabled: true,
      teamsEnabled: false,
    });
    const [stored] = await testApp.db.select().from(psychologists).where(eq(psychologists.userId, psychologist.id));
    expect(stored).toMatchObject({ address: '3 rue des Lilas, 69003 Lyon', isVideoEnabled: false, categories: ['Neuropsychologue', 'Psychologue social'] });
    const [account] = await testApp.db.select().from(users).where(eq(users.id, psychologist.id));
    expect(account.email).toBe(psychologist.login);
  });

  it('accepts a toggle sent with an empty phone and without the ADELI number', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const { adeliNumber: _ignored, ...toggle } = { ...validUpdate(''), mail: psychologist.login, phoneNumber: '', doctorCategories: [] };
    const response = await updateDetails(psychologist.authorization, toggle);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phoneNumber: '', doctorCategories: [] });
  });

  it('refuses to change the ADELI number', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const response = await updateDetails(psychologist.authorization, validUpdate('123456789'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.adeliNumber).toBe('Le numéro ADELI ne peut pas être modifié. Contactez un administrateur.');
    const [stored] = await testApp.db.select().from(psychologists).where(eq(psychologists.userId, psychologist.id));
    expect(stored.adeliNumber).toBe(psychologist.profile.adeliNumber);
    expect(stored.lastName).toBe('Dubois');
  });

  it('refuses another email: it has its own form, with the password and the code (decision 0043), and changes nothing', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const response = await updateDetails(psychologist.authorization, validUpdate(psychologist.profile.adeliNumber));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.mail).toBe(emailChangeMessages.useOwnChangeForm);
    const [account] = await testApp.db.select().from(users).where(eq(users.id, psychologist.id));
    expect(account.email).toBe(psychologist.login);
    const [stored] = await testApp.db.select().from(psychologists).where(eq(psychologists.userId, psychologist.id));
    expect(stored.lastName).toBe('Dubois');
  });

  it.each([
    ['an invalid email', { mail: 'pas-une-adresse' }, 'mail', 'Adresse email invalide'],
    ['an empty last name', { lastName: '  ' }, 'lastName', 'Le nom est requis'],
    ['an empty first name', { firstName: '' }, 'firstName', 'Le prénom est requis'],
    ['a category outside the four', { doctorCategories: ['Psychiatre'] }, 'doctorCategories.0', 'Catégorie inconnue'],
    ['a repeated category', { doctorCategories: ['Neuropsychologue', 'Neuropsychologue'] }, 'doctorCategories', 'Une catégorie est en double'],
    ['a phone with letters', { phoneNumber: '06 ab' }, 'phoneNumber', 'Numéro de téléphone invalide'],
    ['a mode that is not a boolean', { phoneEnabled: 'oui' }, 'phoneEnabled', 'phoneEnabled doit être un booléen'],
  ])('answers 400 in French to %s', async (_label, change, field, message) => {
    const psychologist = await signedInPsychologist(testApp);
    const response = await updateDetails(psychologist.authorization, { ...validUpdate(psychologist.profile.adeliNumber), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    const [stored] = await testApp.db.select().from(psychologists).where(eq(psychologists.userId, psychologist.id));
    expect(stored.lastName).toBe('Dubois');
  });
});

describe('accepting, refusing and cancelling a consultation', () => {
  async function bookedWorld(options: { decision?: 'PENDING' | 'ACCEPTED'; startsAt?: Date; employeeEmail?: string | null } = {}) {
    const psychologist = await signedInPsychologist(testApp);
    const employee = await createEmployee(testApp.db, { email: options.employeeEmail === undefined ? undefined : options.employeeEmail });
    const consultation = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: options.startsAt ?? future(), doctorDecision: options.decision });
    return { psychologist, employee, consultation };
  }

  it('accepts a pending consultation', async () => {
    const { psychologist, employee, consultation } = await bookedWorld();
    const before = await balances(employee);
    const response = await answer(psychologist.authorization, consultation.id, 'accept');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ meetingId: consultation.id, meetingStatus: 'BOOKED', doctorDecision: 'ACCEPTED' });
    expect(await balances(employee)).toEqual(before);
    expect((await answer(psychologist.authorization, consultation.id, 'accept')).json().message).toBe('Ce rendez-vous a déjà été accepté.');
  });

  it.each([
    ['refuses a pending consultation', 'PENDING', 'refuse'],
    ['cancels an accepted consultation', 'ACCEPTED', 'cancel'],
  ] as const)('%s: cancelled for both sides, credit back in full, a neutral mail, nothing freed', async (_label, decision, action) => {
    // One hour ahead: far under the 48 h of the employee's late cancellation, refunded all the same.
    const startsAt = new Date(Math.ceil((testApp.clock.now().getTime() + 3_600_000) / 3_600_000) * 3_600_000);
    const { psychologist, employee, consultation } = await bookedWorld({ decision, startsAt });
    const before = await balances(employee);
    const response = await answer(psychologist.authorization, consultation.id, action);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ meetingId: consultation.id, meetingStatus: 'CANCELLED' });

    const [stored] = await testApp.db.select().from(meetings).where(eq(meetings.id, consultation.id));
    expect(stored).toMatchObject({ status: 'CANCELLED', cancelledBy: 'DOCTOR', isLateCancellation: false });
    expect(stored.cancelledAt).toBeInstanceOf(Date);
    expect(await balances(employee)).toEqual({ employee: before.employee + 1, company: before.company + 1 });
    const refunds = await testApp.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.meetingId, consultation.id), eq(creditLedger.reason, 'DOCTOR_CANCELLATION')));
    expect(refunds.map((row) => `${row.account} ${row.delta}`).sort()).toEqual(['COMPANY 1', 'EMPLOYEE 1']);
    // The hour is not put back on sale: the psychologist republishes it if they wish.
    const live = await testApp.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.doctorId, psychologist.id), eq(meetings.startsAt, startsAt)));
    expect(live.map((row) => row.status)).toEqual(['CANCELLED']);

    const mails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, employee.email!));
    expect(mails).toHaveLength(1);
    // Discreet: the subject and the first line name an appointment and its date, never what it is.
    expect(mails[0]).toMatchObject({ kind: action === 'refuse' ? 'appointment-refused' : 'appointment-cancelled' });
    // The neutral subject by default (decision 0047); the first line says what happened.
    expect(mails[0].subject).toBe(NEUTRAL_MAIL_SUBJECT);
    expect(mails[0].textBody.split('\n')[2]).toMatch(/^Votre rendez-vous Parenthèse du .* (est annulé|n'a pas pu être retenu)\.$/);
    expect(mails[0].textBody).toMatch(/Votre crédit vous a été rendu/);

    const again = await answer(psychologist.authorization, consultation.id, action);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ce rendez-vous a déjà été annulé.');
    expect(await balances(employee)).toEqual({ employee: before.employee + 1, company: before.company + 1 });
  });

  it('sends no mail to an employee without an email, and still refunds', async () => {
    const { psychologist, employee, consultation } = await bookedWorld({ employeeEmail: null });
    const before = await balances(employee);
    const mailCount = (await testApp.db.select().from(mailOutbox)).length;
    expect((await answer(psychologist.authorization, consultation.id, 'refuse')).statusCode).toBe(200);
    expect((await testApp.db.select().from(mailOutbox)).length).toBe(mailCount);
    expect((await balances(employee)).employee).toBe(before.employee + 1);
  });

  it('keeps refuse for pending and cancel for accepted consultations', async () => {
    const pending = await bookedWorld();
    const cancelPending = await answer(pending.psychologist.authorization, pending.consultation.id, 'cancel');
    expect(cancelPending.statusCode).toBe(409);
    expect(cancelPending.json().message).toBe("Ce rendez-vous n'a pas encore été accepté : utilisez « Refuser ».");
    const accepted = await bookedWorld({ decision: 'ACCEPTED' });
    const refuseAccepted = await answer(accepted.psychologist.authorization, accepted.consultation.id, 'refuse');
    expect(refuseAccepted.statusCode).toBe(409);
    expect(refuseAccepted.json().message).toBe('Ce rendez-vous a déjà été accepté.');
  });

  it.each(['accept', 'refuse', 'cancel'] as const)('%s: refuses a past consultation, another psychologist’s, an unknown or malformed id', async (action) => {
    const past = await bookedWorld({ startsAt: new Date('2025-06-16T08:00:00.000Z'), decision: action === 'cancel' ? 'ACCEPTED' : 'PENDING' });
    const before = await balances(past.employee);
    const pastResponse = await answer(past.psychologist.authorization, past.consultation.id, action);
    expect(pastResponse.statusCode).toBe(409);
    expect(pastResponse.json().message).toBe('Ce rendez-vous a déjà commencé ou est passé : il ne peut plus être modifié.');
    expect(await balances(past.employee)).toEqual(before);

    const stranger = await signedInPsychologist(testApp);
    const foreign = await answer(stranger.authorization, past.consultation.id, action);
    // Another psychologist's consultation answers exactly like a missing one.
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Rendez-vous introuvable.');

    const unknown = await answer(stranger.authorization, '00000000-0000-4000-8000-000000000000', action);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Rendez-vous introuvable.');

    const malformed = await answer(stranger.authorization, 'abc', action);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identifiant de rendez-vous invalide');
    const [stored] = await testApp.db.select().from(meetings).where(eq(meetings.id, past.consultation.id));
    expect(stored.status).toBe('BOOKED');
  });

  it('answers 409 to an answer about a slot nobody booked', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const [slot] = await testApp.db
      .insert(meetings)
      .values({ doctorId: psychologist.id, startsAt: future(), endsAt: new Date(future().getTime() + 3_600_000) })
      .returning();
    const response = await answer(psychologist.authorization, slot.id, 'accept');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("Ce créneau n'a pas été réservé.");
  });
});

describe('doctor role guards', () => {
  it('answers 401 without a token and 403 to employees and administrators on every call', async () => {
    const employee = await createEmployee(testApp.db);
    const admin = await createAdmin(testApp.db);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET' as const, url: '/api/doctor/account/details' },
      { method: 'POST' as const, url: '/api/doctor/account/details/update', payload: validUpdate('1') },
      ...(['accept', 'refuse', 'cancel'] as const).map((action) => ({ method: 'POST' as const, url: `/api/doctor/meetings/${id}/${action}` })),
    ];
    for (const call of calls) {
      expect((await testApp.app.inject(call)).statusCode).toBe(401);
      for (const user of [employee, admin]) {
        const response = await testApp.app.inject({ ...call, headers: { authorization: await bearerFor(testApp, user) } });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe("Vous n'avez pas accès à cette ressource.");
      }
    }
  });
});

describe('answers sent twice at the same time', () => {
  it('refunds once when two cancellations race (one 200, one 409)', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const employee = await createEmployee(testApp.db);
    const consultation = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: future(), doctorDecision: 'ACCEPTED' });
    const before = await balances(employee);
    const responses = await Promise.all(Array.from({ length: 4 }, () => answer(psychologist.authorization, consultation.id, 'cancel')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await balances(employee)).toEqual({ employee: before.employee + 1, company: before.company + 1 });
    const refunds = await testApp.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.meetingId, consultation.id), eq(creditLedger.reason, 'DOCTOR_CANCELLATION')));
    expect(refunds).toHaveLength(2);
  });
});
