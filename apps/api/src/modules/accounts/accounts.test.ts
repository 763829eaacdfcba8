import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newPasswordSchema, personMessages } from '@parenthese/shared';
import { auditLog, employees, users } from '../../db/schema';
import { verifyPassword } from '../../lib/password-hashing';
import { decryptSecret } from '../../lib/secret-box';
import { createAdmin, createCompany, createEmployee } from '../../../test/support/factories';
import { ledgerBalances } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { createAccount, temporaryCredentials } from './account-creation';
import { recordAudit } from './audit';
import { AppError } from '../../lib/app-error';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('createAccount', () => {
  it('creates an employee on a temporary password, encrypted at rest, with the allowance moved through the ledger', async () => {
    const company = await createCompany(testApp.db, { creditsAmount: 40 });
    const { credentials, temporaryPassword } = await temporaryCredentials(testApp.config.dataEncryptionKey, testApp.clock.now());
    const userId = await testApp.db.transaction((tx) =>
      createAccount(tx, { role: 'EMPLOYEE', username: 'Jeanne.Durand', profile: { companyId: company.id, firstName: 'Jeanne', lastName: 'Durand' }, allowance: 2 }, credentials, {
        now: testApp.clock.now(),
      }),
    );

    expect(newPasswordSchema.safeParse(temporaryPassword).success).toBe(true);
    const [user] = await testApp.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ role: 'EMPLOYEE', username: 'jeanne.durand', email: null, isFirstConnection: true });
    expect(user.temporaryPasswordEncrypted).not.toContain(temporaryPassword);
    expect(decryptSecret(testApp.config.dataEncryptionKey, user.temporaryPasswordEncrypted!)).toBe(temporaryPassword);
    expect(await verifyPassword(user.passwordHash, temporaryPassword)).toBe(true);

    const [employee] = await testApp.db.select().from(employees).where(eq(employees.userId, userId));
    expect(employee).toMatchObject({ availableCredits: 2, creditsFromCompany: 2 });
    const balances = await ledgerBalances(testApp.db, company.id);
    expect(balances.companyLedger).toBe(balances.companyCredits);
    expect(balances.employees).toEqual([{ userId, credits: 2, ledger: 2 }]);
  });

  it('refuses an email already used by another account, whatever its case, with the field error, and creates nothing', async () => {
    const existing = await createEmployee(testApp.db);
    const { credentials } = await temporaryCredentials(testApp.config.dataEncryptionKey, testApp.clock.now());
    const before = await testApp.db.select({ id: users.id }).from(users);
    const attempt = testApp.db.transaction((tx) =>
      createAccount(tx, { role: 'ADMIN', email: existing.email!.toUpperCase(), profile: { adminRole: 'SITE' } }, credentials, { now: testApp.clock.now() }),
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 409, message: personMessages.emailTaken, fieldErrors: { mail: personMessages.emailTaken } });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    expect(await testApp.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });
});

describe('recordAudit', () => {
  it('keeps who, what and on which record, and never a password, a token or a consultation subject', async () => {
    const actor = await createEmployee(testApp.db);
    await recordAudit(testApp.db, {
      actorUserId: actor.id,
      action: 'test.audited',
      target: { type: 'user', id: actor.id },
      details: { clientAddress: '127.0.0.1', temporaryPassword: 'Secret123!', resetToken: 'abc', subject: 'Idées noires', count: 3 },
    });
    const [row] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'test.audited'));
    expect(row).toMatchObject({ actorUserId: actor.id, actorRole: 'EMPLOYEE', targetType: 'user', targetId: actor.id, details: { clientAddress: '127.0.0.1', count: 3 } });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it("keeps the actor's role once their account is deleted, and none for an anonymous caller; rows keep the order they were written", async () => {
    const admin = await createAdmin(testApp.db);
    await recordAudit(testApp.db, { actorUserId: admin.id, action: 'test.by-admin' });
    await recordAudit(testApp.db, { actorUserId: null, action: 'test.by-nobody' });
    await testApp.db.delete(users).where(eq(users.id, admin.id));
    const [byAdmin] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'test.by-admin'));
    const [byNobody] = await testApp.db.select().from(auditLog).where(eq(auditLog.action, 'test.by-nobody'));
    expect(byAdmin).toMatchObject({ actorUserId: null, actorRole: 'ADMIN' });
    expect(byNobody).toMatchObject({ actorUserId: null, actorRole: null });
    expect(byNobody.sequence).toBeGreaterThan(byAdmin.sequence);
  });
});
