import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditLogEntry } from '@parenthese/shared';
import { admins, auditLog } from '../../../db/schema';
import { createAdmin, createPsychologist, createEmployee } from '../../../../test/support/factories';
import { bearerFor } from '../../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';
import { recordAudit } from '../../accounts/audit';

let testApp: TestApp;
let asTech: string;
let tech: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  testApp = await createTestApp();
  tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
  await testApp.db.update(admins).set({ firstName: 'Solène', lastName: 'Vasseur' }).where(eq(admins.userId, tech.id));
  asTech = await bearerFor(testApp, tech);
});
afterAll(async () => testApp.close());

type Page = { items: AuditLogEntry[]; total: number; page: number; pageSize: number };
const journal = async (query = '', authorization = asTech) => {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

describe('GET /api/admin/audit', () => {
  it('keeps the order of writing for rows of the same millisecond, newest first, by pages', async () => {
    const actor = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const instant = new Date('2030-01-01T09:00:00.123Z');
    for (const action of ['company.created', 'company.updated', 'company.deleted']) {
      await testApp.db.insert(auditLog).values({ actorUserId: actor.id, actorRole: 'ADMIN', action, createdAt: instant });
    }
    const first = await journal(`?actorId=${actor.id}&pageSize=2`);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.action)).toEqual(['company.deleted', 'company.updated']);
    const second = await journal(`?actorId=${actor.id}&pageSize=2&page=2`);
    expect(second.items.map((item) => item.action)).toEqual(['company.created']);
    expect(second.items[0].createdAt).toBe('2030-01-01T09:00:00.123Z');
  });

  it('names a deleted administrator as such, an anonymous asker and the system, and labels an unknown action', async () => {
    const leaving = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const company = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/companies/create',
      headers: { authorization: await bearerFor(testApp, leaving) },
      payload: {
        companyName: 'Laverie Morin',
        companyMail: 'rh@laverie-morin.fr',
        creditsAmount: 5,
        employeeAmountMax: 1,
        triggerMailIfCreditsLow: false,
        amountOfCreditsToTriggerMail: 0,
        logoUrl: '',
      },
    });
    expect(company.statusCode).toBe(200);
    const removed = await testApp.app.inject({ method: 'DELETE', url: `/api/admin/admins/delete/${leaving.id}`, headers: { authorization: asTech } });
    expect(removed.statusCode).toBe(200);
    await recordAudit(testApp.db, { actorUserId: null, action: 'retention.mail-bodies-erased' });

    const { items } = await journal('?pageSize=100');
    expect(items.find((item) => item.action === 'company.created' && item.record?.id === company.json().companyId)?.actor).toEqual({ id: null, name: 'Administrateur supprimé', kind: 'deleted' });
    expect(items.find((item) => item.action === 'admin.deleted')).toMatchObject({
      actor: { id: tech.id, name: 'Solène Vasseur', kind: 'admin' },
      actionLabel: 'Administrateur supprimé',
      record: { type: 'user', id: leaving.id, description: 'Compte supprimé' },
      details: [{ label: 'Rôle', value: 'SITE' }],
    });
    expect(items.find((item) => item.action === 'retention.mail-bodies-erased')).toMatchObject({
      actor: { id: null, name: 'Système', kind: 'system' },
      actionLabel: 'Autre action',
      record: null,
      details: [],
    });
  });

  it("shows an owner's change of how they sign in, but not a psychologist's or an employee's other actions", async () => {
    const employee = await createEmployee(testApp.db);
    const psychologist = await createPsychologist(testApp.db);
    await recordAudit(testApp.db, { actorUserId: employee.id, action: 'email-change.confirmed', target: { type: 'user', id: employee.id }, details: { newEmail: 'nouvelle@exemple.fr' } });
    await recordAudit(testApp.db, { actorUserId: employee.id, action: 'sign-in.succeeded' });
    await recordAudit(testApp.db, { actorUserId: psychologist.id, action: 'meeting.refused', target: { type: 'meeting', id: psychologist.id } });

    const { items, total } = await journal(`?actorId=${employee.id}`);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ action: 'email-change.confirmed', actionLabel: "Changement d'email confirmé", actor: { id: employee.id, name: 'Léa Moreau', kind: 'employee' }, details: [] });
    expect(JSON.stringify(items)).not.toContain('nouvelle@exemple.fr');
    expect((await journal(`?actorId=${psychologist.id}`)).total).toBe(0);
  });

  it("searches the action's label and the administrator's name or email", async () => {
    const actor = await createAdmin(testApp.db, { adminRole: 'SITE', email: 'bertille.quesnel@parenthese.fr' });
    const target = await createEmployee(testApp.db);
    const lock = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/lock/toggle',
      headers: { authorization: await bearerFor(testApp, actor) },
      payload: { userId: target.id, lockAccount: true },
    });
    expect(lock.statusCode).toBe(200);

    const byLabel = await journal('?search=BLOQUÉ');
    expect(byLabel.items.length).toBeGreaterThan(0);
    expect(byLabel.items.every((item) => item.action === 'account.locked' || item.action === 'account.unlocked')).toBe(true);
    expect(byLabel.items.some((item) => item.record?.id === target.id)).toBe(true);
    const byEmail = await journal('?search=quesnel');
    expect(byEmail.items.map((item) => item.actor.id)).toEqual([actor.id]);
    expect((await journal('?search=Solène%20Vass')).items.every((item) => item.actor.id === tech.id)).toBe(true);
    expect((await journal('?search=introuvable-xyz')).total).toBe(0);
  });

  it('refuses a malformed administrator id with a French message, and takes empty filters as none', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/audit?actorId=abc', headers: { authorization: asTech } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.actorId).toBe('Administrateur inconnu');
    const all = await journal();
    expect((await journal('?actorId=&targetId=')).total).toBe(all.total);
    expect((await journal('?targetId=pas-un-uuid')).total).toBe(0);
  });
});
