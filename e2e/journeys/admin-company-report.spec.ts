import { expect, test } from '../support/fixtures';
import AxeBuilder from '@axe-core/playwright';
import { paths, REPORT_HIDDEN_NOTE } from '@parenthese/shared';
import { demo } from '../support/accounts';
import { signIn } from '../support/session';

// The demo company is small: most of its report reads « moins de 10 », or nothing is published yet.
// The journey checks what every report shows, whatever its figures.
test("the TECH administrator opens the demo company's report by its tab, and again from the address", async ({ page }) => {
  await signIn(page, demo.techAdmin);
  // Searched by name: journeys running beside this one add companies that could push it to another page.
  await page.goto(`${paths.adminView('companies')}&search=${encodeURIComponent('Entreprise Démo')}`);
  await page.getByRole('button', { name: "Détails de l'entreprise Entreprise Démo" }).click();
  const tabs = page.getByRole('navigation', { name: "Onglets de l'entreprise" });
  await expect(tabs.getByRole('link', { name: 'Salariés' })).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: 'Rapport' }).click();
  await expect(page).toHaveURL(/[?&]tab=rapport(&|$)/);
  const report = page.getByRole('region', { name: 'Rapport' });
  await expect(report.getByText("Aucun chiffre n'est publié pour moins de 10 salariés.")).toBeVisible();
  await expect(report.getByText(REPORT_HIDDEN_NOTE)).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Crédits' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('navigation', { name: "Onglets de l'entreprise" }).getByRole('link', { name: 'Rapport' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Rapport' }).getByRole('heading', { name: 'Crédits' })).toBeVisible();

  await page.getByRole('button', { name: 'Retour aux entreprises' }).click();
  await expect(page.getByRole('button', { name: "Détails de l'entreprise Entreprise Démo" })).toBeVisible();
});
