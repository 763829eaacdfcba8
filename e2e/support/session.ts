import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** A bearer token from the real sign-in endpoint, for API checks. */
export async function apiToken(request: APIRequestContext, login: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/token/create', { data: { usermail: login, password } });
  if (!response.ok()) throw new Error(`sign-in failed for ${login}: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Signs in by storing the session the login dialog would store (spec section 3: localStorage
 * 'authToken'), from a real POST /api/token/create. Swap for the header's login dialog once it lands.
 */
export async function signIn(page: Page, login: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/token/create', { data: { usermail: login, password } });
  if (!response.ok()) throw new Error(`sign-in failed for ${login}: ${response.status()}`);
  const session = { ...(await response.json()), expiration: Date.now() + 24 * 60 * 60 * 1000 };
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('authToken', JSON.stringify(value)), session);
}
