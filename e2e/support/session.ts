import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

export type ApiSession = { token: string; login: string; role: string; firstConnexion: boolean };

/** Signs in through the real endpoint. */
export async function createSession(request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const response = await request.post('/api/token/create', { data: { usermail: login, password } });
  expect(response.status(), `sign-in of ${login}`).toBe(200);
  return (await response.json()) as ApiSession;
}

/**
 * Signs the browser in by writing the session the web app stores at login (localStorage key
 * authToken, spec section 3). Used while the header's login dialog is not part of this branch.
 */
export async function signInBrowser(page: Page, request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const session = await createSession(request, login, password);
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('authToken', JSON.stringify({ ...value, expiration: Date.now() + 86_400_000 })), session);
  return session;
}

export const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });
