import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { COMPANY_NAME_TAKEN, companyMessages, companyNameKey } from '@parenthese/shared';
import { auditLog, companies, companyTotals, creditLedger, employees, meetings, users } from '../../../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../../../test/support/factories';
import { createBookedConsultation, weekdayAt } from '../../../../test/support/consultations';
import { violatedUniqueIndex } from '../../../lib/database-errors';
import { fillMissingCompanyNameKeys } from '../../../db/complete-migrated-rows';
import { COMPANY_EMAIL_TAKEN } from './service';
import { companiesTestbed } from '../../../../test/support/companies';

const bed = companiesTestbed();
const { call, validCompany, asUpdate } = bed;

describe('creating a company', () => {
  it('stores it with its pool granted through the ledger, pending until an employee signs in, and audits it', async () => {
    const response = await call('POST', '/create', validCompany({ companyMail: 'RH@Nouvelle-Societe.fr', companyPhone: '01 45 67 89 00', companyAddress: '3 rue des Lilas, Lyon' }));
    expect(response.statusCode).toBe(200);
    const company = response.json();
    expect(company).toMatchObject({
      companyMail: 'rh@nouvelle-societe.fr',
      companyPhone: '01 45 67 89 00',
      companyAddress: '3 rue des Lilas, Lyon',
      creditsAmount: 50,
      creditsGranted: 50,
      employeeAmountMax: 2,
      triggerMailIfCreditsLow: true,
      amountOfCreditsToTriggerMail: 20,
      reportMailEnabled: true,
      locked: false,
      status: 'PENDING',
      usagePercent: 0,
      employeeCount: 0,
    });
    // created_at is the database's stamp, on real time (decision 0078).
    expect(new Date(company.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const ledger = await bed.testApp.db.select().from(creditLedger).where(eq(creditLedger.companyId, company.companyId));
    expect(ledger).toEqual([expect.objectContaining({ account: 'COMPANY', delta: 50, reason: 'GRANT' })]);
    expect(
      await bed.testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'company.created'), eq(auditLog.targetId, company.companyId))),
    ).toHaveLength(1);
  });

  it('saves a zero threshold when the alert is off', async () => {
    const company = (await call('POST', '/create', validCompany({ triggerMailIfCreditsLow: false, amountOfCreditsToTriggerMail: 60 }))).json();
    expect(company).toMatchObject({ triggerMailIfCreditsLow: false, amountOfCreditsToTriggerMail: 0 });
  });

  it.each([
    ['negative credits', { creditsAmount: -1 }, 'creditsAmount', companyMessages.credits],
    ['non-numeric credits', { creditsAmount: 'cinquante' }, 'creditsAmount', companyMessages.credits],
    ['fractional credits', { creditsAmount: 2.5 }, 'creditsAmount', companyMessages.credits],
    ['a maximum of 0', { employeeAmountMax: 0 }, 'employeeAmountMax', companyMessages.employeeAmountMax],
    ['a maximum of 4', { employeeAmountMax: 4 }, 'employeeAmountMax', companyMessages.employeeAmountMax],
    ['a threshold of 101', { amountOfCreditsToTriggerMail: 101 }, 'amountOfCreditsToTriggerMail', companyMessages.threshold],
    ['a threshold of -1', { amountOfCreditsToTriggerMail: -1 }, 'amountOfCreditsToTriggerMail', companyMessages.threshold],
    ['no name', { companyName: '   ' }, 'companyName', companyMessages.name],
    ['an over-long name', { companyName: 'x'.repeat(101) }, 'companyName', 'Maximum 100 caractères'],
    ['a control character in the name', { companyName: 'Atelier\u0007' }, 'companyName', 'Ce champ contient des caractères non autorisés'],
    ['a malformed email', { companyMail: 'rh@' }, 'companyMail', 'Adresse email invalide'],
    ['a foreign phone number', { companyPhone: '+44 20 7946 0958' }, 'companyPhone', 'Numéro de téléphone invalide'],
    ['a report mail switch that is not a boolean', { reportMailEnabled: 'oui' }, 'reportMailEnabled', companyMessages.reportMail],
  ])('refuses %s with a French message, storing nothing', async (_case, overrides, field, message) => {
    const before = await bed.testApp.db.select({ id: companies.id }).from(companies);
    const response = await call('POST', '/create', validCompany(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await bed.testApp.db.select({ id: companies.id }).from(companies)).toHaveLength(before.length);
  });

  it('refuses an email another company already has, whatever its case (409)', async () => {
    const first = (await call('POST', '/create', validCompany())).json();
    const before = await bed.testApp.db.select({ id: companies.id }).from(companies);
    const response = await call('POST', '/create', validCompany({ companyMail: first.companyMail.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: COMPANY_EMAIL_TAKEN, errors: { companyMail: COMPANY_EMAIL_TAKEN } });
    expect(await bed.testApp.db.select({ id: companies.id }).from(companies)).toHaveLength(before.length);
  });
});

describe('company names are unique, whatever their case, accents and spaces', () => {
  const nameTaken = { code: 'CONFLICT', message: COMPANY_NAME_TAKEN, errors: { companyName: COMPANY_NAME_TAKEN } };
  const companyCount = async () => (await bed.testApp.db.select({ id: companies.id }).from(companies)).length;

  it('refuses « atelier  ELEONORE » once « Atelier Éléonore » exists (409, under the name field), storing nothing', async () => {
    const first = await call('POST', '/create', validCompany({ companyName: 'Atelier Éléonore' }));
    expect(first.statusCode).toBe(200);
    const before = await companyCount();
    for (const companyName of ['atelier  ELEONORE ', 'ATELIER E\u0301LE\u0301ONORE']) {
      const response = await call('POST', '/create', validCompany({ companyName }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(nameTaken);
    }
    expect(await companyCount()).toBe(before);
    expect((await call('POST', '/create', validCompany({ companyName: 'Atelier Éléonore Fils' }))).statusCode).toBe(200);
  });

  it('names both fields when the name and the email are both taken', async () => {
    const first = (await call('POST', '/create', validCompany({ companyName: 'Bœuf & Cie' }))).json();
    const response = await call('POST', '/create', validCompany({ companyName: 'boeuf & cie', companyMail: first.companyMail }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'CONFLICT', message: COMPANY_NAME_TAKEN, errors: { companyName: COMPANY_NAME_TAKEN, companyMail: COMPANY_EMAIL_TAKEN } });
  });

  it('refuses renaming a company after another, and lets a company change the case of its own name', async () => {
    const company = (await call('POST', '/create', validCompany({ companyName: 'Øresund Conseil' }))).json();
    const other = (await call('POST', '/create', validCompany({ companyName: 'Straße Partenaires' }))).json();
    const taken = await call('POST', `/update/${other.companyId}`, asUpdate(other, { companyName: 'oresund conseil' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual(nameTaken);
    const [stored] = await bed.testApp.db.select({ name: companies.name, nameKey: companies.nameKey }).from(companies).where(eq(companies.id, other.companyId));
    expect(stored).toEqual({ name: 'Straße Partenaires', nameKey: 'strasse partenaires' });
    const renamed = await call('POST', `/update/${company.companyId}`, asUpdate(company, { companyName: 'ØRESUND  conseil' }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().companyName).toBe('ØRESUND  conseil');
  });

  it('lets only one of several simultaneous creations of one name through, the others answered 409 like any taken name', async () => {
    const names = ['Atelier Concurrent', 'atelier concurrent', 'ATELIER CONCURRENT', 'Atelier  Concurrent', 'Atélier Concurrent'];
    const responses = await Promise.all(names.map((companyName) => call('POST', '/create', validCompany({ companyName }))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const response of responses.filter((answer) => answer.statusCode === 409)) expect(response.json()).toEqual(nameTaken);
    expect(await bed.testApp.db.select({ id: companies.id }).from(companies).where(eq(companies.nameKey, 'atelier concurrent'))).toHaveLength(1);
  });

  it('is held by the database itself: a second row with the same key is refused by the unique index', async () => {
    await createCompany(bed.testApp.db, { name: 'Index Unique' });
    const error = await bed.testApp.db
      .insert(companies)
      .values({ name: 'INDEX unique', nameKey: companyNameKey('INDEX unique'), email: 'index-unique@example.fr' })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(violatedUniqueIndex(error)).toBe('companies_name_key_unique');
  });

  it('gives the companies written before (or by SQL) their key at start, leaving a later namesake without one until renamed', async () => {
    const suffix = bed.testApp.clock.now().getTime();
    const [older] = await bed.testApp.db
      .insert(companies)
      .values({ name: `Ancienne Société ${suffix}`, email: `ancienne-${suffix}@example.fr`, createdAt: new Date('2024-01-01T00:00:00Z') })
      .returning();
    const [namesake] = await bed.testApp.db
      .insert(companies)
      .values({ name: `ancienne  societe ${suffix}`, email: `homonyme-${suffix}@example.fr`, createdAt: new Date('2024-02-01T00:00:00Z') })
      .returning();
    expect(await fillMissingCompanyNameKeys(bed.testApp.db)).toEqual([namesake.id]);
    const keyOf = async (id: string) => (await bed.testApp.db.select({ nameKey: companies.nameKey }).from(companies).where(eq(companies.id, id)))[0].nameKey;
    expect(await keyOf(older.id)).toBe(`ancienne societe ${suffix}`);
    expect(await keyOf(namesake.id)).toBeNull();

    // The namesake may still be edited under its name; a new company may not take it. Written by SQL, it
    // has no pool snapshot yet (creditsAmount null): the edit gives the pool.
    const namesakeCompany = (await call('GET', `/get/${namesake.id}`)).json();
    expect((await call('POST', `/update/${namesake.id}`, asUpdate(namesakeCompany, { creditsAmount: 5 }))).statusCode).toBe(200);
    expect(await keyOf(namesake.id)).toBeNull();
    expect((await call('POST', '/create', validCompany({ companyName: `Ancienne Societe ${suffix}` }))).json()).toEqual(nameTaken);
    // Renamed, it gets its key.
    expect((await call('POST', `/update/${namesake.id}`, asUpdate(namesakeCompany, { companyName: `Nouvelle Société ${suffix}`, creditsAmount: 5 }))).statusCode).toBe(200);
    expect(await keyOf(namesake.id)).toBe(`nouvelle societe ${suffix}`);
  });
});

describe('listing companies', () => {
  it('answers the spec shape without page parameters and pages with them, searched on name and email', async () => {
    const marker = `Recherche ${bed.testApp.clock.now().getTime()}`;
    for (const index of [1, 2, 3]) await call('POST', '/create', validCompany({ companyName: `${marker} ${index}` }));
    const all = (await call('GET', '/get/all')).json();
    expect(Array.isArray(all.companies)).toBe(true);
    const page = (await call('GET', `/get/all?search=${encodeURIComponent(marker)}&page=2&pageSize=2`)).json();
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((company: { companyName: string }) => company.companyName)).toEqual([`${marker} 3`]);
  });

  it('pages the whole list with its total, past the last page too', async () => {
    await call('POST', '/create', validCompany());
    const [{ total }] = await bed.testApp.db.select({ total: sql<number>`count(*)::int` }).from(companies);
    const first = (await call('GET', '/get/all?page=1&pageSize=2')).json();
    expect(first).toMatchObject({ total, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    // Without rows, the total is counted apart.
    expect((await call('GET', `/get/all?page=${total + 1}&pageSize=1`)).json()).toMatchObject({ items: [], total });
    expect((await call('GET', `/get/all?page=${total}&pageSize=1`)).json().items).toHaveLength(1);
  });

  it('gives the real status and employee counts', async () => {
    const company = await createCompany(bed.testApp.db);
    await createEmployee(bed.testApp.db, { companyId: company.id, isFirstConnection: true });
    const page = async () => (await call('GET', `/get/all?search=${encodeURIComponent(company.name)}`)).json().items[0];
    expect(await page()).toMatchObject({ status: 'PENDING', employeeCount: 1, activeEmployeeCount: 0, blockedEmployeeCount: 0 });
    await createEmployee(bed.testApp.db, { companyId: company.id, isLocked: true });
    expect(await page()).toMatchObject({ status: 'ACTIVE', employeeCount: 2, activeEmployeeCount: 0, blockedEmployeeCount: 1 });
    await createEmployee(bed.testApp.db, { companyId: company.id });
    expect(await page()).toMatchObject({ employeeCount: 3, activeEmployeeCount: 1, blockedEmployeeCount: 1 });
    await bed.testApp.db.update(companies).set({ isLocked: true }).where(eq(companies.id, company.id));
    expect(await page()).toMatchObject({ status: 'LOCKED' });
  });
});

describe('one company', () => {
  it('answers one company by its identifier, and 404 for an unknown one (400 for a malformed one)', async () => {
    const company = (await call('POST', '/create', validCompany())).json();
    const response = await call('GET', `/get/${company.companyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(company);
    expect((await call('GET', '/get/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/get/pas-un-identifiant')).statusCode).toBe(400);
  });
});

describe('employee counts kept on the company (triggers)', () => {
  /** Every company whose stored counts differ from counting its employees. */
  const drifted = async () =>
    (
      await bed.testApp.db.execute<{ id: string }>(sql`select c.id from companies c left join lateral (
        select count(*)::int as total, (count(*) filter (where u.is_locked))::int as locked,
               (count(*) filter (where not u.is_first_connection))::int as activated,
               (count(*) filter (where not u.is_locked and not u.is_first_connection))::int as active
        from employees e join users u on u.id = e.user_id where e.company_id = c.id) n on true
        where (c.employee_count, c.locked_employee_count, c.activated_employee_count, c.active_employee_count) <> (n.total, n.locked, n.activated, n.active)`)
    ).rows;
  const counts = async (companyId: string) => {
    const { employeeCount, activeEmployeeCount, blockedEmployeeCount, status } = (await call('GET', `/get/${companyId}`)).json();
    return { employeeCount, activeEmployeeCount, blockedEmployeeCount, status };
  };

  it('follows creations, locks, first connections, deletions and moves, and equals a recount', async () => {
    const company = await createCompany(bed.testApp.db);
    const other = await createCompany(bed.testApp.db);
    const pending = await createEmployee(bed.testApp.db, { companyId: company.id, isFirstConnection: true });
    const active = await createEmployee(bed.testApp.db, { companyId: company.id });
    const leaving = await createEmployee(bed.testApp.db, { companyId: company.id });
    expect(await counts(company.id)).toEqual({ employeeCount: 3, activeEmployeeCount: 2, blockedEmployeeCount: 0, status: 'ACTIVE' });

    const lock = (userId: string, lockAccount: boolean) =>
      bed.testApp.app.inject({ method: 'POST', url: '/api/account/lock/toggle', headers: { authorization: bed.authorization }, payload: { userId, lockAccount } });
    expect((await lock(active.id, true)).statusCode).toBe(200);
    expect(await counts(company.id)).toMatchObject({ employeeCount: 3, activeEmployeeCount: 1, blockedEmployeeCount: 1 });
    expect((await lock(active.id, false)).statusCode).toBe(200);
    await bed.testApp.db.update(users).set({ isFirstConnection: false }).where(eq(users.id, pending.id));
    expect(await counts(company.id)).toMatchObject({ employeeCount: 3, activeEmployeeCount: 3, blockedEmployeeCount: 0 });
    // A sign-in's write (not a counted column) changes nothing.
    await bed.testApp.db.update(users).set({ lastLoginAt: bed.testApp.clock.now() }).where(eq(users.id, pending.id));

    expect((await call('DELETE', `/${company.id}/employees/delete/${leaving.id}`)).statusCode).toBe(200);
    expect(await counts(company.id)).toMatchObject({ employeeCount: 2, activeEmployeeCount: 2 });
    await bed.testApp.db.update(employees).set({ companyId: other.id }).where(eq(employees.userId, active.id));
    expect(await counts(company.id)).toMatchObject({ employeeCount: 1, activeEmployeeCount: 1 });
    expect(await counts(other.id)).toMatchObject({ employeeCount: 1, activeEmployeeCount: 1 });
    await bed.testApp.db.delete(employees).where(eq(employees.userId, pending.id));
    expect(await counts(company.id)).toEqual({ employeeCount: 0, activeEmployeeCount: 0, blockedEmployeeCount: 0, status: 'PENDING' });
    expect((await call('DELETE', `/delete/${other.id}`)).statusCode).toBe(200);
    expect(await drifted()).toEqual([]);
  });
});

describe('deleting a company', () => {
  it('is refused while its employees have upcoming consultations, naming how many, and removes nothing', async () => {
    const company = await createCompany(bed.testApp.db);
    const employee = await createEmployee(bed.testApp.db, { companyId: company.id });
    const psychologist = await createPsychologist(bed.testApp.db);
    await createBookedConsultation(bed.testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(6, 10, bed.testApp.clock.now()) });
    await createBookedConsultation(bed.testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(6, 11, bed.testApp.clock.now()) });
    const response = await call('DELETE', `/delete/${company.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(companyMessages.upcomingConsultations(2));
    expect(response.json().message).toContain('2 consultations');
    expect(await bed.testApp.db.select().from(users).where(eq(users.id, employee.id))).toHaveLength(1);
  });

  it('removes its accounts and keeps past consultations for billing, detached and without their subject', async () => {
    const company = await createCompany(bed.testApp.db);
    const employee = await createEmployee(bed.testApp.db, { companyId: company.id });
    const psychologist = await createPsychologist(bed.testApp.db);
    const past = await createBookedConsultation(bed.testApp.db, { doctorId: psychologist.id, employee, startsAt: new Date('2026-01-12T09:00:00Z'), subject: 'Épuisement' });
    const response = await call('DELETE', `/delete/${company.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain(company.name);
    expect(await bed.testApp.db.select().from(users).where(eq(users.id, employee.id))).toHaveLength(0);
    expect(await bed.testApp.db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(0);
    const [kept] = await bed.testApp.db.select().from(meetings).where(eq(meetings.id, past.id));
    expect(kept).toMatchObject({ status: 'BOOKED', doctorId: psychologist.id, employeeId: null, subject: null });
    expect((await call('DELETE', `/delete/${company.id}`)).statusCode).toBe(404);
  });
});

describe('the number of companies kept in one row (triggers)', () => {
  const stored = async () => (await bed.testApp.db.select().from(companyTotals))[0]?.companyCount;
  const counted = async () => (await bed.testApp.db.select({ total: sql<number>`count(*)::int` }).from(companies))[0].total;

  it('follows a creation, a deletion and a bulk insert, equal to counting the companies', async () => {
    const before = await counted();
    expect(await stored()).toBe(before);
    const created = (await call('POST', '/create', validCompany())).json();
    expect(await stored()).toBe(before + 1);
    await bed.testApp.db
      .insert(companies)
      .values([1, 2, 3].map((index) => ({ name: `Lot ${index} ${bed.testApp.clock.now().getTime()}`, email: `lot-${index}-${bed.testApp.clock.now().getTime()}@example.fr` })));
    expect(await stored()).toBe(before + 4);
    expect((await call('DELETE', `/delete/${created.companyId}`)).statusCode).toBe(200);
    expect(await stored()).toBe(await counted());
    expect((await call('GET', '/get/all?page=1&pageSize=1')).json().total).toBe(await counted());
  });
});
