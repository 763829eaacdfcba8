import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Signs in the way a user does: account icon, login dialog, 'Se connecter'. Waits for the dialog to close. */
export async function signInThroughDialog(page: Page, login: string, password: string) {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email ou identifiant').fill(login);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(dialog).toBeHidden();
}

/** Logs out through the account menu, and checks that the server has ended the session: its token answers 401. */
export async function signOutThroughMenu(page: Page) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authToken') ?? '{}') as { token?: string }).token);
  await page.getByRole('button', { name: /^Mon compte \(/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(token, 'a session was stored before « Déconnexion »').toBeTruthy();
  expect((await page.request.get('/api/token/check', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
}

/** A bearer header for API calls made beside the browser (e.g. reading the outbox as an admin). */
export async function signInThroughApi(request: APIRequestContext, login: string, password: string) {
  const response = await request.post('/api/token/create', { data: { usermail: login, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
