import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { paths } from '@parenthese/shared';
import { demo } from '../support/accounts';
import { bearer, createSession, signIn } from '../support/session';

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('administrator accounts and Super Admin', () => {
  test('a SITE admin cannot create a TECH admin nor open Super Admin', async ({ page, request }) => {
    await signIn(page, demo.siteAdmin);
    await page.goto(paths.adminView('admins'));
    const navigation = page.getByRole('navigation', { name: "Sections de l'administration" });
    await expect(navigation.getByRole('link', { name: 'Administrateurs' })).toHaveAttribute('aria-current', 'page');
    await expect(navigation.getByRole('link', { name: 'Super Admin' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: /Julien Bernard/ })).toBeVisible();

    // The create form offers the site role only.
    await page.getByRole('button', { name: /Ajouter un administrateur/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un administrateur' });
    await expect(dialog.getByRole('combobox', { name: /Rôle/ }).locator('option')).toHaveText(['Administrateur du site']);
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    // The server refuses anyway.
    const headers = bearer(await createSession(request, demo.siteAdmin));
    const refused = await request.post('/api/admin/admins/create', { headers, data: { mail: `pirate-${Date.now()}@demo.fr`, firstName: 'A', lastName: 'B', phoneNumber: '', adminRole: 'TECH' } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('Seul un administrateur technique peut créer un administrateur technique.');
    expect((await request.get('/api/admin/mails', { headers })).status()).toBe(403);

    // ?view=super-admin falls back to the companies.
    await page.goto(paths.adminView('super-admin'));
    await expect(page.getByRole('heading', { name: 'Entreprises' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Super Admin' })).toHaveCount(0);
  });

  test('a TECH admin creates an administrator and sees the temporary password; Super Admin masks a reset mail', async ({ page, request }) => {
    // A reset mail in the outbox (asked through the public route, as a user would).
    const reset = await request.post('/api/account/password/reset/request', { data: { mail: demo.clinicien, id: '' } });
    expect(reset.status()).toBe(200);

    await signIn(page, demo.techAdmin);
    await page.goto(paths.adminView('admins'));
    const email = `nouvel.admin-${Date.now()}@demo.fr`;
    await page.getByRole('button', { name: /Ajouter un administrateur/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un administrateur' });
    await dialog.getByLabel('Prénom').fill('Inès');
    await dialog.getByLabel('Nom', { exact: true }).fill('Lemaître');
    await dialog.getByLabel(/Email/).fill(email);
    await dialog.getByRole('combobox', { name: /Rôle/ }).selectOption('TECH');
    await dialog.getByRole('button', { name: "Créer l'administrateur" }).click();
    await expect(page.getByText('Administrateur ajouté', { exact: true })).toBeVisible();
    const passwordDialog = page.getByRole('dialog', { name: 'Mot de passe temporaire' });
    await expect(passwordDialog.getByText(email)).toBeVisible();
    const password = (await passwordDialog.getByTestId('temporary-password').textContent())?.trim() ?? '';
    expect(password).toMatch(/^\S{14}$/);
    // « Fermer » in words, as in the psychologist's dialog (the cross is named « Fermer » too).
    await passwordDialog.getByRole('button', { name: 'Fermer' }).first().click();
    const card = page.getByRole('article', { name: 'Inès Lemaître' });
    await expect(card.getByText('Administrateur technique')).toBeVisible();
    await expect(card.getByText('Jamais')).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    // The new administrator signs in with it and lands on the first connection.
    const session = await createSession(request, email, password);
    expect(session.firstConnexion).toBe(true);

    // Super Admin: the real outbox; the reset mail shows a masked recipient and no content.
    await page.getByRole('navigation', { name: "Sections de l'administration" }).getByRole('link', { name: 'Super Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Maintenance système' })).toBeVisible();
    await expect(page.getByText(/^PGlite \d+/)).toBeVisible();
    await page.getByRole('button', { name: /Gestion des mails/ }).click();
    // Other journeys running beside this one may have asked for resets too: the one asked above, masked.
    const resetMail = page.getByRole('article', { name: 'Réinitialisation de votre mot de passe Parenthèse' }).filter({ hasText: 'p***@demo.fr' }).first();
    await expect(resetMail.getByText('p***@demo.fr')).toBeVisible();
    await resetMail.getByRole('button', { name: 'Afficher le contenu' }).click();
    await expect(resetMail.getByText(/Contenu masqué/)).toBeVisible();
    await expect(page.getByText(/reset-password/)).toHaveCount(0);
    await expect(page.getByText(demo.clinicien)).toHaveCount(0);
    await expectNoSeriousAxeViolation(page);
  });
});
