import { expect, test } from '../support/fixtures';

// Issue 27: a visitor whose browser runs no JavaScript is told so, in French, on every page, and the
// demonstration form never puts what they typed in the address.
test.use({ javaScriptEnabled: false });

const NOSCRIPT_MESSAGE = 'Parenthèse a besoin de JavaScript pour fonctionner. Activez-le dans votre navigateur, puis rechargez la page.';
const LANDING_TITLE = 'Parenthèse — Écoute psychologique pour les salariés';

/** Each page, and the title its HTML carries before any script (the landing's where the page is not written at build). */
const pages = [
  { path: '/', title: LANDING_TITLE },
  { path: '/contact', title: 'Demander une démonstration – Parenthèse' },
  { path: '/employee/appointment', title: 'Prendre rendez-vous – Parenthèse' },
  { path: '/account/employee', title: 'Prendre rendez-vous – Parenthèse' },
  { path: '/account/employee/appointments', title: 'Mes rendez-vous – Parenthèse' },
  { path: '/account/employee/profile', title: 'Mon compte – Parenthèse' },
  { path: '/account/admin', title: 'Entreprises – Administration – Parenthèse' },
  { path: '/account/psy/profile', title: 'Mon compte – Parenthèse' },
  { path: '/account/psy/calendar', title: 'Mes rendez-vous – Parenthèse' },
  { path: '/account/psy/working-hours', title: 'Plages de travail – Parenthèse' },
  { path: '/confidentialite', title: 'Politique de confidentialité – Parenthèse' },
  { path: '/mentions-legales', title: 'Mentions légales – Parenthèse' },
  { path: '/accessibilite', title: 'Déclaration d’accessibilité – Parenthèse' },
  { path: '/conditions-utilisation', title: "Conditions d'utilisation – Parenthèse" },
  { path: '/nulle-part', title: LANDING_TITLE },
];

for (const { path, title } of pages) {
  test(`${path} says in French that it needs JavaScript`, async ({ page }) => {
    await page.goto(path);
    // Playwright's text matching skips <noscript>: the message is found by its place.
    const message = page.locator('noscript p');
    await expect(message).toBeVisible();
    await expect(message).toHaveText(NOSCRIPT_MESSAGE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(title);
    // Readable: a real size, not hidden under something else.
    const box = await message.boundingBox();
    expect(box!.height).toBeGreaterThan(20);
  });
}

test('the prerendered landing page shows its content besides the message', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('noscript p')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// A signed-in page's shell, written at build for no one: what paints before any script (and without one).
for (const { path, heading } of [
  { path: '/account/employee', heading: 'Prendre rendez-vous' },
  { path: '/account/employee/appointments', heading: 'Mes Rendez-vous' },
  { path: '/account/employee/profile', heading: 'Mon compte' },
  { path: '/account/psy/profile', heading: 'Mon compte' },
  { path: '/account/psy/calendar', heading: 'Mes Rendez-vous' },
  { path: '/account/psy/working-hours', heading: 'Plages de travail' },
  { path: '/account/admin', heading: 'Administration' },
]) {
  test(`${path} shows its shell (header, heading, skeleton) besides the message`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('noscript p')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nous contacter' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.locator('main .animate-pulse, main [role="status"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
  });
}

test('the demonstration form sent without JavaScript keeps the fields out of the address and answers in French', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Email professionnel', exact: true }).fill('camille.martin@exemple.fr');
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
  await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill('Atelier Lumière');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/contact' && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  expect((await answer).status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name: "Votre demande n'a pas été envoyée" })).toBeVisible();
  await expect(page.getByText(/a besoin de JavaScript/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'commercial@parenthese.fr' })).toHaveAttribute('href', 'mailto:commercial@parenthese.fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const address = new URL(page.url());
  expect(address.pathname).toBe('/contact');
  expect(address.search).toBe('');
  // The path and query only: the server's port is chosen at random, and 40695 holds « 06 » (CI session 30).
  for (const typed of ['Camille', 'Martin', 'camille', 'exemple', '06', 'Atelier']) expect(`${address.pathname}${address.search}${address.hash}`).not.toContain(typed);
  await expect(page.getByText('Camille')).toHaveCount(0);

  await page.getByRole('link', { name: 'Revenir au formulaire' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demander une démonstration' })).toBeVisible();
});
