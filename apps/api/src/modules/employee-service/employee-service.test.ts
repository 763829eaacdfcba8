import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingMessages, bookingWindow, parisDateTime } from '@parenthese/shared';
import { companies, creditLedger, employees, mailOutbox, meetings, users } from '../../db/schema';
import { createAdmin, createCompany, createDoctor, createEmployee, signIn } from '../../../test/support/factories';
import { bearerFor, createSlot, ledgerBalances, saturdayAt, weekdayAt } from '../../../test/support/meetings';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { endSessions } from '../sessions/repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ videoBaseUrl: 'https://visio.example.fr' });
});
afterAll(async () => testApp.close());

const base = '/api/employee-service';
type Method = 'GET' | 'POST';
const call = (method: Method, url: string, authorization?: string, payload?: object) =>
  testApp.app.inject({ method, url: `${base}${url}`, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });

async function employeeWorld(options: { credits?: number; phoneNumber?: string; companyCredits?: number; isCompanyLocked?: boolean } = {}) {
  const company = await createCompany(testApp.db, { creditsAmount: options.companyCredits ?? 10, isLocked: options.isCompanyLocked ?? false });
  const employee = await createEmployee(testApp.db, { companyId: company.id, credits: options.credits ?? 2, phoneNumber: options.phoneNumber });
  const authorization = await bearerFor(testApp, employee);
  return { company, employee, authorization };
}

const travailDoctor = () => createDoctor(testApp.db, { categories: ['Psychologue du travail'] });
const book = (authorization: string, meetingId: string, extra: object = {}) =>
  call('POST', '/meeting/create', authorization, { meetingType: 'TEAMS', meetingId, doctorCategoryName: 'Psychologue du travail', ...extra });

async function meetingRow(id: string) {
  const [row] = await testApp.db.select().from(meetings).where(eq(meetings.id, id));
  return row;
}
async function creditsOf(employeeId: string, companyId: string) {
  const [employee] = await testApp.db.select({ credits: employees.availableCredits }).from(employees).where(eq(employees.userId, employeeId));
  const [company] = await testApp.db.select({ credits: companies.creditsAmount }).from(companies).where(eq(companies.id, companyId));
  return { employee: employee.credits, company: company.credits };
}

/** Employees whose tokens no longer open a session (locked, password changed) or only the first connection. */
async function endedSessions() {
  const locked = await employeeWorld();
  const passwordChanged = await employeeWorld();
  const newcomer = await createEmployee(testApp.db, { isFirstConnection: true });
  await testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, locked.employee.id));
  await endSessions(testApp.db, passwordChanged.employee.id);
  return { locked, passwordChanged, newcomerAuth: await bearerFor(testApp, newcomer) };
}

