import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { nextCode, rememberSecret, secretOf } from './second-factor';

export type ApiSession = { token: string; login: string; role: string; firstConnexion: boolean };
type CreateAnswer = ApiSession & { secondFactor?: 'CODE' | 'ENROL'; challenge?: string };

/** The second step of an API sign-in: a code of the account's app, or an enrolment for a staff account not enrolled yet. */
async function completeSecondFactor(request: APIRequestContext, login: string, answer: CreateAnswer): Promise<ApiSession> {
  const challenge = answer.challenge!;
  if (answer.secondFactor === 'ENROL') {
    const enrolment = await request.post('/api/token/second-factor/enrolment', { data: { challenge } });
    expect(enrolment.status(), `enrolment of ${login}`).toBe(200);
    const { secret } = (await enrolment.json()) as { secret: string };
    rememberSecret(login, secret);
    const confirm = await request.post('/api/token/second-factor/enrolment/confirm', { data: { challenge, code: await nextCode(secret) } });
    expect(confirm.status(), `enrolment confirmation of ${login}`).toBe(200);
    return (await confirm.json()) as ApiSession;
  }
  // A step spent by an earlier worker (Playwright starts a new one after a failure, with a fresh memory) is refused: the next one is tried.
  for (let attempt = 1; ; attempt += 1) {
    const response = await request.post('/api/token/second-factor', { data: { challenge, code: await nextCode(secretOf(login)) } });
    if (response.status() === 200 || attempt === 3) {
      expect(response.status(), `second factor of ${login}: ${await response.text()}`).toBe(200);
      return (await response.json()) as ApiSession;
    }
  }
}

/**
 * Sessions of staff accounts opened by this worker, by login and password: an app's code is usable once,
 * so journeys that each sign tech.admin in would otherwise wait for the next 30 s step. A session is
 * reused only while the server still accepts it (a sign-out, a lock or a password change ends it).
 */
const staffSessions = new Map<string, ApiSession>();

/** Signs in through the real endpoints, for API checks: the password, then the second factor when the account has one. */
export async function createSession(request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const key = `${login.toLowerCase()}\n${password}`;
  const known = staffSessions.get(key);
  if (known && (await request.get('/api/token/check', { headers: bearer(known) })).status() === 200) return known;
  const response = await request.post('/api/token/create', { data: { usermail: login, password } });
  expect(response.status(), `sign-in of ${login}`).toBe(200);
  const answer = (await response.json()) as CreateAnswer;
  if (!answer.secondFactor) return answer;
  const session = await completeSecondFactor(request, login, answer);
  staffSessions.set(key, session);
  return session;
}

export async function apiToken(request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<string> {
  return (await createSession(request, login, password)).token;
}

export const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

/**
 * Signs the browser in by storing the session the login dialog stores (spec section 3: localStorage
 * authToken), from a real sign-in (password, then second factor). The dialog itself is covered by
 * auth.spec.ts and second-factor.spec.ts; the other journeys start signed in so that they test their own pages.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const session = await createSession(page.request, login, password);
  await page.goto('/');
  // Only the spec's fields, as the dialog stores them.
  const stored = { token: session.token, login: session.login, role: session.role, firstConnexion: session.firstConnexion };
  await page.evaluate((value) => localStorage.setItem('authToken', JSON.stringify({ ...value, expiration: Date.now() + 86_400_000 })), stored);
  return session;
}
