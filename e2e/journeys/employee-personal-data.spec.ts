import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { personalDataMessages } from '@parenthese/shared';
import { expect, test } from '../support/fixtures';
import { signIn } from '../support/session';

/**
 * « Mon compte › Mes données » (issue 26): the journey's own employee downloads what the platform
 * holds about them, then deletes their account, and can no longer sign in.
 */
test('an employee downloads their data, then deletes their account for good', async ({ page, newEmployee }) => {
  const employee = await newEmployee({ firstName: 'Apolline', lastName: 'Donnéesperso', phoneNumber: '0644556677' });
  await signIn(page, employee.login, employee.password);
  await page.goto('/account/employee/profile');
  await expect(page.getByRole('heading', { name: 'Mes données', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Télécharger mes données' }).click();
  // Prepared by a job, within seconds: the page polls until the files are offered.
  await expect(page.getByText('Vos données sont prêtes.')).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Fichier JSON' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-parenthese-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { account: Record<string, unknown> };
  expect(exported.account).toMatchObject({ firstName: 'Apolline', lastName: 'Donnéesperso', email: employee.email, phoneNumber: '0644556677' });

  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
  await expect(dialog).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  await dialog.getByLabel('Mot de passe actuel').fill('Pas-le-bon-1!');
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog.getByText(personalDataMessages.wrongPassword)).toBeVisible();
  await dialog.getByLabel('Mot de passe actuel').fill(employee.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(personalDataMessages.erased).first()).toBeVisible();
  const refused = await page.request.post('/api/token/create', { data: { usermail: employee.login, password: employee.password } });
  expect(refused.status()).toBe(401);
});
