import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import AxeBuilder from '@axe-core/playwright';
import { companySchema, paths } from '@parenthese/shared';
import { demo } from '../support/accounts';
import { bearer, createSession, signIn } from '../support/session';
import { readAnswer } from '../support/api';

/** Nothing wider than the window: no sideways scrolling on a phone. */
async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

const violations = async (page: Page, what: string) =>
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id),
    what,
  ).toEqual([]);

test.describe("administrator: journal d'audit", () => {
  test('a SITE admin creates a company; a TECH admin finds it in the journal, filters on it, on a computer and on a phone', async ({ page, request }) => {
    const companyName = `Atelier Journal ${String(Date.now()).slice(-6)}`;
    const site = await createSession(request, demo.siteAdmin);
    const created = await request.post('/api/admin/companies/create', {
      headers: bearer(site),
      data: { companyName, companyMail: `rh.${Date.now()}@atelier-journal.fr`, creditsAmount: 12, employeeAmountMax: 1, triggerMailIfCreditsLow: false, amountOfCreditsToTriggerMail: 0, logoUrl: '' },
    });
    const { companyId } = await readAnswer(created, companySchema, 'company');

    await signIn(page, demo.techAdmin);
    await page.goto(paths.adminView('companies'));
    await page.getByRole('navigation', { name: "Sections de l'administration" }).getByRole('link', { name: "Journal d'audit" }).click();
    await expect(page).toHaveURL(/\?view=audit$/);
    const table = page.getByRole('table', { name: "Journal d'audit" });
    const row = table
      .getByRole('row')
      .filter({ hasText: `Entreprise · ${companyName}` })
      .filter({ hasText: 'Entreprise créée' });
    await expect(row).toBeVisible();
    // Exact: the company's name ends with digits of the clock, which may contain '12'.
    await expect(row.getByRole('definition').filter({ hasText: /^12$/ })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await violations(page, 'journal');

    await row.getByRole('button', { name: new RegExp(`identifiant ${companyId}`) }).click();
    await expect(page).toHaveURL(new RegExp(`record=${companyId}`));
    await expect(page.getByRole('textbox', { name: 'Enregistrement' })).toHaveValue(companyId);
    await expect(page.getByText('1 action', { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?view=audit$/);

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(table.getByRole('row').filter({ hasText: companyName }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await violations(page, 'journal on a phone');
    await page.screenshot({ path: test.info().outputPath('audit-375.png'), fullPage: true });
  });

  test('a SITE admin has no journal: no entry, the address falls back to the companies, the API refuses', async ({ page, request }) => {
    await signIn(page, demo.siteAdmin);
    await page.goto(paths.adminView('audit'));
    await expect(page.getByRole('heading', { name: 'Entreprises' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Journal d'audit" })).toHaveCount(0);
    const refused = await request.get('/api/admin/audit', { headers: bearer(await createSession(request, demo.siteAdmin)) });
    expect(refused.status()).toBe(403);
  });
});
