import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createDoctor, createEmployee, signIn } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const listMails = (authorization: string | undefined, query = '') =>
  testApp.app.inject({ method: 'GET', url: `/api/admin/mails${query}`, headers: authorization ? { authorization } : {} });

describe('GET /api/admin/mails', () => {
  it('shows TECH admins the outbox newest first, filtered by recipient', async () => {
    const tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
    const first = await createDoctor(testApp.db);
    const second = await createDoctor(testApp.db);
    await testApp.app.mailer.send({ kind: 'test', to: first.login, subject: 'Premier', text: 'Texte un', html: '<p>secret html</p>' });
    await testApp.app.mailer.send({ kind: 'test', to: second.login, subject: 'Second', text: 'Texte deux' });

    const response = await listMails((await signIn(testApp.app, tech.login)).authorization);
    expect(response.statusCode).toBe(200);
    const { mails } = response.json();
    expect(mails.map((mail: { subject: string }) => mail.subject).slice(0, 2)).toEqual(['Second', 'Premier']);
    expect(Object.keys(mails[1]).sort()).toEqual(['content', 'createdAt', 'fromAddress', 'id', 'kind', 'sentAt', 'status', 'subject', 'toAddress']);
    expect(mails[1]).toMatchObject({ kind: 'test', toAddress: first.login, content: 'Texte un', status: 'STORED', sentAt: null });

    const filtered = await listMails((await signIn(testApp.app, tech.login)).authorization, `?to=${encodeURIComponent(first.login.toUpperCase())}`);
    expect(filtered.json().mails).toHaveLength(1);
    expect(filtered.json().mails[0].subject).toBe('Premier');
  });

  it('is refused to SITE admins, other roles and anonymous callers', async () => {
    const site = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const employee = await createEmployee(testApp.db);
    const siteResponse = await listMails((await signIn(testApp.app, site.login)).authorization);
    expect(siteResponse.statusCode).toBe(403);
    expect(siteResponse.json().message).toBe('Accès réservé aux administrateurs techniques.');
    expect((await listMails((await signIn(testApp.app, employee.login)).authorization)).statusCode).toBe(403);
    expect((await listMails(undefined)).statusCode).toBe(401);
  });

  it('answers 400 to an oversized filter', async () => {
    const tech = await createAdmin(testApp.db);
    const response = await listMails((await signIn(testApp.app, tech.login)).authorization, `?to=${'a'.repeat(300)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Adresse email trop longue');
  });
});
