import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_NEUTRAL_MESSAGE, passwordMessages } from '@parenthese/shared';
import { mailOutbox, passwordResetTokens, users } from '../../db/schema';
import { verifyPassword } from '../../lib/password-hashing';
import { createPsychologist, createEmployee, signIn } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { hashResetToken } from './password-reset-service';
import { findOpenSessions } from '../sessions/repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ appUrl: 'https://parenthese.example' });
});
afterAll(async () => testApp.close());

const INVALID_LINK = 'Le lien de réinitialisation est invalide ou a expiré.';
const NEW_PASSWORD = 'Violon-Ocre-58!';
/** The common passwords the security test had accepted (issue 22), and variants of case and look-alikes. */
const COMMON_PASSWORDS = ['Password1!', 'Azerty123!', 'Motdepasse1!', 'Bonjour2024!', 'Qwerty123!', 'Parenthese1!', '@ZERTYuiop1', 'M0tDeP4sse!'];
let addressCounter = 0;
/** Each test asks from its own address so the per-address limit only matters where it is tested. */
const nextAddress = () => `10.1.0.${(addressCounter += 1)}`;

/** Asks for a reset and waits for the work done after the answer (the mail). */
async function requestReset(payload: unknown, remoteAddress = nextAddress()) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/account/password/reset/request', payload: payload as object, remoteAddress });
  await testApp.services.deferredWork.idle();
  return response;
}
const confirmReset = (token: string, payload: unknown) => testApp.app.inject({ method: 'POST', url: `/api/account/password/reset/confirm/${token}`, payload: payload as object });

const mailsTo = (address: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
const tokensOf = (userId: string) => testApp.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
const readUser = async (id: string) => (await testApp.db.select().from(users).where(eq(users.id, id)))[0];
const expireResetLinksOf = (userId: string) =>
  testApp.db
    .update(passwordResetTokens)
    .set({ expiresAt: new Date(testApp.clock.now().getTime() - 1000) })
    .where(eq(passwordResetTokens.userId, userId));

/** Requests a reset and returns the token read from the mailed link. */
async function mailedToken(login: string, email: string, field: 'mail' | 'id' = 'mail') {
  const response = await requestReset({ [field]: login });
  expect(response.statusCode).toBe(200);
  const mails = await mailsTo(email);
  const link = mails.at(-1)?.textBody.match(/https:\/\/parenthese\.example\/reset-password\/([A-Za-z0-9_-]+)/);
  expect(link).toBeTruthy();
  return link![1];
}

describe('POST /api/account/password/reset/request', () => {
  it('mails a single-use link valid one hour and stores only the hash of its token', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const before = testApp.clock.now().getTime();
    const response = await requestReset({ mail: psychologist.login.toUpperCase(), id: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: PASSWORD_RESET_NEUTRAL_MESSAGE });

    const [mail] = await mailsTo(psychologist.login);
    expect(mail.kind).toBe('password-reset');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Parenthèse');
    expect(mail.textBody).toContain('Bonjour');
    expect(mail.htmlBody).toContain('<a href="https://parenthese.example/reset-password/');
    const token = mail.textBody.match(/reset-password\/([A-Za-z0-9_-]+)/)![1];
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [stored] = await tokensOf(psychologist.id);
    expect(stored.tokenHash).toBe(hashResetToken(token));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.usedAt).toBeNull();
    const lifetime = stored.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it('finds an employee by identifier (id), and by the admin-side field names', async () => {
    const employee = await createEmployee(testApp.db);
    await mailedToken(employee.login, employee.email!, 'id');
    expect((await requestReset({ userMail: '', userName: employee.login })).statusCode).toBe(200);
    expect(await mailsTo(employee.email!)).toHaveLength(2);
  });

  it('answers the same neutral sentence for unknown, locked and email-less accounts, and sends nothing', async () => {
    const locked = await createEmployee(testApp.db, { isLocked: true });
    const withoutEmail = await createEmployee(testApp.db, { email: null, isFirstConnection: true });
    const before = await testApp.db.select().from(mailOutbox);
    for (const payload of [{ mail: 'personne@exemple.fr' }, { id: locked.login }, { id: withoutEmail.login }]) {
      const response = await requestReset(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: PASSWORD_RESET_NEUTRAL_MESSAGE });
    }
    expect(await testApp.db.select().from(mailOutbox)).toHaveLength(before.length);
    expect(await tokensOf(locked.id)).toHaveLength(0);
    expect(await tokensOf(withoutEmail.id)).toHaveLength(0);
  });

  it.each([
    [{}, 'Veuillez saisir votre email ou identifiant.'],
    [{ mail: '', id: '  ' }, 'Veuillez saisir votre email ou identifiant.'],
    [{ mail: 42 }, null],
    [{ id: ['a'] }, null],
    [{ mail: `${'a'.repeat(300)}@exemple.fr` }, 'Adresse email trop longue'],
    [{ id: 'x'.repeat(300) }, 'Identifiant trop long'],
  ])('answers 400 in French to a bad body %#', async (payload, message) => {
    const response = await requestReset(payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(/[a-zé]/);
    expect(response.body).not.toMatch(/stack|select|ZodError/i);
  });

  // Issue 11: per-account limits no longer answer 429, so three addresses cannot stop the owner asking.
  it('caps the mails one account receives per asking address, silently, while the owner still gets a link', async () => {
    const psychologist = await createPsychologist(testApp.db);
    for (const attacker of ['10.2.0.1', '10.2.0.2', '10.2.0.3']) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await requestReset({ mail: psychologist.login }, attacker);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, message: PASSWORD_RESET_NEUTRAL_MESSAGE });
      }
    }
    expect(await mailsTo(psychologist.login)).toHaveLength(9);
    const own = await requestReset({ id: psychologist.login.toUpperCase() }, '10.2.0.99');
    expect(own.statusCode).toBe(200);
    expect(await mailsTo(psychologist.login)).toHaveLength(10);
    // The account's ceiling (10 an hour) is reached: further requests are answered the same, without a mail.
    expect((await requestReset({ mail: psychologist.login }, '10.2.0.98')).statusCode).toBe(200);
    expect(await mailsTo(psychologist.login)).toHaveLength(10);
  });

  it('limits requests per address with 429 in French', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await requestReset({ mail: `inconnu-${attempt}@exemple.fr` }, address)).statusCode).toBe(200);
    }
    const limited = await requestReset({ mail: 'encore@exemple.fr' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Trop de demandes de réinitialisation\. Veuillez réessayer dans \d+ minutes?\.$/);
  });

  it('answers before looking the account up, the same way for an existing and an unknown account', async () => {
    const psychologist = await createPsychologist(testApp.db);
    for (const mail of [psychologist.login, 'personne-du-tout@exemple.fr']) {
      const before = (await tokensOf(psychologist.id)).length;
      const response = await testApp.app.inject({ method: 'POST', url: '/api/account/password/reset/request', payload: { mail }, remoteAddress: nextAddress() });
      expect(response.statusCode).toBe(200);
      // The answer has gone; the account's work has not run yet.
      expect(testApp.services.deferredWork.pendingCount).toBe(1);
      expect(await tokensOf(psychologist.id)).toHaveLength(before);
      await testApp.services.deferredWork.idle();
    }
    expect(await tokensOf(psychologist.id)).toHaveLength(1);
  });
});

