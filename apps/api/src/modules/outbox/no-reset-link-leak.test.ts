import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, passwordResetTokens } from '../../db/schema';
import { createAdmin, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * No administrator can read a password-reset link, nor who received a consultation mail or what it
 * said, through any route: every GET route of the app's own route table is read as a TECH and a SITE
 * administrator (plain and paged), and no answer may carry the secrets.
 */
let testApp: TestApp;
let secrets: string[];
const answers: { route: string; body: string }[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ appUrl: 'https://parenthese.example' });
  const { db, app, services } = testApp;
  const psychologist = await createPsychologist(db);
  const employee = await createEmployee(db);
  const reset = await app.inject({ method: 'POST', url: '/api/account/password/reset/request', payload: { mail: psychologist.login, id: '' } });
  expect(reset.statusCode).toBe(200);
  await services.deferredWork.idle();
  const [resetMail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, psychologist.login));
  const token = resetMail.textBody.match(/reset-password\/([A-Za-z0-9_-]+)/)![1];
  const [stored] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, psychologist.id));
  // The recipient is no account's address here, and the psychologist no account's name (the audit
  // journal names the accounts it acted on), so finding them anywhere can only come from the mail.
  await services.mailer.send({
    kind: 'appointment-cancelled',
    to: 'camille.consultante@client.fr',
    subject: 'Votre consultation a été annulée',
    text: 'Votre consultation du mardi 14 h avec la psychologue Bérénice Lagarde est annulée.',
  });
  secrets = [token, stored.tokenHash, 'reset-password/', 'camille.consultante', 'Bérénice Lagarde', 'mardi 14 h'];

  const site = await createAdmin(db, { adminRole: 'SITE' });
  const tech = await createAdmin(db, { adminRole: 'TECH' });
  const parameters: Record<string, string> = { companyId: employee.companyId!, employeeId: employee.id, id: psychologist.id, resetToken: token };
  for (const admin of [site, tech]) {
    const authorization = await bearerFor(testApp, admin);
    for (const { method, url } of app.routeAccessTable.filter((entry) => entry.method === 'GET')) {
      const path = url.replace(/:(\w+)/g, (_match, name: string) => parameters[name] ?? '00000000-0000-4000-8000-000000000000');
      for (const query of ['', '?page=1&pageSize=100', `?search=${encodeURIComponent('camille')}`]) {
        const response = await app.inject({ method, url: `${path}${query}`, headers: { authorization } });
        answers.push({ route: `${admin.login} ${method} ${path}${query} ${response.statusCode}`, body: response.body });
      }
    }
  }
});
afterAll(async () => testApp.close());

describe('no reset link or consultation mail leaks to administrators', () => {
  it('read every GET route', () => {
    expect(answers.filter((answer) => answer.route.includes('/api/admin/mails') && answer.route.endsWith(' 200')).length).toBeGreaterThanOrEqual(3);
  });

  it('finds no reset token, reset link, or consultation recipient and content in any answer', () => {
    const leaks = answers.flatMap((answer) => secrets.filter((secret) => answer.body.includes(secret)).map((secret) => `${answer.route}: ${secret}`));
    expect(leaks).toEqual([]);
  });

  it('still lists the reset mail, masked', () => {
    const outbox = answers
      .filter((answer) => answer.route.endsWith('/api/admin/mails 200'))
      .map((answer) => answer.body)
      .join('');
    expect(outbox).toMatch(/"kind":"password-reset","visibility":"masked"/);
  });
});
