import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactEmailMessages, passwordMessages } from '@parenthese/shared';
import { employeeMailPreferences, mailOutbox, users } from '../../db/schema';
import { verifyPassword } from '../../lib/password-hashing';
import { createAdmin, createPsychologist, createEmployee, signIn } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { findOpenSessions } from '../sessions/repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const NEW_PASSWORD = 'Violon-Ocre-58!';
/** The common passwords the security test had accepted (issue 22), and variants of case and look-alikes. */
const COMMON_PASSWORDS = ['Password1!', 'Azerty123!', 'Motdepasse1!', 'Bonjour2024!', 'Qwerty123!', 'Parenthese1!', 'PaRenThèse2026$', 'P@ssw0rd1!'];

async function newEmployeeOnFirstConnection() {
  const employee = await createEmployee(testApp.db, {
    email: null,
    isFirstConnection: true,
    temporaryPassword: { plain: 'Temp1234!', encryptionKey: testApp.config.dataEncryptionKey, issuedAt: testApp.clock.now() },
  });
  const session = await signIn(testApp.app, employee.login, 'Temp1234!');
  return { employee, session };
}

const postFirstConnection = (authorization: string | undefined, payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/account/first/connection',
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });

const readUser = async (id: string) => (await testApp.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/account/first/connection', () => {
  it('takes a personal address for the mails, apart from the sign-in email, and mails it a link before any use (decision 0047)', async () => {
    const { employee, session } = await newEmployeeOnFirstConnection();
    const same = await postFirstConnection(session.authorization, { mail: 'lea.b@travail.fr', password: NEW_PASSWORD, contactEmail: 'LEA.B@travail.fr' });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.contactEmail).toBe(contactEmailMessages.sameAsSignIn);
    const bad = await postFirstConnection(session.authorization, { mail: 'lea.b@travail.fr', password: NEW_PASSWORD, contactEmail: 'pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.contactEmail).toBe('Adresse email invalide');

    const response = await postFirstConnection(session.authorization, { mail: 'lea.b@travail.fr', password: NEW_PASSWORD, contactEmail: ' Lea@Perso.org ' });
    expect(response.statusCode).toBe(200);
    expect((await readUser(employee.id)).email).toBe('lea.b@travail.fr');
    const [preferences] = await testApp.db.select().from(employeeMailPreferences).where(eq(employeeMailPreferences.userId, employee.id));
    expect(preferences).toMatchObject({ contactEmail: null, pendingContactEmail: 'lea@perso.org', isDetailedSubject: false });
    const [link] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'lea@perso.org'));
    expect(link).toMatchObject({ kind: 'contact-email-confirm', subject: 'Parenthèse : confirmez votre adresse' });
  });

  it('lets an employee set an email and a password, erases the temporary one and ends the session', async () => {
    const { employee, session } = await newEmployeeOnFirstConnection();
    const response = await postFirstConnection(session.authorization, { mail: ' Lea.Moreau@Exemple.fr ', password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Votre compte a été configuré avec succès. Veuillez vous reconnecter.' });

    const stored = await readUser(employee.id);
    expect(stored.email).toBe('lea.moreau@exemple.fr');
    expect(stored.isFirstConnection).toBe(false);
    expect(stored.temporaryPasswordEncrypted).toBeNull();
    expect(await findOpenSessions(testApp.db, employee.id, testApp.clock.now())).toEqual([]);
    expect(await verifyPassword(stored.passwordHash, NEW_PASSWORD)).toBe(true);

    // The old token no longer works; the new password signs in, by email or identifier.
    const check = await testApp.app.inject({ method: 'GET', url: '/api/token/check', headers: { authorization: session.authorization } });
    expect(check.statusCode).toBe(401);
    await expect(signIn(testApp.app, 'lea.moreau@exemple.fr', NEW_PASSWORD)).resolves.toBeTruthy();
    await expect(signIn(testApp.app, employee.login, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('lets a doctor and an admin set only a password, keeping their email', async () => {
    const psychologist = await createPsychologist(testApp.db, { isFirstConnection: true });
    const admin = await createAdmin(testApp.db, { isFirstConnection: true });
    for (const account of [psychologist, admin]) {
      const session = await signIn(testApp.app, account.login);
      const response = await postFirstConnection(session.authorization, { password: NEW_PASSWORD, mail: 'ignore@exemple.fr' });
      expect(response.statusCode).toBe(200);
      const stored = await readUser(account.id);
      expect(stored.email).toBe(account.login);
      expect(stored.isFirstConnection).toBe(false);
      expect(await verifyPassword(stored.passwordHash, NEW_PASSWORD)).toBe(true);
    }
  });

  it('requires a valid email from employees, in French, and changes nothing', async () => {
    const { employee, session } = await newEmployeeOnFirstConnection();
    const cases: Array<[unknown, string]> = [
      [{ password: NEW_PASSWORD }, "L'adresse email est requise"],
      [{ mail: '   ', password: NEW_PASSWORD }, "L'adresse email est requise"],
      [{ mail: 'pas-une-adresse', password: NEW_PASSWORD }, 'Adresse email invalide'],
    ];
    for (const [payload, message] of cases) {
      const response = await postFirstConnection(session.authorization, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const stored = await readUser(employee.id);
    expect(stored.isFirstConnection).toBe(true);
    expect(stored.email).toBeNull();
    expect(stored.temporaryPasswordEncrypted).not.toBeNull();
  });

  it('refuses an email already used by another account with 409', async () => {
    const other = await createEmployee(testApp.db, { email: 'deja.pris@exemple.fr' });
    const { employee, session } = await newEmployeeOnFirstConnection();
    const response = await postFirstConnection(session.authorization, { mail: 'DEJA.PRIS@exemple.fr', password: NEW_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Cette adresse email est déjà utilisée.');
    expect(response.json().errors).toEqual({ mail: 'Cette adresse email est déjà utilisée.' });
    expect((await readUser(employee.id)).isFirstConnection).toBe(true);
    expect((await readUser(other.id)).email).toBe('deja.pris@exemple.fr');
  });

  it('enforces the password policy on the server', async () => {
    const { employee, session } = await newEmployeeOnFirstConnection();
    const cases: Array<[string, string]> = [
      ['Ab1!', 'Le mot de passe doit contenir au moins 8 caractères'],
      ['motdepasse1!', 'Le mot de passe doit contenir au moins une minuscule, une majuscule, un chiffre et un caractère spécial'],
      ['MotDePasse12', 'Le mot de passe doit contenir au moins une minuscule, une majuscule, un chiffre et un caractère spécial'],
      [`Aa1!${'x'.repeat(200)}`, 'Le mot de passe doit contenir au plus 128 caractères'],
    ];
    for (const [password, message] of cases) {
      const response = await postFirstConnection(session.authorization, { mail: 'valide@exemple.fr', password });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await readUser(employee.id)).isFirstConnection).toBe(true);
  });

  it.each(COMMON_PASSWORDS)('refuses the common password %s with the French field error, and the temporary password still works', async (password) => {
    const { employee, session } = await newEmployeeOnFirstConnection();
    const response = await postFirstConnection(session.authorization, { mail: `courant.${employee.login}@exemple.fr`, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: passwordMessages.tooCommon, errors: { password: 'Ce mot de passe est trop courant, choisissez-en un autre' } });

    const stored = await readUser(employee.id);
    expect(stored.isFirstConnection).toBe(true);
    expect(stored.email).toBeNull();
    expect(stored.temporaryPasswordEncrypted).not.toBeNull();
    expect(await verifyPassword(stored.passwordHash, password)).toBe(false);
    const check = await testApp.app.inject({ method: 'GET', url: '/api/token/check', headers: { authorization: session.authorization } });
    expect(check.statusCode).toBe(200);
    await expect(signIn(testApp.app, employee.login, 'Temp1234!')).resolves.toBeTruthy();
  });

  it.each(['Aa1!Aa1!', 'Abcd1234!', 'Aaaa1111!'])('refuses the patterned password %s, which meets the composition rules, with the French field error', async (password) => {
    const { employee, session } = await newEmployeeOnFirstConnection();
    const response = await postFirstConnection(session.authorization, { mail: `motif.${employee.login}@exemple.fr`, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: passwordMessages.tooGuessable, errors: { password: passwordMessages.tooGuessable } });
    expect((await readUser(employee.id)).isFirstConnection).toBe(true);
  });

  it('holds staff to a stronger estimate than employees: « Xk7$mPq2 » is enough for an employee, not for a psychologist or an administrator', async () => {
    const { session } = await newEmployeeOnFirstConnection();
    expect((await postFirstConnection(session.authorization, { mail: 'score.deux@exemple.fr', password: 'Xk7$mPq2' })).statusCode).toBe(200);
    for (const account of [await createPsychologist(testApp.db, { isFirstConnection: true }), await createAdmin(testApp.db, { isFirstConnection: true })]) {
      const staffSession = await signIn(testApp.app, account.login);
      const refused = await postFirstConnection(staffSession.authorization, { password: 'Xk7$mPq2' });
      expect([refused.statusCode, refused.json().errors]).toEqual([400, { password: passwordMessages.tooGuessable }]);
      // A passphrase with the spec's specials passes.
      expect((await postFirstConnection(staffSession.authorization, { password: 'Brioche@Bordeaux-2026' })).statusCode).toBe(200);
    }
  });

  it('accepts a password of 128 characters, the longest allowed, and signs in with it', async () => {
    const { employee, session } = await newEmployeeOnFirstConnection();
    const longest = `Violon-Ocre-58!${'pluie-sur-la-ville-'.repeat(6)}`.slice(0, 128);
    expect(longest).toHaveLength(128);
    const response = await postFirstConnection(session.authorization, { mail: 'long.mot@exemple.fr', password: longest });
    expect(response.statusCode).toBe(200);
    await expect(signIn(testApp.app, employee.login, longest)).resolves.toBeTruthy();
  });

  it.each([
    [{}],
    [{ mail: 42, password: NEW_PASSWORD }],
    [{ mail: 'a@b.fr', password: 12345678 }],
    [{ mail: `${'a'.repeat(300)}@exemple.fr`, password: NEW_PASSWORD }],
    [{ mail: ['a@b.fr'], password: NEW_PASSWORD }],
  ])('answers 400 in French to a malformed body %#, changing nothing', async (payload) => {
    const { employee, session } = await newEmployeeOnFirstConnection();
    const response = await postFirstConnection(session.authorization, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[a-zé]/);
    expect(response.body).not.toMatch(/stack|select|ZodError/i);
    expect((await readUser(employee.id)).isFirstConnection).toBe(true);
  });

  it('is refused once the account is configured, and without a token', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    const again = await postFirstConnection(session.authorization, { mail: 'autre@exemple.fr', password: NEW_PASSWORD });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('Votre compte est déjà configuré.');
    expect((await readUser(employee.id)).email).toBe(employee.email);

    const anonymous = await postFirstConnection(undefined, { mail: 'autre@exemple.fr', password: NEW_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe("Token d'authentification manquant");
  });
});

describe('before the first connection is completed', () => {
  it('a psychologist or an administrator can use nothing but the first connection (403, French), then everything', async () => {
    const psychologist = await createPsychologist(testApp.db, { isFirstConnection: true });
    const admin = await createAdmin(testApp.db, { isFirstConnection: true });
    const employee = await createEmployee(testApp.db);
    const psychologistSession = await signIn(testApp.app, psychologist.login);
    const adminSession = await signIn(testApp.app, admin.login);
    const planning = (authorization: string) => testApp.app.inject({ method: 'POST', url: '/api/planning/load', headers: { authorization }, payload: { startDate: '2027-06-14' } });
    const lock = (authorization: string) => testApp.app.inject({ method: 'POST', url: '/api/account/lock/toggle', headers: { authorization }, payload: { userId: employee.id, lockAccount: true } });

    for (const response of [await planning(psychologistSession.authorization), await lock(adminSession.authorization)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Veuillez terminer la configuration de votre compte (première connexion).');
    }
    const [stillOpen] = await testApp.db.select({ isLocked: users.isLocked }).from(users).where(eq(users.id, employee.id));
    expect(stillOpen.isLocked).toBe(false);

    expect((await postFirstConnection(psychologistSession.authorization, { password: NEW_PASSWORD })).statusCode).toBe(200);
    const configured = await signIn(testApp.app, psychologist.login, NEW_PASSWORD);
    expect((await planning(configured.authorization)).statusCode).toBe(200);
  });
});
