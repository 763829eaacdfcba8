import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import ExcelJS from 'exceljs';
import { apiErrorSchema, companySchema, EMPLOYEE_CSV_HEADER, paths } from '@parenthese/shared';
import { demo } from '../support/accounts';
import { bearer, createSession, signIn } from '../support/session';
import { readAnswer } from '../support/api';

const ROWS = 2_000;

/** 2,000 employees, every other one with a work email unique to this run, `;` separated, UTF-8 with a BOM. */
function employeesFile(suffix: string) {
  const lines = ['Prénom;Nom;Service;Poste;E-mail'];
  for (let index = 0; index < ROWS; index += 1) lines.push(`Prénom${index};Import${suffix};Équipe ${index % 9};Technicien;${index % 2 === 0 ? `salarie${index}.${suffix}@exemple.fr` : ''}`);
  return { name: 'salariés-2000.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}

test.describe('a large CSV import (issue 24)', () => {
  test('a TECH admin imports 2,000 employees, half invited, follows the progress across a reload, downloads the summary once; the same file again is refused', async ({ page, request }) => {
    test.setTimeout(420_000);
    const suffix = `${Date.now().toString(36)}${test.info().workerIndex}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
    const admin = bearer(await createSession(request, demo.techAdmin));
    const created = await request.post('/api/admin/companies/create', {
      headers: admin,
      data: { companyName: `Import ${suffix}`, companyMail: `rh.${suffix}@exemple.fr`, creditsAmount: 10, employeeAmountMax: 1, triggerMailIfCreditsLow: false, amountOfCreditsToTriggerMail: 0 },
    });
    const { companyId } = await readAnswer(created, companySchema, 'company');
    const file = employeesFile(suffix);

    await signIn(page, demo.techAdmin);
    await page.goto(`${paths.adminView('companies')}&company=${companyId}`);
    await page.getByRole('button', { name: 'Ajouter des employés' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter des employés' });
    await dialog.getByRole('tab', { name: 'Fichier CSV' }).click();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    const importButton = dialog.getByRole('button', { name: /^Importer 2.000 employés$/ });
    await expect(importButton).toBeEnabled({ timeout: 30_000 });
    const startedAt = Date.now();
    await importButton.click();
    await expect(dialog).toBeHidden();

    // The bar moves; a reload mid-way finds the running import and its progress again.
    const bar = page.getByRole('progressbar', { name: "Progression de l'import" });
    await expect(bar).toHaveAttribute('aria-valuemax', String(ROWS));
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(0);
    const before = Number(await bar.getAttribute('aria-valuenow'));
    expect(before).toBeLessThan(ROWS);
    await expect(bar).toHaveAttribute('aria-valuetext', /^\d[\d\s]* \/ 2\s000 employés créés$/);
    await page.reload();
    // On PGlite (the journeys' database) the job holds the one connection for each 200-row chunk: the
    // page's requests pass between chunks, so the reload takes a while.
    await expect(bar).toBeVisible({ timeout: 90_000 });
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(before);

    await expect(page.getByText('Import terminé', { exact: true })).toBeVisible({ timeout: 180_000 });
    test.info().annotations.push({ type: 'import time', description: `${ROWS} rows in ${((Date.now() - startedAt) / 1000).toFixed(1)} s` });
    await expect(page.getByText(/2.000 employés créés, dont 1.000 invités par e-mail/)).toBeVisible();
    // On a phone the finished import's banner, its download button included, fits the screen.
    const laptop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (laptop) await page.setViewportSize(laptop);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le récapitulatif (CSV)' }).click();
    const summary = readFileSync(await (await downloadPromise).path(), 'utf8').split('\n');
    // The export's dialect (issue 34 item 16): its columns, commas, line feeds, then the email.
    expect(summary[0]).toBe("\uFEFFNom,Prénom,Service,Poste,Nom d'utilisateur,Mot de passe temporaire,Adresse e-mail");
    expect(summary).toContain('Employés créés,2000');
    expect(summary).toContain('Dont invités par e-mail,1000');
    await expect(page.getByText(/Le récapitulatif a été téléchargé/)).toBeVisible();
    // Once: the second download is refused.
    expect(
      (
        await request.post(
          `/api/admin/companies/${companyId}/employee-imports/${(await (await request.get(`/api/admin/companies/${companyId}/employee-imports/latest`, { headers: admin })).json()).employeeImport.importId}/summary`,
          { headers: admin },
        )
      ).status(),
    ).toBe(410);

    // Issue 34 item 12: the .xlsx of 2,000 employees ends (built by the server; the browser's blob: worker
    // was refused by the CSP and the buttons stayed « Export en cours... »). Its time is recorded here and
    // in `npm run employees-xlsx -w @parenthese/bench`, not asserted.
    const xlsxButton = page.getByRole('button', { name: 'Exporter en Excel (.xlsx)' });
    const xlsxDownload = page.waitForEvent('download');
    const exportStartedAt = Date.now();
    await xlsxButton.click();
    const xlsx = await xlsxDownload;
    test.info().annotations.push({ type: 'xlsx export time', description: `${ROWS} rows in ${((Date.now() - exportStartedAt) / 1000).toFixed(1)} s` });
    expect(xlsx.suggestedFilename()).toMatch(/^employees_Import_[a-z]+_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const xlsxPath = await xlsx.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxPath);
    const sheet = workbook.worksheets[0];
    // The header row, then one row per employee: 2,000 data rows, each with its name and identifier.
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EMPLOYEE_CSV_HEADER]);
    const dataRows = Array.from({ length: ROWS }, (_, index) => sheet.getRow(index + 2).values as unknown[]);
    expect(dataRows.filter((values) => values[1] === `Import${suffix}` && typeof values[5] === 'string' && values[5] !== '')).toHaveLength(ROWS);
    await expect(page.getByText('Export terminé', { exact: true })).toBeVisible();
    await expect(xlsxButton).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Exporter CSV' })).toBeEnabled();

    // The export's notification sits over « Ajouter des employés » at 1280 px, and slides in: a click
    // made meanwhile lands on it (CI, session 35). A reader closes it first.
    await page.getByRole('listitem').filter({ hasText: 'Export terminé' }).getByRole('button', { name: 'Fermer la notification' }).click();
    await expect(page.getByText('Export terminé', { exact: true })).toBeHidden();

    // Issue 34 item 14: the exported .xlsx is accepted at import, read by the server, and previewed as
    // a CSV: its 2,000 employees are the company's already, each one a duplicate to keep or drop.
    await page.getByRole('button', { name: 'Ajouter des employés' }).click();
    await dialog.getByRole('tab', { name: 'Fichier CSV' }).click();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: xlsx.suggestedFilename(), mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: readFileSync(xlsxPath) });
    await expect(dialog.getByText(new RegExp(`${xlsx.suggestedFilename().replace('.', '\\.')} : 2.000 lignes, 2.000 doublons`))).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Ajouter des employés' }).click();
    await dialog.getByRole('tab', { name: 'Fichier CSV' }).click();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await expect(dialog.getByText(/Ligne 2 : Cette adresse e-mail est déjà utilisée par un compte\./)).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('button', { name: 'Importer', exact: true })).toBeDisabled();
    // Sent anyway through the API, the same rows are refused as a file imported today.
    const fileRows = Array.from({ length: ROWS }, (_, index) => ({
      firstName: `Prénom${index}`,
      lastName: `Import${suffix}`,
      service: `Équipe ${index % 9}`,
      job: 'Technicien',
      email: index % 2 === 0 ? `salarie${index}.${suffix}@exemple.fr` : null,
    }));
    const again = await request.post(`/api/admin/companies/${companyId}/employee-imports`, { headers: admin, data: { rows: fileRows } });
    expect(again.status()).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).message).toMatch(/^Ce fichier a déjà été importé le (1er|\d{1,2}) \S+ \d{4} à \d{2}:\d{2}\.$/);
  });
});
