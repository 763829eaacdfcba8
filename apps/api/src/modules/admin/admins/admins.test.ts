import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminMessages, personMessages } from '@parenthese/shared';
import { admins, auditLog, users } from '../../../db/schema';
import { createAdmin, createEmployee, signIn } from '../../../../test/support/factories';
import { bearerFor } from '../../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';

let testApp: TestApp;
let tech: Awaited<ReturnType<typeof createAdmin>>;
let site: Awaited<ReturnType<typeof createAdmin>>;
let asTech: string;
let asSite: string;
beforeAll(async () => {
  testApp = await createTestApp();
  tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
  site = await createAdmin(testApp.db, { adminRole: 'SITE' });
  asTech = await bearerFor(testApp, tech);
  asSite = await bearerFor(testApp, site);
});
afterAll(async () => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (authorization: string, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/admin/admins${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
let counter = 0;
const newAdmin = (overrides: object = {}) => ({ mail: `admin${(counter += 1)}@parenthese.fr`, firstName: 'Nadia', lastName: 'Roux', phoneNumber: '', adminRole: 'SITE', ...overrides });

describe('administrators', () => {
  it('answers the signed-in administrator with real dates', async () => {
    const response = await call(asSite, 'GET', '/get/me');
    expect(response.statusCode).toBe(200);
    expect(response.json().admin).toMatchObject({ adminId: site.id, userMail: site.email, adminRole: 'SITE', locked: false, invitation: null, techApproval: null });
    expect(response.json().admin).not.toHaveProperty('password');
    expect(Date.parse(response.json().admin.createdAt)).not.toBeNaN();
  });

  it('lets a SITE admin create SITE admins only, each invited by email, and audits it', async () => {
    const created = await call(asSite, 'POST', '/create', newAdmin());
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ adminRole: 'SITE', firstName: 'Nadia' });
    expect(created.json()).not.toHaveProperty('password');
    expect(created.json().invitation).toMatchObject({ status: 'PENDING' });
    const [user] = await testApp.db.select().from(users).where(eq(users.id, created.json().adminId));
    expect(user.isFirstConnection).toBe(true);
    expect(await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, created.json().adminId))).toHaveLength(1);

    const before = (await testApp.db.select().from(admins)).length;
    const refused = await call(asSite, 'POST', '/create', newAdmin({ adminRole: 'TECH' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(adminMessages.techOnlyCreatesTech);
    expect(await testApp.db.select().from(admins)).toHaveLength(before);
    // A new TECH account waits for a second TECH administrator (staff-invitations.test.ts).
    expect((await call(asTech, 'POST', '/create', newAdmin({ adminRole: 'TECH' }))).json()).toMatchObject({ adminRole: 'TECH', techApproval: { kind: 'CREATION' } });
  });

  it('refuses a taken email (any account) and a bad one, in French', async () => {
    const employee = await createEmployee(testApp.db);
    const taken = await call(asTech, 'POST', '/create', newAdmin({ mail: employee.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ mail: personMessages.emailTaken });
    const bad = await call(asTech, 'POST', '/create', newAdmin({ mail: 'pas-un-email', phoneNumber: '12' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ mail: personMessages.email, phoneNumber: personMessages.phoneFormat });
  });

  it('lets only a TECH admin change a role or touch a TECH account', async () => {
    const target = (await call(asTech, 'POST', '/create', newAdmin())).json();
    const promote = await call(asSite, 'PUT', `/update/${target.adminId}`, newAdmin({ mail: target.userMail, adminRole: 'TECH' }));
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe(adminMessages.techOnlyChangesRoles);
    const rename = await call(asSite, 'PUT', `/update/${target.adminId}`, newAdmin({ mail: target.userMail, lastName: 'Roux-Martin' }));
    expect(rename.json()).toMatchObject({ lastName: 'Roux-Martin', adminRole: 'SITE' });
    expect((await call(asTech, 'PUT', `/update/${target.adminId}`, newAdmin({ mail: target.userMail, adminRole: 'TECH' }))).json()).toMatchObject({
      adminRole: 'SITE',
      techApproval: { kind: 'ROLE_CHANGE' },
    });
    await testApp.db.update(admins).set({ adminRole: 'TECH' }).where(eq(admins.userId, target.adminId));
    const touchTech = await call(asSite, 'DELETE', `/delete/${target.adminId}`);
    expect(touchTech.statusCode).toBe(403);
    expect(touchTech.json().message).toBe(adminMessages.techAccountsAreTechs);
  });

  it('refuses deleting oneself, deletes another, and 404 after', async () => {
    const self = await call(asTech, 'DELETE', `/delete/${tech.id}`);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(adminMessages.selfDelete);
    const target = (await call(asTech, 'POST', '/create', newAdmin())).json();
    expect((await call(asSite, 'DELETE', `/delete/${target.adminId}`)).statusCode).toBe(200);
    expect((await call(asSite, 'DELETE', `/delete/${target.adminId}`)).statusCode).toBe(404);
  });

  it('presents the last sign-in, the creation date and the number of audited actions of each administrator', async () => {
    const actor = await createAdmin(testApp.db, { adminRole: 'TECH' });
    const asActor = await bearerFor(testApp, actor);
    const before = (await call(asSite, 'GET', `/get/all?search=${encodeURIComponent(actor.email!)}`)).json().items[0];
    expect(before).toMatchObject({ actionsCount: 0, lastLoginAt: null });
    await call(asActor, 'POST', '/create', newAdmin());
    await call(asActor, 'POST', '/create', newAdmin());
    const find = async () => (await call(asSite, 'GET', `/get/all?search=${encodeURIComponent(actor.email!)}`)).json().items[0];
    expect((await find()).actionsCount).toBe(2);
    expect((await call(asActor, 'GET', '/get/me')).json().admin.actionsCount).toBe(2);
    // A sign-in (password, then the second factor) is audited too: it counts, and it sets the last sign-in.
    const signedIn = await signIn(testApp.app, actor.email!, actor.password);
    expect(signedIn.answer.role).toBe('ADMIN');
    const after = await find();
    expect(after.actionsCount).toBe(3);
    expect(Date.parse(after.lastLoginAt)).not.toBeNaN();
    expect(Date.parse(after.createdAt)).not.toBeNaN();
  });

  it('lists administrators in the spec shape or by pages', async () => {
    const all = (await call(asSite, 'GET', '/get/all')).json().admins;
    expect(all.length).toBeGreaterThanOrEqual(2);
    const page = (await call(asSite, 'GET', `/get/all?search=${encodeURIComponent(site.email!)}`)).json();
    expect(page).toMatchObject({ total: 1, items: [expect.objectContaining({ adminId: site.id })] });
  });
});

describe('keeping TECH powers with TECH administrators', () => {
  it("shows no password to anyone, and lets only TECH administrators resend a TECH account's invitation", async () => {
    const created = (await call(asTech, 'POST', '/create', newAdmin({ adminRole: 'TECH' }))).json();
    expect(JSON.stringify((await call(asSite, 'GET', '/get/all')).json())).not.toMatch(/"password"/);
    const refused = await call(asSite, 'POST', `/${created.adminId}/invitation/resend`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(adminMessages.techAccountsAreTechs);
  });

  it('refuses to take the TECH role from the last TECH administrator, and lets it go once there is another', async () => {
    const alone = await createTestApp();
    try {
      const onlyTech = await createAdmin(alone.db, { adminRole: 'TECH' });
      const authorization = await bearerFor(alone, onlyTech);
      const demote = (mail: string | null) =>
        alone.app.inject({ method: 'PUT', url: `/api/admin/admins/update/${onlyTech.id}`, headers: { authorization }, payload: newAdmin({ mail, adminRole: 'SITE' }) });

      const refused = await demote(onlyTech.email);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(adminMessages.lastTechRole);
      expect((await alone.db.select().from(admins).where(eq(admins.userId, onlyTech.id)))[0].adminRole).toBe('TECH');

      await createAdmin(alone.db, { adminRole: 'TECH' });
      expect((await demote(onlyTech.email)).json().adminRole).toBe('SITE');
    } finally {
      await alone.close();
    }
  });
});
