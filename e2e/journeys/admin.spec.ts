import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/accounts';
import { apiToken, signIn } from '../support/session';
import { signInThroughDialog } from '../support/sign-in';

const FIRST_NAMES = ['Zoé', 'Gaël', 'Anaïs', 'Jérôme', 'Hélène'];
const LAST_NAMES = ['Dupré', 'Le Bihan', 'Müller', "N'Diaye", 'Éluard'];
const CSV_HEADER = "Nom,Prénom,Service,Poste,Nom d'utilisateur,Mot de passe temporaire";

/** 25 employees with accents, `;` separators and a BOM, as a French Excel saves them in UTF-8. */
function importFile(): Buffer {
  const rows = Array.from({ length: 25 }, (_, index) => `${FIRST_NAMES[index % 5]};${LAST_NAMES[Math.floor(index / 5)]};Comptabilité;${index % 2 ? 'Chargée' : 'Chargé'} de mission`);
  return Buffer.from(`\uFEFFPrénom;Nom;Service;Poste\r\n${rows.join('\r\n')}\r\n`, 'utf8');
}

async function createCompany(page: Page, companyName: string, companyMail: string) {
  await page.goto('/account/admin?view=companies');
  await expect(page.getByRole('heading', { name: 'Entreprises' })).toBeVisible();
  await page.getByRole('button', { name: /Ajouter une entreprise/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer une nouvelle entreprise' });
  await dialog.getByLabel("Nom de l'entreprise").fill(companyName);
  await dialog.getByLabel('Email de contact').fill(companyMail);
  await dialog.getByLabel('Nombre de crédits').fill('100');
  await dialog.getByRole('slider', { name: 'Consultations maximales' }).press('End');
  await dialog.getByRole('switch', { name: "Seuil d'alerte" }).click();
  await dialog.getByLabel("Seuil d'alerte (%)").fill('20');
  await dialog.getByRole('button', { name: "Créer l'entreprise" }).click();
  await expect(page.getByText(`L'entreprise "${companyName}" a été créée avec succès.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Rechercher des entreprises' }).fill(companyName);
  const card = page.getByRole('article', { name: companyName });
  await expect(card).toBeVisible();
  await expect(card.getByText('En attente', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Détails de l'entreprise ${companyName}` }).click();
  await expect(page.getByRole('heading', { name: companyName, level: 2 })).toBeVisible();
}

async function importEmployees(page: Page) {
  await page.getByRole('button', { name: 'Ajouter des employés' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter des employés' });
  await dialog.getByRole('tab', { name: 'Fichier CSV' }).click();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'salariés.csv', mimeType: 'text/csv', buffer: importFile() });
  await expect(dialog.getByText(/salariés\.csv : 25 lignes, 25 employés valides/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Importer 25 employés' }).click();
  await expect(dialog.getByRole('heading', { name: '25 employés ajoutés' })).toBeVisible({ timeout: 30_000 });
  const created = dialog.getByRole('list', { name: 'Identifiants des employés ajoutés' }).getByRole('listitem');
  await expect(created).toHaveCount(25);
  const firstCreated = await created.first().innerText();
  await dialog.getByRole('button', { name: 'Terminé' }).click();
  await expect(dialog).toBeHidden();
  return firstCreated;
}

for (const admin of [demo.techAdmin, demo.siteAdmin]) {
  test(`${admin} creates a company, imports 25 employees from a CSV file, pages and exports them, and locks one`, async ({ page }) => {
    const suffix = admin === demo.techAdmin ? 'Tech' : 'Site';
    const companyName = `Atelier Élan ${suffix}`;
    await signIn(page, admin);
    await createCompany(page, companyName, `rh.${suffix.toLowerCase()}@atelier-elan.fr`);
    await importEmployees(page);

    // 5 per page, numbered pages.
    const table = page.getByRole('table', { name: `Employés de ${companyName}` });
    await expect(page.getByText('25 employés', { exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(6);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('link', { name: 'Page 5' })).toBeVisible();
    await pager.getByRole('link', { name: 'Page 5' }).click();
    await expect(pager.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(table.getByRole('row')).toHaveCount(6);
    await pager.getByRole('link', { name: 'Page 1' }).click();

    // The export: the spec's header, one line per employee, 'Non renseigné' never needed here.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^employees_Atelier__lan_${suffix}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = (await readFile(await download.path(), 'utf8')).split('\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines).toHaveLength(27);
    expect(lines.at(-1)).toBe('');
    for (const line of lines.slice(1, -1)) expect(line).toMatch(/^[^,]+,[^,]+,Comptabilité,Chargée? de mission,[a-z0-9.-]+,\S{8,}$/);
    await expect(page.getByText('Export terminé')).toBeVisible();

    // Lock the first employee of the first page: they can no longer sign in, and their open session stops.
    const firstRow = table.getByRole('row').nth(1);
    const userName = (await firstRow.getByText(/^@/).innerText()).slice(1);
    await firstRow.getByRole('button', { name: /Afficher le mot de passe/ }).click();
    const temporaryPassword = (await firstRow.locator('code').innerText()).trim();
    const employeeToken = await apiToken(page.request, userName, temporaryPassword);
    await firstRow.getByRole('button', { name: /^Bloquer / }).click();
    await expect(page.getByText('Employé bloqué')).toBeVisible();
    await expect(firstRow.getByText('Bloqué', { exact: true })).toBeVisible();
    const signInAttempt = await page.request.post('/api/token/create', { data: { usermail: userName, password: temporaryPassword } });
    expect(signInAttempt.ok()).toBe(false);
    const openSession = await page.request.get('/api/employee-service/employee/account/details', { headers: { Authorization: `Bearer ${employeeToken}` } });
    expect(openSession.status()).toBe(401);
  });
}

test('a new employee signs in with the identifier and temporary password, completes first connection and holds the allowance', async ({ page }) => {
  await signIn(page, demo.techAdmin);
  await createCompany(page, 'Maison Brûlé', 'contact@maison-brule.fr');
  await page.getByRole('button', { name: 'Ajouter des employés' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter des employés' });
  await dialog.getByLabel(/Prénom/).fill('Inès');
  await dialog.getByLabel(/^Nom/).fill('Brûlé');
  await dialog.getByRole('button', { name: 'Ajouter les employés' }).click();
  const created = dialog.getByRole('listitem');
  await expect(created).toHaveCount(1);
  const userName = (await created.locator('.font-mono.break-all').innerText()).trim();
  const temporaryPassword = (await created.locator('code').innerText()).trim();
  expect(userName).toBe('ines.brule');

  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await signInThroughDialog(page, userName, temporaryPassword);
  await expect(page).toHaveURL(/\/first-connection$/);
  const newPassword = 'Nouveau2026!';
  await page.getByLabel(/Adresse email/).fill('ines.brule@exemple.fr');
  await page.getByLabel(/Nouveau mot de passe/).fill(newPassword);
  await page.getByLabel(/Confirmer le mot de passe/).fill(newPassword);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Configuration terminée')).toBeVisible();

  await signInThroughDialog(page, userName, newPassword);
  await expect(page).toHaveURL(/\/account\/employee\/profile$/);
  // The company's maximum, 3 consultations, is the allowance.
  await expect(page.getByRole('progressbar', { name: 'Crédits disponibles' })).toHaveAttribute('aria-valuenow', '3');
});

test('no role but an administrator reaches the companies and employees calls', async ({ page }) => {
  for (const login of [demo.clinicien, demo.employee]) {
    const token = await apiToken(page.request, login);
    const response = await page.request.get('/api/admin/companies/get/all', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status(), login).toBe(403);
  }
});
