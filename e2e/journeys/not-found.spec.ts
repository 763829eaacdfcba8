import { expect, test } from '../support/fixtures';

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/nulle-part');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(warnings.some((warning) => warning.includes('/nulle-part'))).toBe(true);
});
