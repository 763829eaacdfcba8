import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { companyPageSchema, companySchema, csvCell, employeeCreateResponseSchema, employeeTemporaryPasswordSchema, paths } from '@parenthese/shared';
import { demo } from '../support/accounts';
import { bearer, createSession, signIn } from '../support/session';
import { signInThroughDialog } from '../support/sign-in';
import { readAnswer } from '../support/api';

type EmployeeAccount = { employeeId: string; companyId: string; userName: string; firstName: string; lastName: string; password: string; hasTemporaryPassword: boolean };
type Company = { companyId: string; companyName: string; employeeAmountMax: number };

const FIRST_NAMES = [
  'Zoé',
  'Éloïse',
  'Noël',
  'Chloé',
  'Jérôme',
  'Hélène',
  'Agnès',
  'Cédric',
  'Maëlle',
  'Anaïs',
  'Loïc',
  'Inès',
  'Clément',
  'Léonie',
  'Gaël',
  'Bérénice',
  'Joël',
  'Héloïse',
  'Rémi',
  'Capucine',
  'Théo',
  'Aurélie',
  'Benoît',
  'Océane',
  'François',
];
const LAST_NAMES = ['Durand', 'Lefèvre', 'Gérard', 'Müller', 'Bézier', 'Dupré', 'Faure', 'Rivière', 'Lemaître', 'Chevalier'];

