import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { nextCode, rememberSecret, runStateDir, secretOf } from './second-factor';

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
 * Sessions of staff accounts opened during this run, by login and password, shared by its workers as files
 * (run state, emptied when the run starts): an app's code is usable once, and every worker signing
 * tech.admin in again would spend steps and reach the server's sign-in throttle. A session is reused only
 * while the server still accepts it (a sign-out, a lock or a password change ends it).
 */
const sessionsDir = `${runStateDir}sessions/`;
const sessionFile = (key: string) => `${sessionsDir}${createHash('sha256').update(key).digest('hex').slice(0, 24)}.json`;

function knownSession(key: string): ApiSession | undefined {
  try {
    return JSON.parse(readFileSync(sessionFile(key), 'utf8')) as ApiSession;
  } catch {
    return undefined;
  }
}

function keepSession(key: string, session: ApiSession) {
  mkdirSync(sessionsDir, { recursive: true });
  writeFileSync(sessionFile(key), JSON.stringify(session));
}

/** Signs in through the real endpoints, for API checks: the password, then the second factor when the account has one. */
export async function createSession(request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const key = `${login.toLowerCase()}\n${password}`;
  const known = knownSession(key);
  if (known && (await request.get('/api/token/check', { headers: bearer(known) })).status() === 200) return known;
  const response = await request.post('/api/token/create', { data: { usermail: login, password } });
  expect(response.status(), `sign-in of ${login}`).toBe(200);
  const answer = (await response.json()) as CreateAnswer;
  if (!answer.secondFactor) return answer;
  const session = await completeSecondFactor(request, login, answer);
  keepSession(key, session);
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
