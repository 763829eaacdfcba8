import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { INVITATION_LIFETIME_DAYS, personMessages } from '@parenthese/shared';
import { employeeInvitations, employees, mailOutbox, users } from '../../db/schema';
import { createAdmin, createCompany, createEmployee } from '../../../test/support/factories';
import { bearerFor } from '../../../test/support/meetings';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
let authorization: string;
beforeAll(async () => {
  testApp = await createTestApp();
  authorization = await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'TECH' }));
});
afterAll(async () => testApp.close());

const createEmployees = (companyId: string, rows: object[]) =>
  testApp.app.inject({ method: 'POST', url: `/api/admin/companies/${companyId}/employees/create/V2`, headers: { authorization }, payload: { employees: rows } });
const mailsTo = (address: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.createdAt));
const countEmployees = async (companyId: string) => (await testApp.db.select().from(employees).where(eq(employees.companyId, companyId))).length;
/** The activation link's token, read from the mail's text as its recipient would. */
const linkTokenOf = (text: string) => /\/invitation\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('creating employees with a work email', () => {
  it('invites those with an email (no temporary password, a mail in the outbox) and keeps temporary passwords for the others', async () => {
    const company = await createCompany(testApp.db, { name: 'Atelier Éléonore', employeeAmountMax: 2 });
    const response = await createEmployees(company.id, [
      { firstName: 'Inès', lastName: 'Garnier', email: '  Ines.Garnier@Atelier.FR ' },
      { firstName: 'Paul', lastName: 'Roux', email: '' },
    ]);
    expect(response.statusCode).toBe(200);
    const [invited, withPassword] = response.json().employees;
    expect(invited).toMatchObject({ userName: 'ines.garnier', password: '', mail: '', isFirstConnection: true, invitation: { status: 'PENDING', mail: 'ines.garnier@atelier.fr' } });
    expect(Date.parse(invited.invitation.expiresAt) - Date.parse(invited.invitation.sentAt)).toBe(INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
    expect(withPassword.password).not.toBe('');
    expect(withPassword.invitation).toBeNull();

    const [account] = await testApp.db.select().from(users).where(eq(users.id, invited.employeeId));
    expect(account).toMatchObject({ email: null, temporaryPasswordEncrypted: null, isFirstConnection: true });
    const [invitation] = await testApp.db.select().from(employeeInvitations).where(eq(employeeInvitations.userId, invited.employeeId));

    const [mail] = await mailsTo('ines.garnier@atelier.fr');
    expect(mail).toMatchObject({ kind: 'employee-invitation', subject: 'Activez votre compte Parenthèse' });
    expect(mail.textBody).toContain("Atelier Éléonore vous donne accès à Parenthèse, un service d'écoute confidentiel");
    expect(mail.textBody).not.toMatch(/psycholog/i);
    const token = linkTokenOf(mail.textBody);
    expect(token).toBeDefined();
    // Only the digest is stored.
    expect(invitation.tokenHash).not.toBe(token);
    expect(JSON.stringify(invitation)).not.toContain(token!);

    // No password exists: the identifier signs in with nothing, answered as a wrong password.
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: 'ines.garnier', password: 'Nimporte-quoi-1' } });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe('Identifiants invalides. Veuillez vérifier votre email et mot de passe.');
  });

  it('refuses an email used by an account, held by a pending invitation, or given twice, on the row’s field, and creates nobody', async () => {
    const company = await createCompany(testApp.db);
    await createEmployee(testApp.db, { email: 'deja.pris@example.fr' });
    expect((await createEmployees(company.id, [{ firstName: 'Zoé', lastName: 'Leroy', email: 'en.attente@example.fr' }])).statusCode).toBe(200);

    const byAccount = await createEmployees(company.id, [
      { firstName: 'Jeanne', lastName: 'Durand' },
      { firstName: 'Marc', lastName: 'Petit', email: 'Deja.Pris@example.fr' },
    ]);
    expect(byAccount.statusCode).toBe(409);
    expect(byAccount.json().errors).toEqual({ 'employees.1.email': personMessages.emailTaken });

    const byInvitation = await createEmployees(company.id, [{ firstName: 'Marc', lastName: 'Petit', email: 'en.attente@example.fr' }]);
    expect(byInvitation.statusCode).toBe(409);
    expect(byInvitation.json().errors).toEqual({ 'employees.0.email': personMessages.emailTaken });

    const twice = await createEmployees(company.id, [
      { firstName: 'Marc', lastName: 'Petit', email: 'double@example.fr' },
      { firstName: 'Lina', lastName: 'Petit', email: 'DOUBLE@example.fr' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['employees.1.email']).toBe('Cette adresse email est déjà donnée pour un autre employé de la liste');

    const invalid = await createEmployees(company.id, [{ firstName: 'Marc', lastName: 'Petit', email: 'pas-une-adresse' }]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors['employees.0.email']).toBe(personMessages.email);
    expect(await countEmployees(company.id)).toBe(1);
  });
});
