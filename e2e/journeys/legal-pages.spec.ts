import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { demo } from '../support/accounts';
import { signIn } from '../support/session';

/**
 * The pages the law expects (issue 26) and the terms of use (issue 34), opened from the footer of the landing page as a visitor does, at
 * a phone's width and a laptop's. axe runs on each (the accessibility statement counts these runs, see
 * apps/web/src/features/legal/rgaa-audit.ts), and the keyboard reaches the content through the skip link.
 */

const PAGES = [
  { link: 'Confidentialité', path: '/confidentialite', heading: 'Politique de confidentialité', fact: /Motif d'une consultation/ },
  { link: 'Mentions légales', path: '/mentions-legales', heading: 'Mentions légales', fact: /Directeur de la publication/ },
  { link: 'Accessibilité : partiellement conforme', path: '/accessibilite', heading: 'Déclaration d’accessibilité', fact: /critères du RGAA évalués/ },
  { link: "Conditions d'utilisation", path: '/conditions-utilisation', heading: "Conditions d'utilisation", fact: /le crédit de cette consultation est utilisé/ },
] as const;

async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const legalPage of PAGES) {
      test(`${legalPage.path} opens from the landing page's footer, shows the server's facts and passes axe`, async ({ page }) => {
        await page.goto('/');
        const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informations légales' });
        await footer.getByRole('link', { name: legalPage.link, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${legalPage.path}$`));
        await expect(page.getByRole('heading', { level: 1, name: legalPage.heading })).toBeVisible();
        await expect(page.getByText(legalPage.fact).first()).toBeVisible();
        // Nothing wider than the screen: no horizontal scrolling at 375 px.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoSeriousViolation(page);
      });
    }
  });
}

// On a slow phone the landing page shows before its scripts run. The router's first render scrolled back to the
// top: a reader who had scrolled meanwhile lost their place, and a tap on a footer link landed on the page behind.
test('a reader who scrolls to the footer before the scripts run keeps their place, and the link opens', async ({ page }) => {
  let releaseScripts!: () => void;
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales', exact: true });
  await link.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);

  releaseScripts();
  // Hydrated: the router's scroll handling has mounted (it takes the scroll from the browser in an effect that
  // runs after the one that scrolled to the top).
  await expect.poll(() => page.evaluate(() => window.history.scrollRestoration), { timeout: 20_000 }).toBe('manual');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await link.click();
  await expect(page).toHaveURL(/\/mentions-legales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
});

test('the privacy page states the demonstration settings: host, retention periods, contact', async ({ page }) => {
  await page.goto('/confidentialite');
  await expect(page.getByText(/hébergées en France \(Union européenne\)/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Motif d'une consultation 30 jours après la consultation/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'dpo@parenthese.fr' }).first()).toHaveAttribute('href', 'mailto:dpo@parenthese.fr');
});

test('the keyboard reaches the content of a legal page through the skip link (RGAA 12.7)', async ({ page }) => {
  await page.goto('/accessibilite');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#contenu')).toBeFocused();
});

test('a signed-in employee finds the same links in the footer', async ({ page }) => {
  await signIn(page, demo.employee);
  await page.goto('/account/employee/profile');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Informations légales' });
  await expect(footer.getByRole('link')).toHaveText(['Confidentialité', 'Mentions légales', "Conditions d'utilisation", 'Accessibilité : partiellement conforme']);
  await footer.getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
});
