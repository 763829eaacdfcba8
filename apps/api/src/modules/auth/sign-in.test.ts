import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createAdmin, createPsychologist, createEmployee, signIn, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { endSessions } from '../sessions/repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const postToken = (payload: unknown, remoteAddress = '10.0.0.1') => testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: payload as object, remoteAddress });

describe('POST /api/token/create', () => {
  it('signs an employee in with the identifier and returns the session fields', async () => {
    const employee = await createEmployee(testApp.db, { username: 'lea.moreau' });
    const response = await postToken({ usermail: 'Lea.Moreau', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ login: employee.email, role: 'EMPLOYEE', firstConnexion: false });
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('signs a doctor in by email, whatever the case', async () => {
    const psychologist = await createPsychologist(testApp.db);
    // Password, then the second factor a psychologist must give (issue 22).
    const response = await postToken({ usermail: psychologist.login.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().secondFactor).toBe('CODE');
    const { answer } = await signIn(testApp.app, psychologist.login.toUpperCase());
    expect(answer.role).toBe('DOCTOR');
  });

  it('refuses a wrong password with errors.global in French, and the same for an unknown account', async () => {
    const admin = await createAdmin(testApp.db);
    const wrong = await postToken({ usermail: admin.login, password: 'Mauvais1!' });
    const unknown = await postToken({ usermail: 'personne@example.fr', password: 'Mauvais1!' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errors.global).toBe('Identifiants invalides. Veuillez vérifier votre email et mot de passe.');
    }
  });

  it('refuses a locked account', async () => {
    const employee = await createEmployee(testApp.db, { isLocked: true });
    const response = await postToken({ usermail: employee.login, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors.global).toMatch(/bloqué/);
  });

  it.each([[{}], [{ usermail: 'a@b.fr' }], [{ usermail: 42, password: 'x' }], [{ usermail: 'x'.repeat(1000), password: 'x' }], [{ usermail: 'a@b.fr', password: ['x'] }]])(
    'answers 400 in French to a malformed body %#',
    async (payload) => {
      const response = await postToken(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[a-zé]/);
      expect(response.body).not.toMatch(/stack|select|ZodError/i);
    },
  );

  it('answers 400, not 500, to broken JSON', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/token/create', headers: { 'content-type': 'application/json' }, payload: '{"usermail":' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Les données envoyées sont invalides.');
  });

  // Issue 11: failures count per account and address together, so a guesser cannot lock the owner out.
  it('stops one address guessing one account with 429, while the owner signs in from another address', async () => {
    const target = await createEmployee(testApp.db);
    const bystander = await createEmployee(testApp.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postToken({ usermail: target.login, password: 'Mauvais1!' }, '10.0.1.1')).statusCode).toBe(401);
    }
    const blocked = await postToken({ usermail: target.login, password: TEST_PASSWORD }, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Trop de tentatives de connexion\. Veuillez réessayer dans \d+ minutes?\.$/);
    expect((await postToken({ usermail: target.login, password: TEST_PASSWORD }, '10.0.1.2')).statusCode).toBe(200);
    expect((await postToken({ usermail: bystander.login, password: TEST_PASSWORD }, '10.0.1.1')).statusCode).toBe(200);
  });

  it('counts attempts fired all at once: 20 parallel guesses from one address get at most 5 password checks', async () => {
    const target = await createEmployee(testApp.db);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, attempt) => postToken({ usermail: target.login, password: `Mauvais${attempt}!` }, '10.0.3.1')));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await postToken({ usermail: target.login, password: TEST_PASSWORD }, '10.0.3.1')).statusCode).toBe(429);
    expect((await postToken({ usermail: target.login, password: TEST_PASSWORD }, '10.0.3.99')).statusCode).toBe(200);
  });

  it('lets the owner in after guesses from many addresses, below the per-account ceiling', async () => {
    const target = await createEmployee(testApp.db);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, attempt) => postToken({ usermail: target.login, password: `Mauvais${attempt}!` }, `10.0.4.${attempt}`)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 401));
    expect((await postToken({ usermail: target.login, password: TEST_PASSWORD }, '10.0.4.99')).statusCode).toBe(200);
  });

  it("counts an account's email and identifier as one: their failures share one allowance", async () => {
    const target = await createEmployee(testApp.db);
    for (const usermail of [target.email!, target.login, target.email!.toUpperCase(), target.login, target.email!]) {
      expect((await postToken({ usermail, password: 'Mauvais1!' }, '10.0.5.1')).statusCode).toBe(401);
    }
    expect((await postToken({ usermail: target.login, password: TEST_PASSWORD }, '10.0.5.1')).statusCode).toBe(429);
    expect((await postToken({ usermail: target.email!, password: TEST_PASSWORD }, '10.0.5.1')).statusCode).toBe(429);
  });

  it('slows down failures from one address across accounts, but never counts successful sign-ins', async () => {
    const colleague = await createEmployee(testApp.db);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await postToken({ usermail: colleague.login, password: TEST_PASSWORD }, '10.0.2.1')).statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await postToken({ usermail: `inconnu-${attempt}@exemple.fr`, password: 'Mauvais1!' }, '10.0.2.2')).statusCode).toBe(401);
    }
    const blocked = await postToken({ usermail: colleague.login, password: TEST_PASSWORD }, '10.0.2.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors.global).toMatch(/^Trop de tentatives de connexion/);
    expect((await postToken({ usermail: colleague.login, password: TEST_PASSWORD }, '10.0.2.3')).statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('stop working once the account is locked or its password changes', async () => {
    const employee = await createEmployee(testApp.db);
    const psychologist = await createPsychologist(testApp.db);
    const employeeSession = await signIn(testApp.app, employee.login);
    const psychologistSession = await signIn(testApp.app, psychologist.login);
    const health = (authorization: string) => testApp.app.inject({ method: 'GET', url: '/api/token/check', headers: { authorization } });
    expect((await health(employeeSession.authorization)).statusCode).toBe(200);

    await testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, employee.id));
    expect((await health(employeeSession.authorization)).statusCode).toBe(401);

    await endSessions(testApp.db, psychologist.id, testApp.clock.now());
    expect((await health(psychologistSession.authorization)).statusCode).toBe(401);
  });

  it("answers 401 'Token d'authentification manquant' without a token", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/token/check' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Token d'authentification manquant");
  });
});