/** 25 employees, ';' separated, UTF-8 with a BOM as a spreadsheet saves it, with French accents. */
function employeesCsvFile() {
  const lines = ['Prénom;Nom;Service;Poste'];
  FIRST_NAMES.forEach((firstName, index) => lines.push(`${firstName};${LAST_NAMES[index % LAST_NAMES.length]};${index % 3 === 0 ? '' : 'Logistique'};${index % 2 === 0 ? 'Préparateur' : ''}`));
  return { name: 'salariés.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}

async function employeesOf(request: APIRequestContext, companyId: string, query = ''): Promise<EmployeeAccount[]> {
  const headers = bearer(await createSession(request, demo.techAdmin));
  const response = await request.get(`/api/admin/companies/${companyId}/employees/get/all${query}`, { headers });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return body.employeeAccounts ?? body.items;
}

/** The list carries no password: each one is read through the audited reveal. */
async function revealedPassword(request: APIRequestContext, employee: EmployeeAccount): Promise<string> {
  const headers = bearer(await createSession(request, demo.techAdmin));
  const reveal = request.post(`/api/admin/companies/${employee.companyId}/employees/${employee.employeeId}/temporary-password/reveal`, { headers });
  return (await readAnswer(reveal, employeeTemporaryPasswordSchema, 'temporary password')).password;
}

async function companyNamed(request: APIRequestContext, name: string): Promise<Company> {
  const headers = bearer(await createSession(request, demo.techAdmin));
  const { items } = await readAnswer(request.get(`/api/admin/companies/get/all?search=${encodeURIComponent(name)}`, { headers }), companyPageSchema, 'companies');
  expect(items).toHaveLength(1);
  return items[0];
}

test.describe('administrator journey', () => {
  test('a TECH admin creates a company, imports 25 employees from a CSV file, pages, exports and blocks; a new employee starts with the allowance', async ({ page, request }) => {
    const stamp = Date.now();
    const companyName = `Atelier Bézier ${stamp}`;
    await signIn(page, demo.techAdmin);
    await page.goto(paths.adminView('companies'));

    // Create the company.
    await page.getByRole('button', { name: /Ajouter une entreprise/ }).click();
    const createDialog = page.getByRole('dialog', { name: 'Créer une nouvelle entreprise' });
    await createDialog.getByLabel("Nom de l'entreprise").fill(companyName);
    await createDialog.getByLabel('Email de contact').fill(`rh-${Date.now()}@atelier-bezier.fr`);
    await createDialog.getByLabel('Nombre de crédits').fill('60');
    await createDialog.getByRole('button', { name: "Créer l'entreprise" }).click();
    await expect(page.getByText('Entreprise créée', { exact: true })).toBeVisible();
    await expect(createDialog).toBeHidden();
    const company = await companyNamed(request, companyName);

    // Import 25 employees from the CSV file.
    await page.getByRole('button', { name: `Détails de l'entreprise ${companyName}` }).click();
    await page.getByRole('button', { name: 'Ajouter des employés' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Ajouter des employés' });
    await addDialog.getByRole('tab', { name: 'Fichier CSV' }).click();
    await addDialog.locator('input[type="file"]').setInputFiles(employeesCsvFile());
    await expect(addDialog.getByRole('region', { name: 'Lignes du fichier' })).toContainText('Éloïse');
    await addDialog.getByRole('button', { name: 'Importer 25 employés' }).click();
    // A job creates them (issue 24): the dialog closes, the company's page follows the import to its summary.
    await expect(page.getByText('Import lancé', { exact: true })).toBeVisible();
    await expect(addDialog).toBeHidden();
    await expect(page.getByText('Import terminé', { exact: true })).toBeVisible({ timeout: 30_000 });
    const summaryPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le récapitulatif (CSV)' }).click();
    const summary = readFileSync(await (await summaryPromise).path(), 'utf8');
    expect(summary).toContain('eloise.lefevre');
    expect(summary).toContain('Employés créés,25');
    await expect(page.getByText(/Le récapitulatif a été téléchargé/)).toBeVisible();

    // Five per page, five pages.
    const table = page.getByRole('table', { name: `Employés de ${companyName}` });
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(5);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('link', { name: 'Page 5' })).toBeVisible();
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Page 1' }).click();

    // Export: the spec's file name and format.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter CSV' }).click();
    const download = await downloadPromise;
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
    // The company's name transliterated (issue 24): « Bézier » reads Bezier.
    expect(download.suggestedFilename()).toBe(`employees_Atelier_Bezier_${stamp}_${today}.csv`);
    const exported = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(exported[0]).toBe("Nom,Prénom,Service,Poste,Nom d'utilisateur,Mot de passe temporaire");
    expect(exported).toHaveLength(26);
    const employees = await employeesOf(request, company.companyId);
    expect(employees.every((employee) => employee.password === '' && employee.hasTemporaryPassword)).toBe(true);
    const zoe = employees.find((employee) => employee.firstName === 'Zoé')!;
    expect(exported).toContain(['Durand', 'Zoé', 'Non renseigné', 'Préparateur', zoe.userName, await revealedPassword(request, zoe)].map(csvCell).join(','));

    // The table masks each password until « Afficher », which asks the server (the reveal is audited).
    const [first] = await employeesOf(request, company.companyId, '?page=1&pageSize=5');
    const firstPassword = await revealedPassword(request, first);
    const firstRow = table.getByRole('row').filter({ hasText: `${first.firstName} ${first.lastName}` });
    await expect(firstRow.getByText(firstPassword)).toHaveCount(0);
    await firstRow.getByRole('button', { name: `Afficher le mot de passe de ${first.firstName} ${first.lastName}` }).click();
    await expect(firstRow.getByText(firstPassword)).toBeVisible();
    await firstRow.getByRole('button', { name: `Masquer le mot de passe de ${first.firstName} ${first.lastName}` }).click();
    await expect(firstRow.getByText(firstPassword)).toHaveCount(0);

    // Block the first employee of the table: no sign-in, and the open session ends.
    const openSession = await createSession(request, first.userName, firstPassword);
    await table.getByRole('button', { name: `Bloquer ${first.firstName} ${first.lastName}` }).click();
    // It asks first, since it ends their sessions (issue 34, item 19).
    await page.getByRole('alertdialog', { name: "Bloquer l'employé" }).getByRole('button', { name: 'Bloquer', exact: true }).click();
    await expect(page.getByText('Employé bloqué', { exact: true })).toBeVisible();
    expect((await request.get('/api/token/check', { headers: bearer(openSession) })).status()).toBe(401);
    expect((await request.post('/api/token/create', { data: { usermail: first.userName, password: firstPassword } })).status()).toBe(403);

    // Another new employee signs in with the identifier and the temporary password, sets their own, and holds the allowance.
    const newcomer = employees.find((employee) => employee.employeeId !== first.employeeId && employee.firstName === 'Théo')!;
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await signInThroughDialog(page, newcomer.userName, await revealedPassword(request, newcomer));
    await expect(page).toHaveURL(/\/first-connection$/);
    const ownPassword = 'Bienvenue-Chez-Nous-26!';
    await page.getByLabel(/Adresse email/).fill(`${newcomer.userName}@atelier-bezier.fr`);
    await page.getByLabel(/Nouveau mot de passe/).fill(ownPassword);
    await page.getByLabel(/Confirmer le mot de passe/).fill(ownPassword);
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page.getByText('Configuration terminée')).toBeVisible();
    await signInThroughDialog(page, newcomer.userName, ownPassword);
    await expect(page).toHaveURL(/\/account\/employee\/profile$/);
    await expect(page.getByRole('progressbar', { name: 'Crédits disponibles' })).toHaveAttribute('aria-valuenow', String(company.employeeAmountMax));
    const afterwards = (await employeesOf(request, company.companyId)).find((employee) => employee.employeeId === newcomer.employeeId)!;
    // The administrator sees the account, not the employee's balance (docs/architecture.md).
    expect(afterwards.password).toBe('');
    expect(afterwards).not.toHaveProperty('availableCredits');
  });

  test('a SITE admin runs the same company and employee operations through the API', async ({ request }) => {
    const headers = bearer(await createSession(request, demo.siteAdmin));
    const created = await request.post('/api/admin/companies/create', {
      headers,
      data: {
        companyName: `Site ${Date.now()}`,
        companyMail: `site-${Date.now()}@exemple.fr`,
        creditsAmount: 10,
        employeeAmountMax: 2,
        triggerMailIfCreditsLow: false,
        amountOfCreditsToTriggerMail: 0,
        logoUrl: '',
      },
    });
    const company = await readAnswer(created, companySchema, 'company');
    const added = await request.post(`/api/admin/companies/${company.companyId}/employees/create/V2`, { headers, data: { employees: [{ firstName: 'Aïcha', lastName: 'Benali' }] } });
    expect(added.status()).toBe(200);
    // Read twice: typed by its contract, and as sent, where a field the contract does not name would show.
    const sent = await added.json();
    const [employee] = employeeCreateResponseSchema.parse(sent).employees;
    expect(employee).toMatchObject({ userName: 'aicha.benali' });
    expect(sent.employees[0]).not.toHaveProperty('availableCredits');
    const updated = await request.put(`/api/admin/companies/${company.companyId}/employees/update/${employee.employeeId}`, {
      headers,
      data: { firstName: 'Aïcha', lastName: 'Benali', service: 'Achats', job: 'Acheteuse' },
    });
    expect(updated.status()).toBe(200);
    expect((await request.post('/api/account/lock/toggle', { headers, data: { userId: employee.employeeId, lockAccount: true } })).status()).toBe(200);
    expect((await request.delete(`/api/admin/companies/${company.companyId}/employees/delete/${employee.employeeId}`, { headers })).status()).toBe(200);
    expect((await request.delete(`/api/admin/companies/delete/${company.companyId}`, { headers })).status()).toBe(200);

    // No other role may: a psychologist is refused.
    const psychologist = bearer(await createSession(request, demo.clinicien));
    expect((await request.get('/api/admin/companies/get/all', { headers: psychologist })).status()).toBe(403);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // The TECH administrator has the most sections (seven). They once sat on one line cut off at the screen's edge with no sign
  // that more existed; a row scrolling sideways then left the account menu never stable for a click. They wrap instead.
  test('every admin section shows within the screen, nothing scrolls sideways, and the account menu opens', async ({ page }) => {
    await signIn(page, demo.techAdmin);
    for (const view of ['companies', 'account'] as const) {
      await page.goto(paths.adminView(view));
      const navigation = page.getByRole('navigation', { name: "Sections de l'administration" });
      const sections = navigation.getByRole('link');
      await expect(sections).toHaveCount(7);
      await expect(navigation.getByRole('link', { name: view === 'account' ? 'Mon compte' : 'Entreprises', exact: true })).toHaveAttribute('aria-current', 'page');
      for (const section of await sections.all()) {
        const box = (await section.boundingBox())!;
        expect(box.x, `${await section.innerText()} : bord gauche`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${await section.innerText()} : bord droit`).toBeLessThanOrEqual(375);
      }
      expect(await navigation.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await page.getByRole('button', { name: /, mon compte : ouvrir le menu$/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible();
  });
});
