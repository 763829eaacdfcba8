import type { APIRequestContext, Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  isSecondFactorChallenge,
  secondFactorEnrolmentConfirmResponseSchema,
  secondFactorEnrolmentResponseSchema,
  tokenCreateAnswerSchema,
  tokenCreateResponseSchema,
  type SecondFactorChallenge,
  type TokenCreateResponse,
} from '@parenthese/shared';
import { DEMO_PASSWORD } from './accounts';
import { readAnswer } from './api';
import { nextCode, nextCodeOf, rememberSecret } from './second-factor';
import { thisWorkersServer } from './server';

export type ApiSession = TokenCreateResponse;

/** The second step of an API sign-in: a code of the account's app, or an enrolment for a staff account not enrolled yet. */
async function completeSecondFactor(request: APIRequestContext, login: string, answer: SecondFactorChallenge): Promise<ApiSession> {
  const { challenge } = answer;
  if (answer.secondFactor === 'ENROL') {
    const { secret } = await readAnswer(request.post('/api/token/second-factor/enrolment', { data: { challenge } }), secondFactorEnrolmentResponseSchema, `enrolment of ${login}`);
    rememberSecret(login, secret);
    const confirm = request.post('/api/token/second-factor/enrolment/confirm', { data: { challenge, code: await nextCode(secret) } });
    return readAnswer(confirm, secondFactorEnrolmentConfirmResponseSchema, `enrolment confirmation of ${login}`);
  }
  const response = request.post('/api/token/second-factor', { data: { challenge, code: await nextCodeOf(login) } });
  return readAnswer(response, tokenCreateResponseSchema, `second factor of ${login}`);
}

/**
 * Sessions of staff accounts opened on this worker's server, by login and password: an app's code is
 * usable once, and signing tech.admin in again for every journey would spend steps and reach the server's
 * sign-in throttle. The server is its parallel slot's for the whole run (support/global-setup.ts), taken
 * in turn by the slot's workers, so its sessions are files in the slot's run state
 * (e2e/.data/slot-<n>-state/sessions/). A session is reused only while the server still accepts it (a
 * sign-out, a lock or a password change ends it).
 */
const sessionFile = (key: string) => path.join(thisWorkersServer().stateDir, 'sessions', `${createHash('sha256').update(key).digest('hex').slice(0, 24)}.json`);

function knownSession(key: string): ApiSession | undefined {
  try {
    return tokenCreateResponseSchema.parse(JSON.parse(readFileSync(sessionFile(key), 'utf8')));
  } catch {
    return undefined;
  }
}

function keepSession(key: string, session: ApiSession) {
  const file = sessionFile(key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(session));
}

/** Signs in through the real endpoints, for API checks: the password, then the second factor when the account has one. */
export async function createSession(request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const key = `${login.toLowerCase()}\n${password}`;
  const known = knownSession(key);
  if (known && (await request.get('/api/token/check', { headers: bearer(known) })).status() === 200) return known;
  const answer = await readAnswer(request.post('/api/token/create', { data: { usermail: login, password } }), tokenCreateAnswerSchema, `sign-in of ${login}`);
  if (!isSecondFactorChallenge(answer)) return answer;
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