describe('POST /api/account/password/reset/confirm/:resetToken', () => {
  it('sets the password, spends every link of the user, ends sessions and clears first connection', async () => {
    const employee = await createEmployee(testApp.db, {
      isFirstConnection: true,
      temporaryPassword: { plain: 'Temp1234!', encryptionKey: testApp.config.dataEncryptionKey, issuedAt: testApp.clock.now() },
    });
    const session = await signIn(testApp.app, employee.login, 'Temp1234!');
    const firstToken = await mailedToken(employee.login, employee.email!, 'id');
    const secondToken = await mailedToken(employee.login, employee.email!, 'id');

    const response = await confirmReset(secondToken, { newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);

    const stored = await readUser(employee.id);
    expect(await verifyPassword(stored.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(stored.isFirstConnection).toBe(false);
    expect(stored.temporaryPasswordEncrypted).toBeNull();
    expect(await findOpenSessions(testApp.db, employee.id, testApp.clock.now())).toEqual([]);
    expect((await tokensOf(employee.id)).every((token) => token.usedAt !== null)).toBe(true);
    const check = await testApp.app.inject({ method: 'GET', url: '/api/token/check', headers: { authorization: session.authorization } });
    expect(check.statusCode).toBe(401);

    for (const spent of [secondToken, firstToken]) {
      const again = await confirmReset(spent, { newPassword: 'Torrent-Mauve-3!' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(INVALID_LINK);
    }
    expect(await verifyPassword((await readUser(employee.id)).passwordHash, NEW_PASSWORD)).toBe(true);
  });

  it('refuses an expired link and an unknown one, changing nothing', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const token = await mailedToken(psychologist.login, psychologist.login);
    await expireResetLinksOf(psychologist.id);
    for (const candidate of [token, 'A'.repeat(43)]) {
      const response = await confirmReset(candidate, { newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID_LINK);
    }
    expect(await verifyPassword((await readUser(psychologist.id)).passwordHash, psychologist.password)).toBe(true);
  });

  it('lets only one of two simultaneous confirmations through', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const token = await mailedToken(psychologist.login, psychologist.login);
    const responses = await Promise.all([confirmReset(token, { newPassword: 'Premier-Essai-71!' }), confirmReset(token, { newPassword: 'Second-Essai-72!' })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const { passwordHash } = await readUser(psychologist.id);
    const matching = await Promise.all(['Premier-Essai-71!', 'Second-Essai-72!'].map((password) => verifyPassword(passwordHash, password)));
    expect(matching.filter(Boolean)).toHaveLength(1);
  });

  it.each([
    ['court', { newPassword: NEW_PASSWORD }],
    ['avec%20espace%20et%20caract%C3%A8res!!', { newPassword: NEW_PASSWORD }],
    ['A'.repeat(15), { newPassword: NEW_PASSWORD }],
  ])('answers 400 to a malformed token %#', async (token, payload) => {
    const response = await confirmReset(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Lien invalide');
  });

  it("answers 400 in French, not the router's English, to an overlong or malformed token", async () => {
    for (const token of ['x'.repeat(300), '%E0%A4%A']) {
      const response = await confirmReset(token, { newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Les données envoyées sont invalides.');
    }
  });

  it.each([
    [{}, 'Le mot de passe est requis'],
    [{ newPassword: 12345678 }, 'Le mot de passe est requis'],
    [{ newPassword: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères'],
    [{ newPassword: 'sansmajuscule1!' }, 'Le mot de passe doit contenir au moins une minuscule, une majuscule, un chiffre et un caractère spécial'],
    [{ newPassword: `Aa1!${'x'.repeat(300)}` }, 'Le mot de passe doit contenir au plus 128 caractères'],
  ])('answers 400 to a bad new password %#, keeping the link usable', async (payload, message) => {
    const psychologist = await createPsychologist(testApp.db);
    const token = await mailedToken(psychologist.login, psychologist.login);
    const response = await confirmReset(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await tokensOf(psychologist.id))[0].usedAt).toBeNull();
    expect((await confirmReset(token, { newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/account/password/reset/confirm/:resetToken with a common password', () => {
  it('refuses a password too easy to guess for a psychologist (« Aa1!Aa1! », « Xk7$mPq2 »), keeping the old password and the link', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const token = await mailedToken(psychologist.login, psychologist.login);
    for (const password of ['Aa1!Aa1!', 'Xk7$mPq2']) {
      const response = await confirmReset(token, { newPassword: password });
      expect([response.statusCode, response.json()]).toEqual([400, { code: 'BAD_REQUEST', message: passwordMessages.tooGuessable, errors: { newPassword: passwordMessages.tooGuessable } }]);
    }
    expect(await verifyPassword((await readUser(psychologist.id)).passwordHash, psychologist.password)).toBe(true);
    expect((await confirmReset(token, { newPassword: 'Brioche@Bordeaux-2026' })).statusCode).toBe(200);
  });

  it.each(COMMON_PASSWORDS)('refuses %s with the French field error, keeping the old password and the link', async (password) => {
    const psychologist = await createPsychologist(testApp.db);
    const token = await mailedToken(psychologist.login, psychologist.login);
    const response = await confirmReset(token, { newPassword: password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: passwordMessages.tooCommon, errors: { newPassword: 'Ce mot de passe est trop courant, choisissez-en un autre' } });

    const stored = await readUser(psychologist.id);
    expect(await verifyPassword(stored.passwordHash, psychologist.password)).toBe(true);
    expect((await tokensOf(psychologist.id))[0].usedAt).toBeNull();
    // The same link then takes a better password.
    expect((await confirmReset(token, { newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await verifyPassword((await readUser(psychologist.id)).passwordHash, NEW_PASSWORD)).toBe(true);
  });

  it('accepts a password of 128 characters, the longest allowed', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const token = await mailedToken(psychologist.login, psychologist.login);
    const longest = `Torrent-Mauve-3!${'x7'.repeat(56)}`;
    expect(longest).toHaveLength(128);
    expect((await confirmReset(token, { newPassword: longest })).statusCode).toBe(200);
    await expect(signIn(testApp.app, psychologist.login, longest)).resolves.toBeTruthy();
  });
});

describe('GET /api/account/password/reset/check/:resetToken', () => {
  const checkLink = (token: string, remoteAddress = '10.2.0.1') => testApp.app.inject({ method: 'GET', url: `/api/account/password/reset/check/${token}`, remoteAddress });

  it('says whether a link can be used, without spending it', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const token = await mailedToken(psychologist.login, psychologist.login);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await checkLink(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isValid: true });
    }
    expect((await tokensOf(psychologist.id)).every((stored) => stored.usedAt === null)).toBe(true);

    // Once used, or for an unknown token, the link is reported invalid.
    expect((await confirmReset(token, { newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await checkLink(token)).json()).toEqual({ isValid: false });
    expect((await checkLink('B'.repeat(43))).json()).toEqual({ isValid: false });
  });

  it('reports an expired link invalid, and a malformed one with a French 400', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const token = await mailedToken(psychologist.login, psychologist.login);
    await expireResetLinksOf(psychologist.id);
    expect((await checkLink(token)).json()).toEqual({ isValid: false });
    const malformed = await checkLink('court');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Lien invalide');
  });

  it('limits checks per address with a French 429', async () => {
    const address = '10.2.0.99';
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await checkLink('C'.repeat(43), address)).statusCode).toBe(200);
    const refused = await checkLink('C'.repeat(43), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de demandes de réinitialisation\. Veuillez réessayer dans \d+ minutes?\.$/);
    // Another address is not concerned.
    expect((await checkLink('C'.repeat(43), '10.2.0.100')).statusCode).toBe(200);
  });
});
