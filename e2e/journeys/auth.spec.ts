import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_PASSWORD, demo } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { resetLinkPathFor } from '../support/outbox';
import { signInThroughDialog, signOutThroughMenu } from '../support/sign-in';

const landings: Array<[string, RegExp]> = [
  [demo.techAdmin, /\/account\/admin\?view=companies$/],
  [demo.siteAdmin, /\/account\/admin\?view=companies$/],
  [demo.clinicien, /\/account\/psy\/profile$/],
  [demo.travail, /\/account\/psy\/profile$/],
  [demo.employee, /\/account\/employee\/profile$/],
  [demo.otherEmployee, /\/account\/employee\/profile$/],
];

for (const [login, landing] of landings) {
  test(`${login} signs in through the dialog and lands on their page`, async ({ page }) => {
    await page.goto('/');
    await signInThroughDialog(page, login, DEMO_PASSWORD);
    await expect(page).toHaveURL(landing);
    await signOutThroughMenu(page);
    await expect(page).toHaveURL(/\/$/);
  });
}

// Issue 22 (OWASP device cookies): the browser keeps the cookie a sign-in leaves and sends it back
// with the next sign-in (same origin, so fetch's default credentials carry it), which is what lets
// the owner in while others guess their password.
test('the browser keeps a device cookie from a sign-in and sends it back with the next one', async ({ page }) => {
  await page.goto('/');
  await signInThroughDialog(page, demo.employee, DEMO_PASSWORD);
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name === 'parenthese_device')).toEqual([expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/api/token' })]);
  await signOutThroughMenu(page);
  const nextSignIn = page.waitForRequest((request) => request.url().endsWith('/api/token/create'));
  await signInThroughDialog(page, demo.employee, DEMO_PASSWORD);
  expect(await (await nextSignIn).headerValue('cookie')).toMatch(/(^|; )parenthese_device=/);
});

test('a wrong password is refused with the French message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email ou identifiant').fill(demo.clinicien);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill('Mauvais1!');
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Erreur de connexion')).toBeVisible();
  await expect(page.getByText('Identifiants invalides. Veuillez vérifier votre email et mot de passe.')).toBeVisible();
  await expect(dialog).toBeVisible();
});

/** The email nouveau.salarie gives at first connection. */
const NEW_EMPLOYEE_EMAIL = 'ines.garcia@exemple.fr';

test('nouveau.salarie sets email and password at first connection, is logged out, then signs in with the new password', async ({ page }) => {
  const newPassword = 'Bienvenue-Chez-Nous-26!';
  await page.goto('/');
  await signInThroughDialog(page, demo.newEmployee, demo.newEmployeeTemporaryPassword);
  await expect(page).toHaveURL(/\/first-connection$/);

  // The guard keeps the account on first connection.
  await page.goto('/account/employee/profile');
  await expect(page).toHaveURL(/\/first-connection$/);

  await page.getByLabel(/Adresse email/).fill(NEW_EMPLOYEE_EMAIL);
  // A common password meets the composition rules but the server refuses it, under the field.
  await page.getByLabel(/Nouveau mot de passe/).fill('Azerty123!');
  await page.getByLabel(/Confirmer le mot de passe/).fill('Azerty123!');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByLabel(/Nouveau mot de passe/)).toHaveAccessibleDescription(/Ce mot de passe est trop courant, choisissez-en un autre/);
  await expect(page).toHaveURL(/\/first-connection$/);

  await page.getByLabel(/Nouveau mot de passe/).fill(newPassword);
  await page.getByLabel(/Confirmer le mot de passe/).fill('Autre1234!');
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

  await page.getByLabel(/Confirmer le mot de passe/).fill(newPassword);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Configuration terminée')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();

  await signInThroughDialog(page, demo.newEmployee, newPassword);
  await expect(page).toHaveURL(/\/account\/employee\/profile$/);
});

async function requestResetInDialog(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mot de passe oublié ?' });
  await expect(dialog.getByRole('tab', { name: 'Avec mon email' })).toBeVisible();
  await dialog.getByLabel('Adresse email').fill(email);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Demande envoyée')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function setPasswordFromLink(page: Page, linkPath: string, password: string) {
  await page.goto(linkPath);
  await page.getByLabel(/Nouveau mot de passe/).fill(password);
  await page.getByLabel(/Confirmer le mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Confirmer le nouveau mot de passe' }).click();
  await expect(page.getByText('Mot de passe réinitialisé')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

// The journey's own employee, past first connection: the demo password, being common, cannot be chosen again through a link.
test('an employee resets the password by the mailed link and signs in with it; the link works once', async ({ page, request, newEmployee }) => {
  // Waits for a mail delivered by a job, then goes through three pages and a sign-in.
  test.setTimeout(120_000);
  const employee = await newEmployee();
  const newPassword = 'Renouvele2026!';
  await requestResetInDialog(page, employee.email);
  const linkPath = await resetLinkPathFor(request, employee.email);

  // A common password is refused under the field, and the same link then takes a better one.
  await page.goto(linkPath);
  await page.getByLabel(/Nouveau mot de passe/).fill('Bonjour2024!');
  await page.getByLabel(/Confirmer le mot de passe/).fill('Bonjour2024!');
  await page.getByRole('button', { name: 'Confirmer le nouveau mot de passe' }).click();
  await expect(page.getByLabel(/Nouveau mot de passe/)).toHaveAccessibleDescription(/Ce mot de passe est trop courant, choisissez-en un autre/);
  await setPasswordFromLink(page, linkPath, newPassword);

  await signInThroughDialog(page, employee.login, newPassword);
  await expect(page).toHaveURL(/\/account\/employee\/profile$/);
  await signOutThroughMenu(page);

  // The same link a second time is refused at once, before anything is typed.
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible();
  await expect(page.getByLabel(/Nouveau mot de passe/)).toHaveCount(0);
});

test('a reset link without token says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible();
  await expect(page.getByText('Le lien de réinitialisation est invalide ou a expiré.')).toBeVisible();
});

test('the guard sends a visitor home with the sign-in dialog open, and a wrong role home', async ({ page }) => {
  await page.goto('/account/psy/profile');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();

  await signInThroughDialog(page, demo.employee, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/employee\/profile$/);
  await page.goto('/account/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('the header, the login dialog and the reset page pass an accessibility check', async ({ page }) => {
  const check = async (selector: string) => {
    const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await page.goto('/');
  // The app renders after its script loads: axe runs once the header is there.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await check('header');
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  // The dialog renders after the click: axe is only run once it is there.
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
  await check('[role="dialog"]');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('dialog', { name: 'Mot de passe oublié ?' })).toBeVisible();
  await check('[role="dialog"]');
  // An unknown link is refused on arrival (the form itself is checked with a real link in employee-journeys.spec.ts).
  await page.goto('/reset-password/AbCdEfGhIjKlMnOpQrStUv');
  await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible();
  await check('main');
});
