import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import AxeBuilder from '@axe-core/playwright';
import { monthLabel, ofYearMonthText, parisMonthKey, paths, shiftMonthKey, yearMonthText } from '@parenthese/shared';
import { demo } from '../support/accounts';
import { expectAccessible } from '../support/accessibility';
import { apiToken, signIn } from '../support/session';

/** A small but real PDF: the server checks the content, not only the name. */
const INVOICE = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The account id of a demo login, read from its own session token (the psychologists' list is another screen). */
async function userIdOf(request: APIRequestContext, login: string): Promise<string> {
  const token = await apiToken(request, login);
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;
}

test("the TECH administrator uploads psy.clinicien's invoice for last month, closes it, downloads it back and marks it paid", async ({ page }) => {
  const psychologistId = await userIdOf(page.request, demo.clinicien);
  // The demo's completed consultation lies last month: 80 €, and the month is over, so it can be closed.
  const monthKey = shiftMonthKey(parisMonthKey(new Date()), -1);
  // « Octobre 2026 » alone (the row), « octobre 2026 » and « d'octobre 2026 » inside the buttons' names.
  const month = monthLabel(monthKey);
  const inSentence = yearMonthText(monthKey);
  const ofMonth = ofYearMonthText(monthKey);
  await signIn(page, demo.techAdmin);
  await page.goto(paths.psychologistBilling(psychologistId));

  await expect(page.getByRole('heading', { name: 'Claire Dubois' })).toBeVisible();
  await expect(page.getByText('Actif', { exact: true })).toBeVisible();
  await expect(page.getByText('759312345')).toBeVisible();
  const row = page.getByRole('row', { name: month });
  await expect(row).toContainText(/80\s€/);
  await expect(row).toContainText('En attente');

  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  await row.getByRole('button', { name: `Uploader la facture ${ofMonth}` }).click();
  const dialog = page.getByRole('dialog', { name: `Uploader la facture ${ofMonth}` });
  await expect(dialog.getByRole('button', { name: 'Uploader' })).toBeDisabled();
  // The accessibility sweep's engines on this dialog here: the only journey sure to find the month still open.
  await expectAccessible(page, { page: 'Facturation de Claire Dubois', dialog: 'Uploader la facture' });
  await dialog.getByLabel('Document de facturation').setInputFiles({ name: 'facture-claire-dubois.pdf', mimeType: 'application/pdf', buffer: INVOICE });
  await dialog.getByRole('button', { name: 'Uploader' }).click();
  // The toast itself: the row's status badge says « Document uploadé » too, and the toaster downloads
  // on first use, so a wait on the text alone could pass before the toast had appeared.
  const uploadedToast = page.locator('[data-sonner-toast]').filter({ hasText: 'Document uploadé' });
  await expect(uploadedToast).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('facture-claire-dubois.pdf');
  // The upload's toast goes first: when its 5 s ran out during the next dialog's analysis, axe read it
  // fading out (2.57:1).
  await expect(uploadedToast).toHaveCount(0, { timeout: 15_000 });

  await row.getByRole('button', { name: `Clôturer ${inSentence}` }).click();
  const confirmClose = page.getByRole('alertdialog', { name: 'Clôturer la facturation' });
  await expect(confirmClose).toBeVisible();
  await expectAccessible(page, { page: 'Facturation de Claire Dubois', dialog: 'Clôturer la facturation' });
  await confirmClose.getByRole('button', { name: 'Clôturer' }).click();
  await expect(page.getByText('La facturation a été clôturée avec succès.')).toBeVisible();
  await expect(row).toContainText('En attente de paiement');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Télécharger le document ${ofMonth}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('facture-claire-dubois.pdf');
  expect(readFileSync(await download.path()).equals(INVOICE)).toBe(true);

  await row.getByRole('button', { name: `Marquer comme payé ${inSentence}` }).click();
  await page.getByRole('alertdialog', { name: 'Marquer comme payé' }).getByRole('button', { name: 'Marquer comme payé' }).click();
  await expect(row.getByText('Payé', { exact: true })).toBeVisible();
  await expect(page.getByText('Factures payées').locator('xpath=following-sibling::*[1]')).toHaveText('1');
  await expect(row.getByRole('button', { name: /Clôturer|Marquer comme payé|Uploader/ })).toHaveCount(0);
});

test('a SITE administrator typing the billing address sees no amounts', async ({ page }) => {
  const psychologistId = await userIdOf(page.request, demo.clinicien);
  await signIn(page, demo.siteAdmin);
  await page.goto(paths.psychologistBilling(psychologistId));
  await expect(page.getByText('Accès réservé aux administrateurs techniques')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('€');
  await expect(page.getByRole('table')).toHaveCount(0);

  // The server refuses too, whatever the page shows.
  const token = await apiToken(page.request, demo.siteAdmin);
  const answer = await page.request.get(`/api/admin/doctors/${psychologistId}/bills`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
});
