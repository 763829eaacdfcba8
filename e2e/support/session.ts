import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

export type ApiSession = { token: string; login: string; role: string; firstConnexion: boolean };

/** Signs in through the real endpoint, for API checks. */
export async function createSession(request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const response = await request.post('/api/token/create', { data: { usermail: login, password } });
  expect(response.status(), `sign-in of ${login}`).toBe(200);
  return (await response.json()) as ApiSession;
}

export async function apiToken(request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<string> {
  return (await createSession(request, login, password)).token;
}

export const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

/**
 * Signs the browser in by storing the session the login dialog stores (spec section 3: localStorage
 * authToken), from a real POST /api/token/create. The dialog itself is covered by auth.spec.ts; the
 * other journeys start signed in so that they test their own pages.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const session = await createSession(page.request, login, password);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('authToken', JSON.stringify({ ...value, expiration: Date.now() + 86_400_000 })), session);
  return session;
}
