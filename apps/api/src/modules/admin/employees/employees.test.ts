import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { CSV_INVITATION_SENT, EMPLOYEE_CSV_HEADER, employeeAdminMessages, newPasswordSchema, personMessages } from '@parenthese/shared';
import { auditLog, creditLedger, employees, users } from '../../../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../../../test/support/factories';
import { bearerFor, createBookedConsultation, ledgerBalances, weekdayAt } from '../../../../test/support/consultations';
import { createTestAppWithAdmin } from '../../../../test/support/admin-test-app';
import type { TestApp } from '../../../../test/support/test-app';

let testApp: TestApp;
let authorization: string;
beforeAll(async () => {
  ({ testApp, authorization } = await createTestAppWithAdmin('TECH'));
});
afterAll(async () => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object | string) =>
  testApp.app.inject({
    method,
    url: `/api/admin/companies${url}`,
    headers: { authorization, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
const countEmployees = async (companyId: string) => (await testApp.db.select().from(employees).where(eq(employees.companyId, companyId))).length;

describe('creating employees', () => {
  it('creates them in one go with readable identifiers, temporary passwords and the company allowance', async () => {
    const company = await createCompany(testApp.db, { employeeAmountMax: 2, creditsAmount: 30 });
    await createEmployee(testApp.db, { username: 'eloise.le-grand' });
    const response = await call('POST', `/${company.id}/employees/create/V2`, {
      employees: [
        { firstName: 'Éloïse', lastName: 'Le Grand', service: 'Comptabilité', job: 'Comptable' },
        { firstName: 'Éloïse', lastName: 'Le Grand' },
        { firstName: ' Noël ', lastName: "D'Arc" },
      ],
    });
    expect(response.statusCode).toBe(200);
    const created = response.json().employees;
    expect(created.map((employee: { userName: string }) => employee.userName)).toEqual(['eloise.le-grand2', 'eloise.le-grand3', 'noel.d-arc']);
    expect(created[0]).toMatchObject({ companyId: company.id, firstName: 'Éloïse', lastName: 'Le Grand', service: 'Comptabilité', job: 'Comptable', mail: '', locked: false, isFirstConnection: true });
    expect(created[1]).toMatchObject({ service: '', job: '' });
    expect(created[2].firstName).toBe('Noël');
    for (const employee of created) expect(newPasswordSchema.safeParse(employee.password).success).toBe(true);

    const balances = await ledgerBalances(testApp.db, company.id);
    expect(balances.employees.every((employee) => employee.credits === 2 && employee.ledger === 2)).toBe(true);

    // The new employee signs in with the identifier and the temporary password, on first connection.
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: 'noel.d-arc', password: created[2].password } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ role: 'EMPLOYEE', firstConnexion: true });
  });

  it('numbers the identifiers of a name that ends in digits after those already numbered', async () => {
    const company = await createCompany(testApp.db);
    await createEmployee(testApp.db, { username: 'anne.lot12' });
    await createEmployee(testApp.db, { username: 'anne.lot122' });
    const response = await call('POST', `/${company.id}/employees/create/V2`, { employees: [{ firstName: 'Anne', lastName: 'Lot12' }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().employees[0].userName).toBe('anne.lot123');
  });

  it.each([
    [
      'an empty name',
      {
        employees: [
          { firstName: 'Jeanne', lastName: 'Durand' },
          { firstName: '', lastName: 'Martin' },
        ],
      },
      'employees.1.firstName',
      'Le prénom est requis',
    ],
    ['no row', { employees: [] }, 'employees', employeeAdminMessages.noRow],
    // Issue 34 item 18: refused here as at import, so no writer stores a name a spreadsheet would run.
    ['a formula as a first name', { employees: [{ firstName: '=1+2', lastName: 'Durand' }] }, 'employees.0.firstName', personMessages.formula],
    ['a formula as a service', { employees: [{ firstName: 'Jeanne', lastName: 'Durand', service: '@SUM(A1)' }] }, 'employees.0.service', personMessages.formula],
    ['an over-long job', { employees: [{ firstName: 'Jeanne', lastName: 'Durand', job: 'x'.repeat(101) }] }, 'employees.0.job', 'Maximum 100 caractères'],
    ['501 rows', { employees: Array.from({ length: 501 }, (_, index) => ({ firstName: 'Jeanne', lastName: `Durand${index}` })) }, 'employees', employeeAdminMessages.importMaximum],
  ])('refuses %s and creates nobody', async (_case, body, field, message) => {
    const company = await createCompany(testApp.db);
    const response = await call('POST', `/${company.id}/employees/create/V2`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await countEmployees(company.id)).toBe(0);
  });

  it('refuses 10,000 rows in French without reading them, and creates nobody', async () => {
    const company = await createCompany(testApp.db);
    const rows = Array.from({ length: 10_000 }, (_, index) => ({ firstName: 'Jeanne', lastName: `Durand${index}`, service: 'Logistique', job: 'Préparatrice' }));
    const response = await call('POST', `/${company.id}/employees/create/V2`, JSON.stringify({ employees: rows }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('La requête est trop volumineuse.');
    expect(await countEmployees(company.id)).toBe(0);
  });

  it('imports 500 employees at once', async () => {
    const company = await createCompany(testApp.db);
    const rows = Array.from({ length: 500 }, (_, index) => ({ firstName: 'Jeanne', lastName: 'Durand', service: `Équipe ${index % 7}` }));
    const response = await call('POST', `/${company.id}/employees/create/V2`, { employees: rows });
    expect(response.statusCode).toBe(200);
    const names = new Set(response.json().employees.map((employee: { userName: string }) => employee.userName));
    expect(names.size).toBe(500);
    expect(await countEmployees(company.id)).toBe(500);
  }, 120_000);

  it('answers 404 for an unknown company', async () => {
    const response = await call('POST', '/00000000-0000-4000-8000-000000000000/employees/create/V2', { employees: [{ firstName: 'Jeanne', lastName: 'Durand' }] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Entreprise introuvable');
  });
});

describe('listing, editing and removing employees', () => {
  it('lists a company’s employees in the spec shape or by pages of 5, saying a temporary password can be revealed until the employee chose theirs', async () => {
    const company = await createCompany(testApp.db);
    const key = { plain: 'Temp1234!', encryptionKey: testApp.config.dataEncryptionKey, issuedAt: testApp.clock.now() };
    for (const lastName of ['Bernard', 'Dubois', 'Durand', 'Leroy', 'Martin', 'Moreau', 'Petit']) {
      const employee = await createEmployee(testApp.db, { companyId: company.id, temporaryPassword: key, isFirstConnection: true });
      await testApp.db.update(employees).set({ lastName }).where(eq(employees.userId, employee.id));
    }
    const settled = await createEmployee(testApp.db, { companyId: company.id });
    await testApp.db.update(employees).set({ lastName: 'Zola' }).where(eq(employees.userId, settled.id));

    const all = (await call('GET', `/${company.id}/employees/get/all`)).json().employeeAccounts;
    expect(all).toHaveLength(8);
    const page = (await call('GET', `/${company.id}/employees/get/all?page=2&pageSize=5`)).json();
    expect(page).toMatchObject({ total: 8, page: 2, pageSize: 5 });
    expect(page.items.map((employee: { lastName: string }) => employee.lastName)).toEqual(['Moreau', 'Petit', 'Zola']);
    // The password itself only through the audited reveal (temporary-password-reveal.test.ts).
    expect(page.items[0]).toMatchObject({ password: '', hasTemporaryPassword: true });
    expect(page.items[2]).toMatchObject({ password: '', hasTemporaryPassword: false, isFirstConnection: false });
    expect((await call('GET', `/${company.id}/employees/get/all?search=dur`)).json().total).toBe(1);
  });

  it('pages in the same order as the whole list, with the total, with or without a search', async () => {
    const company = await createCompany(testApp.db, { employeeAmountMax: 1, creditsAmount: 50 });
    const names = ['Martin', 'Bernard', 'Martin', 'Petit', 'Durand', 'Bernard', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Martin', 'Michel'];
    const created = (await call('POST', `/${company.id}/employees/create/V2`, { employees: names.map((lastName, index) => ({ firstName: `Prénom ${index % 3}`, lastName })) })).json().employees;
    expect(created).toHaveLength(12);
    const all = (await call('GET', `/${company.id}/employees/get/all`)).json().employeeAccounts as { employeeId: string; lastName: string }[];
    expect(all.map((employee) => employee.lastName)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const pageOf = async (query: string) => (await call('GET', `/${company.id}/employees/get/all?${query}`)).json();
    const third = await pageOf('page=3&pageSize=5');
    expect(third).toMatchObject({ total: 12, page: 3, pageSize: 5 });
    expect(third.items.map((employee: { employeeId: string }) => employee.employeeId)).toEqual(all.slice(10).map((employee) => employee.employeeId));
    // A page without rows cannot read the total from its rows: it is counted apart.
    expect(await pageOf('page=4&pageSize=5')).toMatchObject({ items: [], total: 12 });
    expect(await pageOf('search=martin&page=3&pageSize=2')).toMatchObject({ items: [], total: 3 });
    expect(await pageOf('search=nobody')).toMatchObject({ items: [], total: 0 });
    const martins = await pageOf('search=martin&page=2&pageSize=2');
    expect(martins.total).toBe(3);
    expect(martins.items.map((employee: { employeeId: string }) => employee.employeeId)).toEqual(
      all
        .filter((employee) => employee.lastName === 'Martin')
        .slice(2)
        .map((employee) => employee.employeeId),
    );
    // The account's identifier is searched too.
    const byUsername = await pageOf(`search=${encodeURIComponent(created[4].userName)}`);
    expect(byUsername).toMatchObject({ total: 1, items: [{ employeeId: created[4].employeeId }] });
  });

  it('searches what the employee and the account say now: an edit, a new email, a new identifier', async () => {
    const company = await createCompany(testApp.db);
    const employee = await createEmployee(testApp.db, { companyId: company.id, username: 'camille.tournesol', email: null });
    const found = async (search: string) =>
      (await call('GET', `/${company.id}/employees/get/all?search=${encodeURIComponent(search)}`)).json().items.map((item: { employeeId: string }) => item.employeeId);
    expect(await found('tournesol')).toEqual([employee.id]);
    expect(await found('Logistique')).toEqual([]);

    await call('PUT', `/${company.id}/employees/update/${employee.id}`, { firstName: 'Camille', lastName: 'Haddock', service: 'Logistique', job: 'Cariste' });
    expect(await found('Logistique')).toEqual([employee.id]);
    expect(await found('haddock')).toEqual([employee.id]);
    expect(await found('Moreau')).toEqual([]);

    // The email chosen at first connection, then a new identifier, as the account's row changes.
    await testApp.db.update(users).set({ email: 'c.h@entreprise-exemple.fr' }).where(eq(users.id, employee.id));
    expect(await found('entreprise-exemple')).toEqual([employee.id]);
    await testApp.db.update(users).set({ username: 'camille.haddock', email: 'autre@exemple.fr' }).where(eq(users.id, employee.id));
    expect(await found('tournesol')).toEqual([]);
    expect(await found('entreprise-exemple')).toEqual([]);
    expect(await found('camille.haddock')).toEqual([employee.id]);
  });

  it('lists an empty company as empty, and answers 404 for an unknown one, with or without a search', async () => {
    const company = await createCompany(testApp.db);
    for (const query of ['page=1&pageSize=5', 'page=2&pageSize=5', 'search=martin', 'search=martin&page=2']) {
      expect((await call('GET', `/${company.id}/employees/get/all?${query}`)).json()).toMatchObject({ items: [], total: 0 });
      const unknown = await call('GET', `/00000000-0000-4000-8000-000000000000/employees/get/all?${query}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Entreprise introuvable');
    }
  });

  it('edits an employee, and answers 404 when the employee belongs to another company', async () => {
    const company = await createCompany(testApp.db);
    const other = await createCompany(testApp.db);
    const employee = await createEmployee(testApp.db, { companyId: company.id });
    const update = { firstName: 'Jeanne', lastName: 'Durand-Martin', service: 'Achats', job: '' };
    const foreign = await call('PUT', `/${other.id}/employees/update/${employee.id}`, update);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(employeeAdminMessages.notFound);
    const response = await call('PUT', `/${company.id}/employees/update/${employee.id}`, update);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeId: employee.id, lastName: 'Durand-Martin', service: 'Achats', job: '' });
    expect((await call('PUT', `/${company.id}/employees/update/${employee.id}`, { ...update, firstName: '' })).statusCode).toBe(400);
  });

  it('removes an employee without upcoming consultations, refuses one with, and 404 from another company', async () => {
    const company = await createCompany(testApp.db);
    const other = await createCompany(testApp.db);
    const busy = await createEmployee(testApp.db, { companyId: company.id });
    const idle = await createEmployee(testApp.db, { companyId: company.id });
    const psychologist = await createPsychologist(testApp.db);
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee: busy, startsAt: weekdayAt(6, 14, testApp.clock.now()) });

    expect((await call('DELETE', `/${other.id}/employees/delete/${idle.id}`)).statusCode).toBe(404);
    const refused = await call('DELETE', `/${company.id}/employees/delete/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(employeeAdminMessages.upcomingConsultations);
    const removed = await call('DELETE', `/${company.id}/employees/delete/${idle.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await testApp.db.select().from(users).where(eq(users.id, idle.id))).toHaveLength(0);
    expect(await testApp.db.select().from(creditLedger).where(eq(creditLedger.employeeId, idle.id))).toHaveLength(0);
    expect(await testApp.db.select().from(users).where(eq(users.id, busy.id))).toHaveLength(1);
  });

  it('blocks an employee through the lock toggle: no sign-in, and an open session ends', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await bearerFor(testApp, employee);
    const lock = await testApp.app.inject({ method: 'POST', url: '/api/account/lock/toggle', headers: { authorization }, payload: { userId: employee.id, lockAccount: true } });
    expect(lock.json()).toEqual({ userId: employee.id, locked: true });
    const details = await testApp.app.inject({ method: 'GET', url: '/api/employee-service/employee/account/details', headers: { authorization: session } });
    expect(details.statusCode).toBe(401);
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: employee.login, password: employee.password } });
    expect(signIn.statusCode).toBe(403);
  });
});

describe('the .xlsx export, built on the server (issue 34 item 12)', () => {
  it('writes 2,000 employees as text cells in the export’s columns, header bold and frozen, and records the passwords it reveals', async () => {
    const company = await createCompany(testApp.db, { name: `Société Ørsted ${Math.random().toString(36).slice(2, 8)}` });
    const plain = ['Éloïse', 'Jean-Noël', 'François Nœl', 'Le "Grand"', 'Comptable, senior', 'R&D ; Qualité', "D'Arc"];
    const created: { userName: string; password: string; invitation: object | null }[] = [];
    for (let batch = 0; batch < 4; batch += 1) {
      const rows = Array.from({ length: 500 }, (_, index) => ({
        firstName: plain[index % plain.length],
        lastName: `Durand${'abcd'[batch]}${index}`,
        service: index % 3 ? plain[(index + 1) % plain.length] : '',
        job: 'Technicien',
        ...(index % 2 ? { email: `salarie.${batch}.${index}.${company.id.slice(0, 8)}@example.fr` } : {}),
      }));
      const response = await call('POST', `/${company.id}/employees/create/V2`, { employees: rows });
      expect(response.statusCode).toBe(200);
      created.push(...response.json().employees);
    }

    const response = await call('POST', `/${company.id}/employees/export/xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="employees_Societe_Orsted_[a-z0-9]+_\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(2001);
    expect(sheet.getRow(1).values).toEqual([undefined, ...EMPLOYEE_CSV_HEADER]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const byUserName = new Map<string, ExcelJS.Row>();
    sheet.eachRow((row, index) => index > 1 && byUserName.set(String(row.getCell(5).value), row));
    for (const employee of created) {
      const row = byUserName.get(employee.userName)!;
      row.eachCell((cell) => {
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.numFmt).toBe('@');
      });
      // The invited wait for their invitation; the others' temporary password is in the file.
      expect(row.getCell(6).value).toBe(employee.invitation ? CSV_INVITATION_SENT : employee.password);
    }
    expect(new Set([...byUserName.values()].map((row) => row.getCell(2).value))).toEqual(new Set(plain));
    const audited = await testApp.db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(eq(auditLog.targetId, company.id));
    expect(audited.find((entry) => entry.action === 'employees.temporary-passwords-exported')?.details).toEqual({ revealedCount: 1000 });
  }, 180_000);

  it('says in French that a company without employees has nothing to export', async () => {
    const company = await createCompany(testApp.db);
    const response = await call('POST', `/${company.id}/employees/export/xlsx`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(employeeAdminMessages.nothingToExport);
  });
});
