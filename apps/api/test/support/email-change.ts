import { afterAll, beforeAll } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, mailOutbox, users } from '../../src/db/schema';
import { createAdmin, createPsychologist, signIn, TEST_PASSWORD } from './factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * One test app for a file of email-change tests (modules/accounts/email-change.ts), and what those files
 * share: the API calls, the mails an address got and their links, the audit of an account, the bodies of
 * the administrators' edit forms, a psychologist and an administrator signed in.
 */
export function emailChangeTestbed() {
  const bed = { testApp: undefined as unknown as TestApp };
  beforeAll(async () => {
    bed.testApp = await createTestApp();
  });
  afterAll(async () => bed.testApp.close());

  type Method = 'GET' | 'POST' | 'PUT';
  const call = (method: Method, url: string, authorization?: string, payload?: object) =>
    bed.testApp.app.inject({ method, url: `/api${url}`, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });

  /** Mails written to an address, newest first, once the deferred deliveries are done. */
  async function mailsTo(address: string) {
    await bed.testApp.services.deferredWork.idle();
    return bed.testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.sequence));
  }

  function linkToken(text: string, page: 'confirm-email' | 'refuse-email-change' | 'undo-email-change') {
    const match = new RegExp(`/${page}/([A-Za-z0-9_-]+)`).exec(text);
    if (!match) throw new Error(`no ${page} link in the mail`);
    return match[1];
  }

  async function auditOf(userId: string) {
    return bed.testApp.db.select({ action: auditLog.action, actor: auditLog.actorUserId }).from(auditLog).where(eq(auditLog.targetId, userId));
  }

  const adminUpdate = (mail: string) => ({ mail, firstName: 'Alex', lastName: 'Admin', phoneNumber: '', adminRole: 'SITE' });

  async function emailOf(userId: string) {
    const [row] = await bed.testApp.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row.email;
  }

  const psychologistUpdate = (psychologist: { profile: { adeliNumber: string; firstName: string; lastName: string } }, mail: string) => ({
    adeliNumber: psychologist.profile.adeliNumber,
    mail,
    firstName: psychologist.profile.firstName,
    lastName: psychologist.profile.lastName,
    doctorCategories: ['Psychologue clinicien'],
    phoneNumber: '',
    address: '',
    password: '',
  });

  /** A psychologist past their first connection, signed in, and a SITE administrator. */
  async function takeoverWorld() {
    const psychologist = await createPsychologist(bed.testApp.db);
    const psychologistSession = await signIn(bed.testApp.app, psychologist.login);
    const admin = await createAdmin(bed.testApp.db, { adminRole: 'SITE' });
    const adminSession = await signIn(bed.testApp.app, admin.login);
    return { psychologist, psychologistSession, admin, adminSession };
  }

  const ownChange = (authorization: string, mail: string, password = TEST_PASSWORD) => call('POST', '/account/email-change/request', authorization, { mail, password });

  return Object.assign(bed, { call, mailsTo, linkToken, auditOf, adminUpdate, emailOf, psychologistUpdate, takeoverWorld, ownChange });
}
