import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { psychologistAdminMessages, personMessages } from '@parenthese/shared';
import { auditLog, psychologists, meetings, passwordResetTokens, users } from '../../../db/schema';
import { createAdmin, createPsychologist, createEmployee, signIn } from '../../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, weekdayAt } from '../../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';

let testApp: TestApp;
let asSite: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const site = await createAdmin(testApp.db, { adminRole: 'SITE' });
  asSite = await bearerFor(testApp, site);
});
afterAll(async () => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, authorization = asSite) =>
  testApp.app.inject({ method, url: `/api/admin/doctors${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });

let counter = 0;
/** A fresh ADELI number and email for each new psychologist. */
const newPsychologist = (overrides: object = {}) => {
  counter += 1;
  return {
    adeliNumber: String(750_000_000 + counter),
    firstName: 'Inès',
    lastName: 'Garnier',
    mail: `ines.garnier${counter}@cabinet.fr`,
    doctorCategories: ['Psychologue du travail'],
    ...overrides,
  };
};
const psychologistCount = async () => (await testApp.db.select().from(psychologists)).length;
const psychologistRow = async (id: string) => (await testApp.db.select().from(psychologists).where(eq(psychologists.userId, id)))[0];
const hoursAgo = (hours: number) => new Date(testApp.clock.now().getTime() - hours * 3_600_000);

describe('creating a psychologist', () => {
  it('answers `doctor` invited by email (no password), with the real creation date, and audits it', async () => {
    const response = await call('POST', '/create', newPsychologist({ phoneNumber: '06 12 34 56 78', address: '3 place Bellecour, Lyon' }));
    expect(response.statusCode).toBe(200);
    const { doctor: psychologistAccount } = response.json();
    expect(psychologistAccount).toMatchObject({
      firstName: 'Inès',
      lastName: 'Garnier',
      doctorCategories: ['Psychologue du travail'],
      address: '3 place Bellecour, Lyon',
      locked: false,
      isFirstConnection: true,
      phoneEnabled: false,
      teamsEnabled: false,
    });
    // created_at is written from the server's clock (decision 0078), the test app's.
    expect(Math.abs(Date.parse(psychologistAccount.createdAt) - testApp.clock.now().getTime())).toBeLessThan(60_000);
    // Invited, never given a password (issue 33): staff-invitations.test.ts follows the link.
    expect(psychologistAccount).not.toHaveProperty('password');
    expect(psychologistAccount.invitation).toMatchObject({ status: 'PENDING', mail: psychologistAccount.mail });
    expect(
      await testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, psychologistAccount.userId), eq(auditLog.action, 'doctor.created'))),
    ).toHaveLength(1);
  });

  it.each([
    ['an ADELI number of 8 digits', { adeliNumber: '12345678' }, 'adeliNumber', personMessages.adeliNumberFormat],
    ['an ADELI number with letters', { adeliNumber: '12345678A' }, 'adeliNumber', personMessages.adeliNumberFormat],
    ['no ADELI number', { adeliNumber: '' }, 'adeliNumber', personMessages.adeliNumber],
    ['an unknown category', { doctorCategories: ['Psychanalyste'] }, 'doctorCategories.0', 'Catégorie inconnue'],
    ['a category twice', { doctorCategories: ['Neuropsychologue', 'Neuropsychologue'] }, 'doctorCategories', 'Une catégorie est en double'],
    ['a bad email', { mail: 'pas-un-email' }, 'mail', personMessages.email],
    ['no last name', { lastName: '  ' }, 'lastName', personMessages.lastName],
    ['a bad phone number', { phoneNumber: '12' }, 'phoneNumber', personMessages.phoneFormat],
  ])('refuses %s in French (400) and creates nothing', async (_case, overrides, field, message) => {
    const before = await psychologistCount();
    const response = await call('POST', '/create', newPsychologist(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await psychologistCount()).toBe(before);
  });

  it('refuses an ADELI number or an email already used (409, on the field) and creates nothing', async () => {
    const existing = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db);
    const before = await psychologistCount();

    const sameAdeli = await call('POST', '/create', newPsychologist({ adeliNumber: existing.profile.adeliNumber }));
    expect(sameAdeli.statusCode).toBe(409);
    expect(sameAdeli.json()).toEqual({ code: 'CONFLICT', message: psychologistAdminMessages.adeliTaken, errors: { adeliNumber: psychologistAdminMessages.adeliTaken } });

    // Any account's email, whatever its role or case.
    const sameMail = await call('POST', '/create', newPsychologist({ mail: employee.email!.toUpperCase() }));
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().errors).toEqual({ mail: personMessages.emailTaken });
    expect(await psychologistCount()).toBe(before);
  });
});

describe('listing psychologists', () => {
  it('answers every psychologist under `doctors` without page parameters, and one page when searched', async () => {
    const created = (await call('POST', '/create', newPsychologist({ lastName: 'Zanetti-Unique' }))).json().doctor;
    const all = await call('GET', '/get/all');
    expect(all.statusCode).toBe(200);
    expect(Object.keys(all.json())).toEqual(['doctors']);
    expect(all.json().doctors).toContainEqual(created);

    const page = (await call('GET', '/get/all?search=zanetti')).json();
    expect(page).toMatchObject({ total: 1, page: 1, items: [expect.objectContaining({ userId: created.userId })] });
    expect((await call('GET', `/get/all?search=${created.adeliNumber}`)).json().total).toBe(1);
  });

  it('shows no password, and no invitation for an account created ready (demo, tests)', async () => {
    const existing = await createPsychologist(testApp.db);
    const listed = (await call('GET', `/get/all?search=${existing.email}`)).json().items[0];
    expect(listed).toMatchObject({ invitation: null, isFirstConnection: false });
    expect(listed).not.toHaveProperty('password');
  });
});

describe('updating a psychologist', () => {
  it('spends the reset links mailed to the old address when the email changes, and keeps them otherwise', async () => {
    const { doctor: psychologistAccount } = (await call('POST', '/create', newPsychologist())).json();
    const tokenHash = (label: string) => `${label}${psychologistAccount.userId}`.padEnd(64, '0');
    const isUsable = async (label: string) =>
      (
        await testApp.db
          .select()
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.tokenHash, tokenHash(label)))
      )[0].usedAt === null;
    const expiresAt = new Date(testApp.clock.now().getTime() + 3_600_000);
    await testApp.db.insert(passwordResetTokens).values({ userId: psychologistAccount.userId, tokenHash: tokenHash('a'), expiresAt });

    const sameMail = newPsychologist({ adeliNumber: psychologistAccount.adeliNumber, mail: psychologistAccount.mail, lastName: 'Renommé', password: '' });
    expect((await call('PUT', `/update/${psychologistAccount.userId}`, sameMail)).statusCode).toBe(200);
    expect(await isUsable('a')).toBe(true);

    const newMail = { ...sameMail, mail: `nouvelle.${psychologistAccount.mail}` };
    expect((await call('PUT', `/update/${psychologistAccount.userId}`, newMail)).statusCode).toBe(200);
    expect(await isUsable('a')).toBe(false);
  });

  it('saves the fields (password sent empty) and audits it', async () => {
    const { doctor: psychologistAccount } = (await call('POST', '/create', newPsychologist())).json();
    const changes = newPsychologist({ firstName: 'Inès-Marie', phoneNumber: '0478000000', address: 'Lyon', doctorCategories: ['Neuropsychologue', 'Psychologue social'], password: '' });
    const response = await call('PUT', `/update/${psychologistAccount.userId}`, changes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userId: psychologistAccount.userId,
      adeliNumber: changes.adeliNumber,
      mail: changes.mail,
      firstName: 'Inès-Marie',
      phoneNumber: '0478000000',
      address: 'Lyon',
      doctorCategories: ['Neuropsychologue', 'Psychologue social'],
      isFirstConnection: true,
    });
    expect(
      await testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, psychologistAccount.userId), eq(auditLog.action, 'doctor.updated'))),
    ).toHaveLength(1);
  });

  it('refuses an ADELI number or email of another account, a bad ADELI number and a password, and changes nothing', async () => {
    const other = await createPsychologist(testApp.db);
    const { doctor: psychologistAccount } = (await call('POST', '/create', newPsychologist())).json();
    const unchanged = await psychologistRow(psychologistAccount.userId);
    const base = { ...newPsychologist(), adeliNumber: psychologistAccount.adeliNumber, mail: psychologistAccount.mail };

    const sameAdeli = await call('PUT', `/update/${psychologistAccount.userId}`, { ...base, lastName: 'Autre', adeliNumber: other.profile.adeliNumber });
    expect(sameAdeli.statusCode).toBe(409);
    expect(sameAdeli.json().errors).toEqual({ adeliNumber: psychologistAdminMessages.adeliTaken });
    const sameMail = await call('PUT', `/update/${psychologistAccount.userId}`, { ...base, lastName: 'Autre', mail: other.email });
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().errors).toEqual({ mail: personMessages.emailTaken });
    const shortAdeli = await call('PUT', `/update/${psychologistAccount.userId}`, { ...base, lastName: 'Autre', adeliNumber: '1234' });
    expect(shortAdeli.statusCode).toBe(400);
    expect(shortAdeli.json().errors.adeliNumber).toBe(personMessages.adeliNumberFormat);
    const password = await call('PUT', `/update/${psychologistAccount.userId}`, { ...base, lastName: 'Autre', password: 'Nouveau123!' });
    expect(password.statusCode).toBe(400);
    expect(password.json().errors.password).toBe(psychologistAdminMessages.passwordNotEditable);

    expect(await psychologistRow(psychologistAccount.userId)).toEqual(unchanged);
    const [user] = await testApp.db.select().from(users).where(eq(users.id, psychologistAccount.userId));
    expect(user.email).toBe(psychologistAccount.mail);
  });

  it('keeps its own ADELI number and email, and answers 404 for an unknown psychologist', async () => {
    const { doctor: psychologistAccount } = (await call('POST', '/create', newPsychologist())).json();
    const same = await call('PUT', `/update/${psychologistAccount.userId}`, { ...newPsychologist(), adeliNumber: psychologistAccount.adeliNumber, mail: psychologistAccount.mail });
    expect(same.statusCode).toBe(200);
    const missing = await call('PUT', '/update/00000000-0000-4000-8000-000000000000', newPsychologist());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(psychologistAdminMessages.notFound);
  });
});

describe('credits of a psychologist', () => {
  it('answers the completed consultations per month, without upcoming, free, cancelled or reported-as-not-held ones', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db, { credits: 3 });
    // Two past consultations, in the same month or not, and ones that do not count.
    const twoHoursAgo = hoursAgo(2);
    await createSlot(testApp.db, psychologist.id, twoHoursAgo, { status: 'BOOKED', employeeId: employee.id, bookedAt: hoursAgo(100) });
    await createSlot(testApp.db, psychologist.id, hoursAgo(24 * 40), { status: 'BOOKED', employeeId: employee.id, bookedAt: hoursAgo(24 * 50) });
    await createSlot(testApp.db, psychologist.id, hoursAgo(24 * 3), { status: 'CANCELLED', employeeId: employee.id, isLateCancellation: true });
    await createSlot(testApp.db, psychologist.id, hoursAgo(5), { status: 'AVAILABLE' });
    // « Personne ne s'est présenté »: its credit came back.
    await createSlot(testApp.db, psychologist.id, hoursAgo(7), { status: 'BOOKED', employeeId: employee.id, bookedAt: hoursAgo(100), doctorNoShowAt: hoursAgo(6) });
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(5, 10, testApp.clock.now()) });

    const response = await call('GET', `/${psychologist.id}/credits/load`);
    expect(response.statusCode).toBe(200);
    const { doctorCredits: psychologistCredits } = response.json();
    expect(psychologistCredits.doctorId).toBe(psychologist.id);
    expect(psychologistCredits.credits.reduce((total: number, credit: { creditAmount: number }) => total + credit.creditAmount, 0)).toBe(2);
    const parisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date(twoHoursAgo.getTime() + 3_600_000));
    expect(psychologistCredits.credits.at(-1)).toEqual({ period: parisMonth, creditAmount: 1 });

    expect((await call('GET', '/00000000-0000-4000-8000-000000000000/credits/load')).statusCode).toBe(404);
  });
});

describe('deleting a psychologist', () => {
  it('refuses while consultations are upcoming, naming how many, and changes nothing', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db, { credits: 3 });
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(3, 10, testApp.clock.now()) });
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(4, 11, testApp.clock.now()) });
    await createSlot(testApp.db, psychologist.id, weekdayAt(6, 9, testApp.clock.now()));
    const before = await testApp.db.select().from(meetings).where(eq(meetings.doctorId, psychologist.id));

    const response = await call('DELETE', `/delete/${psychologist.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Impossible de supprimer le psychologue : 2 consultations sont encore à venir.');
    expect(await psychologistRow(psychologist.id)).toBeDefined();
    expect(await testApp.db.select().from(meetings).where(eq(meetings.doctorId, psychologist.id))).toHaveLength(before.length);
  });

  it('refuses when past or cancelled consultations exist: they are billed and in the employees’ history', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db);
    await createSlot(testApp.db, psychologist.id, hoursAgo(24 * 7), { status: 'BOOKED', employeeId: employee.id });
    await createSlot(testApp.db, psychologist.id, weekdayAt(6, 9, testApp.clock.now()));

    const response = await call('DELETE', `/delete/${psychologist.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(psychologistAdminMessages.hasHistory);
    expect(await testApp.db.select().from(meetings).where(eq(meetings.doctorId, psychologist.id))).toHaveLength(2);

    const cancelledOnly = await createPsychologist(testApp.db);
    await createSlot(testApp.db, cancelledOnly.id, weekdayAt(3, 9, testApp.clock.now()), { status: 'CANCELLED', employeeId: employee.id });
    expect((await call('DELETE', `/delete/${cancelledOnly.id}`)).json().message).toBe(psychologistAdminMessages.hasHistory);
  });

  it('deletes a psychologist without consultations, with their free slots, audits it, and 404 after', async () => {
    const { doctor: psychologistAccount } = (await call('POST', '/create', newPsychologist())).json();
    await createSlot(testApp.db, psychologistAccount.userId, weekdayAt(2, 9, testApp.clock.now()));
    await createSlot(testApp.db, psychologistAccount.userId, weekdayAt(2, 10, testApp.clock.now()));

    const response = await call('DELETE', `/delete/${psychologistAccount.userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Le psychologue Inès Garnier a été supprimé du système.' });
    expect(await testApp.db.select().from(users).where(eq(users.id, psychologistAccount.userId))).toEqual([]);
    expect(await testApp.db.select().from(meetings).where(eq(meetings.doctorId, psychologistAccount.userId))).toEqual([]);
    expect(
      await testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, psychologistAccount.userId), eq(auditLog.action, 'doctor.deleted'))),
    ).toHaveLength(1);
    expect((await call('DELETE', `/delete/${psychologistAccount.userId}`)).statusCode).toBe(404);
  });
});

describe('blocking a psychologist', () => {
  it('goes through the lock toggle for any administrator, shows in the list and stops their sign-in', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const locked = await testApp.app.inject({ method: 'POST', url: '/api/account/lock/toggle', headers: { authorization: asSite }, payload: { userId: psychologist.id, lockAccount: true } });
    expect(locked.json()).toEqual({ userId: psychologist.id, locked: true });
    expect((await call('GET', `/get/all?search=${psychologist.email}`)).json().items[0].locked).toBe(true);
    await expect(signIn(testApp.app, psychologist.login)).rejects.toThrow();

    await testApp.app.inject({ method: 'POST', url: '/api/account/lock/toggle', headers: { authorization: asSite }, payload: { userId: psychologist.id, lockAccount: false } });
    expect((await call('GET', `/get/all?search=${psychologist.email}`)).json().items[0].locked).toBe(false);
  });
});