describe('roles', () => {
  it('answers 401 without a token and 403 to psychologists and administrators', async () => {
    const doctor = await createDoctor(testApp.db);
    const admin = await createAdmin(testApp.db);
    const doctorAuth = (await signIn(testApp.app, doctor.login)).authorization;
    const adminAuth = (await signIn(testApp.app, admin.login)).authorization;
    const noToken = await call('GET', '/meeting/load');
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().message).toBe("Token d'authentification manquant");
    for (const authorization of [doctorAuth, adminAuth]) {
      expect((await call('GET', '/employee/account/details', authorization)).statusCode).toBe(403);
      expect((await call('GET', '/meeting/load', authorization)).statusCode).toBe(403);
      expect(
        (
          await call('POST', '/meeting/find', authorization, {
            doctorCategoryName: 'Neuropsychologue',
            meetingType: 'TEAMS',
            startDate: new Date().toISOString(),
            endDate: new Date(Date.now() + 1e9).toISOString(),
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it('answers 401, not 403, to a psychologist or administrator whose session has ended, on every route', async () => {
    const doctor = await createDoctor(testApp.db);
    const admin = await createAdmin(testApp.db);
    const authorizations = [await bearerFor(testApp, doctor), await bearerFor(testApp, admin)];
    await testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, doctor.id));
    await endSessions(testApp.db, admin.id);
    const search = { doctorCategoryName: 'Neuropsychologue', meetingType: 'TEAMS', startDate: new Date().toISOString(), endDate: new Date(Date.now() + 1e9).toISOString() };
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
    const newcomer = await createEmployee(testApp.db, { isFirstConnection: true });
    const newcomerAuth = await bearerFor(testApp, newcomer);
    const refused = await call('GET', '/employee/account/details', newcomerAuth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/première connexion/);
    await testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, employee.id));
    const locked = await call('GET', '/meeting/load', authorization);
    expect(locked.statusCode).toBe(401);
  });
});

describe('account details', () => {
  it('returns the profile, credits and the real company, service and job', async () => {
    const { company, employee, authorization } = await employeeWorld({ credits: 3 });
    await testApp.db.update(employees).set({ service: 'Comptabilité', job: 'Comptable' }).where(eq(employees.userId, employee.id));
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

  it('updates names and phone, clears the phone with null; a new email, free or used, waits for its confirmation', async () => {
    const { employee, authorization } = await employeeWorld();
    const other = await createEmployee(testApp.db);
    const updated = await call('POST', '/employee/account/details/update', authorization, { mail: 'Nouvelle@Example.fr', firstName: 'Léna', lastName: "D'Arc", phoneNumber: '06 11 22 33 44' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      mail: employee.email,
      firstName: 'Léna',
      lastName: "D'Arc",
      phoneNumber: '06 11 22 33 44',
      username: employee.username,
      pendingEmailChange: { mail: 'nouvelle@example.fr', expiresAt: expect.any(String) },
    });
    const cleared = await call('POST', '/employee/account/details/update', authorization, { mail: employee.email!, firstName: 'Léna', lastName: "D'Arc", phoneNumber: null });
    expect(cleared.json().phoneNumber).toBeNull();
    const [row] = await testApp.db.select().from(employees).where(eq(employees.userId, employee.id));
    expect(row.phoneNumber).toBe('');

    // The same answer as for a free address: nobody learns from it that an account uses this one.
    const taken = await call('POST', '/employee/account/details/update', authorization, { mail: other.email!, firstName: 'Léna', lastName: 'Arc' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().pendingEmailChange).toEqual({ mail: other.email, expiresAt: expect.any(String) });
    const [user] = await testApp.db.select().from(users).where(eq(users.id, employee.id));
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
    const suitable = await travailDoctor();
    const videoOnly = await createDoctor(testApp.db, { categories: ['Psychologue du travail'], isPhoneEnabled: false });
    const otherCategory = await createDoctor(testApp.db, { categories: ['Neuropsychologue'] });
    const locked = await travailDoctor();
    await testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, locked.id));

    const start = weekdayAt(3, 9);
    const open = await createSlot(testApp.db, suitable.id, start);
    await createSlot(testApp.db, suitable.id, new Date(start.getTime() + 3_600_000), { status: 'BOOKED' });
    await createSlot(testApp.db, videoOnly.id, start);
    await createSlot(testApp.db, otherCategory.id, start);
    await createSlot(testApp.db, locked.id, start);
    await createSlot(testApp.db, suitable.id, saturdayAt(3, 9));
    await createSlot(testApp.db, suitable.id, weekdayAt(100, 9)); // beyond 3 months
    // Today, not bookable: the last second of today in Paris (now + 1 minute fails at Paris midnight, when
    // it falls tomorrow; if the day ends meanwhile, this slot is in the past and still not bookable).
    await createSlot(testApp.db, suitable.id, new Date(bookingWindow(new Date()).startsAt.getTime() - 1000));

    const response = await call('POST', '/meeting/find', authorization, {
      doctorCategoryName: 'Psychologue du travail',
      meetingType: 'PHONE',
      startDate: new Date(Date.now() - 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 120 * 86_400_000).toISOString(),
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
    const search = { doctorCategoryName: 'Neuropsychologue', meetingType: 'TEAMS', startDate: new Date().toISOString(), endDate: new Date(Date.now() + 1e9).toISOString() };
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

describe('booking', () => {
  it('claims the slot, spends one credit from the employee and the company with ledger rows, and makes a video link', async () => {
    const { company, employee, authorization } = await employeeWorld({ credits: 2, companyCredits: 10 });
    const doctor = await travailDoctor();
    const slot = await createSlot(testApp.db, doctor.id, weekdayAt(3, 10));
    const response = await book(authorization, slot.id, { subject: '  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.meeting).toMatchObject({ meetingId: slot.id, meetingStatus: 'BOOKED', meetingType: 'TEAMS', subject: 'Consultation anonyme', doctorCategoryName: 'Psychologue du travail' });
    expect(body.meeting.meetingLink).toMatch(/^https:\/\/visio\.example\.fr\/parenthese-[0-9a-f]{32}$/);
    const row = await meetingRow(slot.id);
    expect(row).toMatchObject({ status: 'BOOKED', employeeId: employee.id, doctorDecision: 'PENDING', meetingLink: body.meeting.meetingLink });
    expect(await creditsOf(employee.id, company.id)).toEqual({ employee: 1, company: 9 });
    const balances = await ledgerBalances(testApp.db, company.id);
    expect(balances.companyLedger).toBe(9);
    expect(balances.employees[0]).toMatchObject({ credits: 1, ledger: 1 });
  });

  it('refuses a slot just taken with 409 and spends nothing', async () => {
    const first = await employeeWorld();
    const second = await employeeWorld();
    const slot = await createSlot(testApp.db, (await travailDoctor()).id, weekdayAt(3, 11));
    expect((await book(first.authorization, slot.id)).statusCode).toBe(200);
    const response = await book(second.authorization, slot.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(bookingMessages.slotTaken);
    expect(await creditsOf(second.employee.id, second.company.id)).toEqual({ employee: 2, company: 10 });
  });

  it.each([
    ['a weekend', () => saturdayAt(3, 10), bookingMessages.outsideWindow],
    ['beyond three months', () => weekdayAt(100, 10), bookingMessages.outsideWindow],
    ['a past date', () => weekdayAt(-7, 10), bookingMessages.outsideWindow],
  ])('refuses %s with 400 and changes nothing', async (_label, start, message) => {
    const { company, employee, authorization } = await employeeWorld();
    const slot = await createSlot(testApp.db, (await travailDoctor()).id, start());
    const response = await book(authorization, slot.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await meetingRow(slot.id)).status).toBe('AVAILABLE');
    expect(await creditsOf(employee.id, company.id)).toEqual({ employee: 2, company: 10 });
  });

  it('refuses without credit, on a locked company, in phone mode without a phone, or with an unsuitable psychologist', async () => {
    const doctor = await travailDoctor();
    const noCredit = await employeeWorld({ credits: 0 });
    const emptyPool = await employeeWorld({ companyCredits: 0 });
    const lockedCompany = await employeeWorld({ isCompanyLocked: true });
    const noPhone = await employeeWorld({ phoneNumber: '' });
    const slot = await createSlot(testApp.db, doctor.id, weekdayAt(4, 9));

    const expectations: [string, object, number, string][] = [
      [noCredit.authorization, {}, 409, bookingMessages.noEmployeeCredit],
      [emptyPool.authorization, {}, 409, bookingMessages.noCompanyCredit],
      [lockedCompany.authorization, {}, 403, bookingMessages.companyLocked],
      [noPhone.authorization, { meetingType: 'PHONE' }, 400, bookingMessages.phoneMissing],
      [noPhone.authorization, { doctorCategoryName: 'Neuropsychologue' }, 400, bookingMessages.doctorUnsuitable],
    ];
    for (const [authorization, extra, status, message] of expectations) {
      const response = await book(authorization, slot.id, extra);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await meetingRow(slot.id)).status).toBe('AVAILABLE');
    expect(await creditsOf(emptyPool.employee.id, emptyPool.company.id)).toEqual({ employee: 2, company: 0 });
    const ledger = await testApp.db.select().from(creditLedger).where(eq(creditLedger.companyId, emptyPool.company.id));
    expect(ledger.every((row) => row.reason === 'GRANT')).toBe(true);
  });

  it('refuses a booking at once from a locked account, a session ended by a password change or a first connection, even with a bad body', async () => {
    const slot = await createSlot(testApp.db, (await travailDoctor()).id, weekdayAt(5, 10));
    const { locked, passwordChanged, newcomerAuth } = await endedSessions();

    for (const authorization of [locked.authorization, passwordChanged.authorization]) {
      for (const response of [await book(authorization, slot.id), await book(authorization, 'abc')]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Session expirée ou invalide. Veuillez vous reconnecter.');
      }
    }
    for (const response of [await book(newcomerAuth, slot.id), await book(newcomerAuth, 'abc')]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/première connexion/);
    }
    expect((await meetingRow(slot.id)).status).toBe('AVAILABLE');
    expect(await creditsOf(locked.employee.id, locked.company.id)).toEqual({ employee: 2, company: 10 });
  });

  it('refuses unknown ids, malformed ids and oversized messages', async () => {
    const { authorization } = await employeeWorld();
    const slot = await createSlot(testApp.db, (await travailDoctor()).id, weekdayAt(5, 9));
    const unknown = await book(authorization, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(bookingMessages.slotNotFound);
    const malformed = await book(authorization, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identifiant de créneau invalide');
    const oversized = await book(authorization, slot.id, { subject: 'x'.repeat(501) });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().message).toBe('Maximum 500 caractères');
    expect((await meetingRow(slot.id)).status).toBe('AVAILABLE');
  });
});

describe('loading, cancelling and rating', () => {
  async function bookedWorld(start: Date) {
    const world = await employeeWorld({ credits: 2, companyCredits: 10 });
    const doctor = await travailDoctor();
    const slot = await createSlot(testApp.db, doctor.id, start);
    expect((await book(world.authorization, slot.id)).statusCode).toBe(200);
    return { ...world, doctor, slot };
  }

  it("lists only the employee's own consultations, newest first, without the psychologist's identity", async () => {
    const world = await bookedWorld(weekdayAt(3, 9));
    const later = await createSlot(testApp.db, world.doctor.id, weekdayAt(10, 9));
    await book(world.authorization, later.id);
    const stranger = await employeeWorld();
    const response = await call('GET', '/meeting/load', world.authorization);
    expect(response.statusCode).toBe(200);
    const list = response.json().meetings;
    expect(list.map((meeting: { meetingId: string }) => meeting.meetingId)).toEqual([later.id, world.slot.id]);
    expect(response.body).not.toMatch(/Dubois|Claire|psy-/);
    expect((await call('GET', '/meeting/load', stranger.authorization)).json().meetings).toEqual([]);
  });

  it('cancelling 48 h or more ahead gives the credit back and offers the slot again', async () => {
    const world = await bookedWorld(weekdayAt(4, 9));
    const response = await call('POST', `/meeting/${world.slot.id}/cancel`, world.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Rendez-vous annulé', isLateCancellation: false, isCreditRefunded: true });
    expect(await meetingRow(world.slot.id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: false });
    expect(await creditsOf(world.employee.id, world.company.id)).toEqual({ employee: 2, company: 10 });
    const reopened = await testApp.db.select().from(meetings).where(eq(meetings.doctorId, world.doctor.id));
    expect(reopened.filter((row) => row.status === 'AVAILABLE' && row.startsAt.getTime() === world.slot.startsAt.getTime())).toHaveLength(1);
    const balances = await ledgerBalances(testApp.db, world.company.id);
    expect(balances.companyLedger).toBe(balances.companyCredits);
    expect(balances.employees[0].ledger).toBe(2);
    await testApp.app.deferredWork.idle();
    const doctorMails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, world.doctor.email!));
    const mail = doctorMails.find((candidate) => candidate.kind === 'doctor-appointment-cancelled')!;
    expect(mail.subject).toMatch(/^Le rendez-vous du .* est annulé$/);
    expect(mail.textBody).not.toMatch(/Léa|Moreau|salarie/);
    const [employeeMail] = await testApp.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, world.employee.email!), eq(mailOutbox.kind, 'appointment-cancelled')));
    expect(employeeMail.textBody).toMatch(/Vous avez annulé ce rendez-vous\. Votre crédit vous a été rendu\./);
    const again = await call('POST', `/meeting/${world.slot.id}/cancel`, world.authorization);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(bookingMessages.alreadyCancelled);
  });

  it('cancelling under 48 h is allowed but keeps the credit spent', async () => {
    const world = await employeeWorld({ credits: 2, companyCredits: 10 });
    const doctor = await travailDoctor();
    // Booked (e.g. earlier) for a start 24 h from now; written directly since booking needs tomorrow or later.
    const start = new Date(Date.now() + 24 * 3_600_000);
    const slot = await createSlot(testApp.db, doctor.id, start, { status: 'BOOKED', employeeId: world.employee.id, meetingType: 'PHONE', category: 'Psychologue du travail', subject: 'x' });
    const response = await call('POST', `/meeting/${slot.id}/cancel`, world.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isLateCancellation: true, isCreditRefunded: false });
    expect(await meetingRow(slot.id)).toMatchObject({ status: 'CANCELLED', isLateCancellation: true });
    expect(await creditsOf(world.employee.id, world.company.id)).toEqual({ employee: 2, company: 10 });
  });

  it("refuses to cancel someone else's, an unknown or a past consultation", async () => {
    const world = await bookedWorld(weekdayAt(5, 9));
    const stranger = await employeeWorld();
    const foreign = await call('POST', `/meeting/${world.slot.id}/cancel`, stranger.authorization);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(bookingMessages.meetingNotFound);
    expect((await meetingRow(world.slot.id)).status).toBe('BOOKED');
    expect((await call('POST', '/meeting/00000000-0000-4000-8000-000000000000/cancel', world.authorization)).statusCode).toBe(404);
    expect((await call('POST', '/meeting/nope/cancel', world.authorization)).statusCode).toBe(400);
    const past = await createSlot(testApp.db, world.doctor.id, weekdayAt(-7, 9), { status: 'BOOKED', employeeId: world.employee.id, meetingType: 'TEAMS', category: 'Psychologue du travail' });
    const response = await call('POST', `/meeting/${past.id}/cancel`, world.authorization);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(bookingMessages.pastCannotCancel);
  });

  it('rates an own past consultation once, from 1 to 5', async () => {
    const world = await employeeWorld();
    const doctor = await travailDoctor();
    const past = await createSlot(testApp.db, doctor.id, weekdayAt(-7, 9), { status: 'BOOKED', employeeId: world.employee.id, meetingType: 'TEAMS', category: 'Psychologue du travail' });
    for (const rating of [0, 6, 2.5, '4']) {
      const response = await call('POST', `/meeting/${past.id}/rate`, world.authorization, { rating });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('La note doit être un nombre entier entre 1 et 5');
    }
    const stranger = await employeeWorld();
    expect((await call('POST', `/meeting/${past.id}/rate`, stranger.authorization, { rating: 5 })).statusCode).toBe(404);
    const rated = await call('POST', `/meeting/${past.id}/rate`, world.authorization, { rating: 4 });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toEqual({ success: true, message: 'Évaluation envoyée', rating: 4 });
    const twice = await call('POST', `/meeting/${past.id}/rate`, world.authorization, { rating: 5 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(bookingMessages.alreadyRated);
    expect((await meetingRow(past.id)).rating).toBe(4);
  });

  it('refuses to rate an upcoming or a cancelled consultation', async () => {
    const world = await bookedWorld(weekdayAt(6, 9));
    const upcoming = await call('POST', `/meeting/${world.slot.id}/rate`, world.authorization, { rating: 5 });
    expect(upcoming.statusCode).toBe(409);
    expect(upcoming.json().message).toBe(bookingMessages.notYetRatable);
    const cancelledPast = await createSlot(testApp.db, world.doctor.id, parisDateTime(2025, 3, 3, 9), {
      status: 'CANCELLED',
      employeeId: world.employee.id,
      meetingType: 'TEAMS',
      category: 'Psychologue du travail',
    });
    const cancelled = await call('POST', `/meeting/${cancelledPast.id}/rate`, world.authorization, { rating: 5 });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(bookingMessages.cancelledCannotRate);
  });
});
