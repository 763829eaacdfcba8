import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { rememberSecret, nextCode, nextCodeOf } from './second-factor';
import { createSession } from './session';

/** The enrolment step of the login dialog, as a user does it: the secret read on screen, its first code, the recovery codes kept. */
export async function enrolThroughDialog(page: Page, login: string): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Activez la double authentification' });
  const recoveryCodes = await enrolIn(dialog, login);
  await expect(dialog).toBeHidden();
  return recoveryCodes;
}

/**
 * The same enrolment on an invitation's page (issue 33): a psychologist or an administrator who has
 * just chosen their password enrols there, then lands signed in.
 */
export async function enrolOnInvitationPage(page: Page, login: string): Promise<string[]> {
  await expect(page.getByText('Configurez maintenant la double authentification', { exact: false })).toBeVisible();
  return enrolIn(page.getByRole('main'), login);
}

async function enrolIn(dialog: Locator, login: string): Promise<string[]> {
  const secret = ((await dialog.getByTestId('second-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  rememberSecret(login, secret);
  await dialog.getByLabel("Code affiché par l'application").fill(await nextCode(secret));
  await dialog.getByRole('button', { name: 'Activer la double authentification' }).click();
  const codes = dialog.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await dialog.getByLabel("J'ai conservé mes codes de secours").check();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  return recoveryCodes;
}

/**
 * Signs in the way a user does: account icon, login dialog, 'Se connecter', then the second factor's step
 * when the account has one (a code of its app) or must enrol. Waits for the dialog to close.
 */
export async function signInThroughDialog(page: Page, login: string, password: string) {
  if (page.url() === 'about:blank') await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  // A signed-in page asked for while signed out opens the dialog itself (issue 34, item 25).
  if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await dialog.getByLabel('Email ou identifiant').fill(login);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  // Three outcomes: the code step, the enrolment step, or signed in (the account menu shows). The code
  // step's name is exact: « Activez la double authentification » contains it.
  const codeDialog = page.getByRole('dialog', { name: 'Double authentification', exact: true });
  const enrolDialog = page.getByRole('dialog', { name: 'Activez la double authentification' });
  await expect(codeDialog.or(enrolDialog).or(page.getByRole('button', { name: /, mon compte : ouvrir le menu$/ }))).toBeVisible();
  await expect(dialog).toBeHidden();
  if (await codeDialog.isVisible()) {
    await codeDialog.getByLabel('Code à 6 chiffres').fill(await nextCodeOf(login));
    await codeDialog.getByRole('button', { name: 'Valider' }).click();
    await expect(codeDialog).toBeHidden();
  } else if (await enrolDialog.isVisible()) {
    await enrolThroughDialog(page, login);
  }
}

/** Logs out through the account menu, and checks that the server has ended the session: its token answers 401. */
export async function signOutThroughMenu(page: Page) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('authToken') ?? '{}') as { token?: string }).token);
  await page.getByRole('button', { name: /, mon compte : ouvrir le menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(token, 'a session was stored before « Déconnexion »').toBeTruthy();
  expect((await page.request.get('/api/token/check', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
}

/** A bearer header for API calls made beside the browser (e.g. reading the outbox as an admin), signed in with the second factor. */
export async function signInThroughApi(request: APIRequestContext, login: string, password: string) {
  const { token } = await createSession(request, login, password);
  return { authorization: `Bearer ${token}` };
}
