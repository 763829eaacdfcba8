import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingWindow, emailChangeMessages } from '@parenthese/shared';
import { employees, users } from '../../db/schema';
import { createAdmin, createPsychologist, createEmployee, signIn } from '../../../test/support/factories';
import { employeeServiceTestbed } from '../../../test/support/employee-service';
import { bearerFor, createSlot, saturdayAt, weekdayAt } from '../../../test/support/consultations';
import { endSessions } from '../sessions/repository';

const bed = employeeServiceTestbed();
const { call, employeeWorld, travailPsychologist: travailPsychologist, endedSessions } = bed;

/** A well-formed slot search from now on, for the tests of who may search. */
const searchFromNow = () => ({
  doctorCategoryName: 'Neuropsychologue',
  meetingType: 'TEAMS',
  startDate: bed.testApp.clock.now().toISOString(),
  endDate: new Date(bed.testApp.clock.now().getTime() + 1e9).toISOString(),
});

describe('roles', () => {
  it('answers 401 without a token and 403 to psychologists and administrators', async () => {
    const psychologist = await createPsychologist(bed.testApp.db);
    const admin = await createAdmin(bed.testApp.db);
    const psychologistAuth = (await signIn(bed.testApp.app, psychologist.login)).authorization;
    const adminAuth = (await signIn(bed.testApp.app, admin.login)).authorization;
    const noToken = await call('GET', '/meeting/load');
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().message).toBe("Token d'authentification manquant");
    for (const authorization of [psychologistAuth, adminAuth]) {
      expect((await call('GET', '/employee/account/details', authorization)).statusCode).toBe(403);
      expect((await call('GET', '/meeting/load', authorization)).statusCode).toBe(403);
      expect((await call('POST', '/meeting/find', authorization, searchFromNow())).statusCode).toBe(403);
    }
  });

  it('answers 401, not 403, to a psychologist or administrator whose session has ended, on every route', async () => {
    const psychologist = await createPsychologist(bed.testApp.db);
    const admin = await createAdmin(bed.testApp.db);
    const authorizations = [await bearerFor(bed.testApp, psychologist), await bearerFor(bed.testApp, admin)];
    await bed.testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, psychologist.id));
    await endSessions(bed.testApp.db, admin.id, bed.testApp.clock.now());
    const search = searchFromNow();
    for (const authorization of authorizations) {
      expect((await call('GET', '/meeting/load', authorization)).statusCode).toBe(401);
      // The two routes whose handler checks the session (one round trip for an employee) too.
      expect((await call('POST', '/meeting/find', authorization, search)).statusCode).toBe(401);
      const booking = await call('POST', '/meeting/create', authorization, {
        meetingType: 'TEAMS',
        meetingId: '00000000-0000-4000-8000-000000000000',
        doctorCategoryName: 'Neuropsychologue',
        subject: 'Test',
      });
      expect(booking.statusCode).toBe(401);
    }
  });

  it('refuses an employee still on first connection, and a locked account', async () => {
    const { employee, authorization } = await employeeWorld();
    const newcomer = await createEmployee(bed.testApp.db, { isFirstConnection: true });
    const newcomerAuth = await bearerFor(bed.testApp, newcomer);
    const refused = await call('GET', '/employee/account/details', newcomerAuth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/première connexion/);
    await bed.testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, employee.id));
    const locked = await call('GET', '/meeting/load', authorization);
    expect(locked.statusCode).toBe(401);
  });
});

describe('account details', () => {
  it('returns the profile, credits and the real company, service and job', async () => {
    const { company, employee, authorization } = await employeeWorld({ credits: 3 });
    await bed.testApp.db.update(employees).set({ service: 'Comptabilité', job: 'Comptable' }).where(eq(employees.userId, employee.id));
    const response = await call('GET', '/employee/account/details', authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mail: employee.email,
      firstName: 'Léa',
      lastName: 'Moreau',
      phoneNumber: '0612345678',
      username: employee.username,
      availableCredits: 3,
      creditsFromCompany: 3,
      companyName: company.name,
      service: 'Comptabilité',
      job: 'Comptable',
      pendingEmailChange: null,
    });
  });

  it('updates names and phone, clears the phone with null; another email is refused (its own form asks for the password)', async () => {
    const { employee, authorization } = await employeeWorld();
    const updated = await call('POST', '/employee/account/details/update', authorization, { mail: employee.email!.toUpperCase(), firstName: 'Léna', lastName: "D'Arc", phoneNumber: '06 11 22 33 44' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      mail: employee.email,
      firstName: 'Léna',
      lastName: "D'Arc",
      phoneNumber: '06 11 22 33 44',
      username: employee.username,
      pendingEmailChange: null,
    });
    const cleared = await call('POST', '/employee/account/details/update', authorization, { mail: employee.email!, firstName: 'Léna', lastName: "D'Arc", phoneNumber: null });
    expect(cleared.json().phoneNumber).toBeNull();
    const [row] = await bed.testApp.db.select().from(employees).where(eq(employees.userId, employee.id));
    expect(row.phoneNumber).toBe('');

    const another = await call('POST', '/employee/account/details/update', authorization, { mail: 'nouvelle@example.fr', firstName: 'Léna', lastName: 'Arc' });
    expect(another.statusCode).toBe(400);
    expect(another.json().errors.mail).toBe(emailChangeMessages.useOwnChangeForm);
    const [user] = await bed.testApp.db.select().from(users).where(eq(users.id, employee.id));
    expect(user.email).toBe(employee.email);
  });

  it.each([
    [{ mail: 'pas-un-email', firstName: 'A', lastName: 'B' }, 'Adresse email invalide'],
    [{ mail: 'a@b.fr', firstName: '', lastName: 'B' }, 'Le prénom est requis'],
    [{ mail: 'a@b.fr', firstName: 'A', lastName: 'x'.repeat(51) }, 'Maximum 50 caractères'],
    [{ mail: 'a@b.fr', firstName: 'A', lastName: 'B', phoneNumber: '12345' }, 'Numéro de téléphone invalide'],
  ])('refuses a bad profile with a French message %#', async (payload, message) => {
    const { authorization } = await employeeWorld();
    const response = await call('POST', '/employee/account/details/update', authorization, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('finding slots', () => {
  it('returns only available slots in the window, from unlocked psychologists offering both category and mode, grouped by weekday', async () => {
    const { authorization } = await employeeWorld();
    const suitable = await travailPsychologist();
    const videoOnly = await createPsychologist(bed.testApp.db, { categories: ['Psychologue du travail'], isPhoneEnabled: false });
    const otherCategory = await createPsychologist(bed.testApp.db, { categories: ['Neuropsychologue'] });
    const locked = await travailPsychologist();
    await bed.testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, locked.id));

    const start = weekdayAt(3, 9, bed.testApp.clock.now());
    const open = await createSlot(bed.testApp.db, suitable.id, start);
    await createSlot(bed.testApp.db, suitable.id, new Date(start.getTime() + 3_600_000), { status: 'BOOKED' });
    await createSlot(bed.testApp.db, videoOnly.id, start);
    await createSlot(bed.testApp.db, otherCategory.id, start);
    await createSlot(bed.testApp.db, locked.id, start);
    await createSlot(bed.testApp.db, suitable.id, saturdayAt(3, 9, bed.testApp.clock.now()));
    await createSlot(bed.testApp.db, suitable.id, weekdayAt(100, 9, bed.testApp.clock.now())); // beyond 3 months
    // Today, not bookable: the last second of today in Paris (now + 1 minute fails at Paris midnight, when
    // it falls tomorrow; if the day ends meanwhile, this slot is in the past and still not bookable).
    await createSlot(bed.testApp.db, suitable.id, new Date(bookingWindow(bed.testApp.clock.now()).startsAt.getTime() - 1000));

    const response = await call('POST', '/meeting/find', authorization, {
      doctorCategoryName: 'Psychologue du travail',
      meetingType: 'PHONE',
      startDate: new Date(bed.testApp.clock.now().getTime() - 86_400_000).toISOString(),
      endDate: new Date(bed.testApp.clock.now().getTime() + 120 * 86_400_000).toISOString(),
    });
    expect(response.statusCode).toBe(200);
    const weekday = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'][new Date(start.toLocaleString('en-US', { timeZone: 'Europe/Paris' })).getDay()];
    expect(response.json()).toEqual({ meetingsData: { [weekday]: [{ startDate: start.toISOString(), meetingStatus: 'AVAILABLE', meetingId: open.id }] } });
  });

  it.each([
    [{ doctorCategoryName: 'Astrologue', meetingType: 'TEAMS', startDate: '2026-01-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z' }, 'Catégorie de psychologue inconnue'],
    [{ doctorCategoryName: 'Neuropsychologue', meetingType: 'FAX', startDate: '2026-01-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z' }, 'Mode de consultation inconnu'],
    [{ doctorCategoryName: 'Neuropsychologue', meetingType: 'TEAMS', startDate: 'demain', endDate: '2026-02-01T00:00:00Z' }, 'Date de début invalide'],
    [{ doctorCategoryName: 'Neuropsychologue', meetingType: 'TEAMS', startDate: '2026-03-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z' }, 'La date de fin doit suivre la date de début'],
  ])('refuses a bad search in French %#', async (payload, message) => {
    const { authorization } = await employeeWorld();
    const response = await call('POST', '/meeting/find', authorization, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a search at once from a locked account, a session ended by a password change or a first connection, even with a bad body', async () => {
    const { locked, passwordChanged, newcomerAuth } = await endedSessions();
    const search = searchFromNow();
    // A range in the past too: the session is refused before the empty answer.
    const pastSearch = { ...search, startDate: '2020-01-01T00:00:00Z', endDate: '2020-02-01T00:00:00Z' };
    const badSearch = { ...search, meetingType: 'FAX' };

    for (const authorization of [locked.authorization, passwordChanged.authorization]) {
      for (const body of [search, pastSearch, badSearch]) {
        const response = await call('POST', '/meeting/find', authorization, body);
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Session expirée ou invalide. Veuillez vous reconnecter.');
      }
    }
    for (const body of [search, badSearch]) {
      const response = await call('POST', '/meeting/find', newcomerAuth, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/première connexion/);
    }
    const valid = await call('POST', '/meeting/find', (await employeeWorld()).authorization, badSearch);
    expect(valid.statusCode).toBe(400);
  });

  it('answers an empty result for a range entirely in the past', async () => {
    const { authorization } = await employeeWorld();
    const response = await call('POST', '/meeting/find', authorization, {
      doctorCategoryName: 'Neuropsychologue',
      meetingType: 'TEAMS',
      startDate: '2020-01-01T00:00:00Z',
      endDate: '2020-02-01T00:00:00Z',
    });
    expect(response.json()).toEqual({ meetingsData: {} });
  });
});
