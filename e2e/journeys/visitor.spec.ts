import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { contactRequestListSchema } from '@parenthese/shared';
import { DEMO_PASSWORD, demo } from '../support/accounts';
import { apiToken } from '../support/session';
import { readAnswer } from '../support/api';

// The mail check is a step of the journey that sent the mails: a failure elsewhere in the file (Playwright then
// starts a new worker, which would load this module again with a new mark) cannot make it fail too.
/** Marks this run's requests, so that the checks find them among any others. */
const runMark = Date.now().toString(36).replace(/\d/g, '');
const company = `Atelier Lumiere ${runMark}`;
const requesterEmail = `camille.${runMark}@exemple.fr`;

async function bearer(request: APIRequestContext, login: string) {
  return { Authorization: `Bearer ${await apiToken(request, login, DEMO_PASSWORD)}` };
}

/** `message`: each submission differs, since an identical request sent again within a minute is stored once. */
async function fillDemoRequest(page: Page, message = 'Nous aimerions présenter Parenthèse à nos équipes.') {
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Zoé-Anaïs');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill("O'Connor");
  await page.getByRole('textbox', { name: 'Email professionnel', exact: true }).fill(requesterEmail);
  await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('06 12 34 56 78');
  await page.getByRole('textbox', { name: 'Entreprise', exact: true }).fill(company);
  await page.getByRole('combobox', { name: "Taille de l'entreprise", exact: true }).selectOption({ label: '51-200 employés' });
  const grid = page.getByRole('grid');
  if ((await grid.locator('button:not([aria-disabled])').count()) === 0) await page.getByRole('button', { name: 'Mois suivant' }).click();
  await grid.locator('button:not([aria-disabled])').first().click();
  await page.getByText('16:00 - 17:00', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
}

/**
 * Submits, keeping the server's 5 s minimum gap since the previous submission. The gap is counted from the
 * previous answer, not the previous click: on a busy machine a request can reach the server a second or more
 * after its click, and the next one, sent at once, then arrived within 5 s (CI refused it as too soon).
 */
let lastAnsweredAt = 0;
async function submit(page: Page) {
  const wait = lastAnsweredAt + 5_500 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/contact/request');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  const response = await answer;
  lastAnsweredAt = Date.now();
  return response;
}

test('a visitor requests a demonstration, the request is stored, and a fourth try within 60 s is refused', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Réserver une démonstration' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'Demander une démonstration', level: 1 })).toBeVisible();

  for (let submission = 1; submission <= 3; submission += 1) {
    await fillDemoRequest(page, `Nous aimerions présenter Parenthèse à nos équipes (demande ${submission}).`);
    const response = await submit(page);
    // The server's answer first: when it refuses, its French reason is the failure's message.
    expect(response.status(), await response.text()).toBe(200);
    await expect(page.getByText('Demande envoyée avec succès')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Entreprise', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(page.getByRole('grid').locator('button[aria-pressed="true"]')).toHaveCount(0);
    // Let the success toast go, so the next one is a new one.
    await page
      .getByRole('button', { name: /close|fermer/i })
      .first()
      .click()
      .catch(() => undefined);
    await expect(page.getByText('Demande envoyée avec succès')).toHaveCount(0, { timeout: 10_000 });
  }

  await fillDemoRequest(page);
  await submit(page);
  await expect(page.getByText('Trop de tentatives')).toBeVisible();
  await expect(page.getByText(/^Veuillez attendre \d+ secondes avant de soumettre à nouveau\.$/)).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByRole('textbox', { name: 'Entreprise', exact: true })).toHaveValue(company);

  const headers = await bearer(request, demo.siteAdmin);
  const stored = (await readAnswer(request.get('/api/admin/contact-requests', { headers }), contactRequestListSchema, 'contact requests')).filter((item) => item.companyName === company);
  expect(stored).toHaveLength(3);
  expect(stored[0]).toMatchObject({ firstName: 'Zoé-Anaïs', lastName: "O'Connor", email: requesterEmail, companySize: '51-200', phone: '06 12 34 56 78' });
  // 16:00 in Paris is 15:00 UTC in winter, 14:00 UTC in summer.
  expect(stored[0].requestedAt).toMatch(/T1[45]:00:00\.000Z$/);

  await test.step('each request queued a mail to the sales team and an acknowledgement to the visitor', async () => {
    const headers = await bearer(request, demo.techAdmin);
    // Read by recipient and by subject: the unfiltered list holds the newest 200 mails only, and journeys
    // running beside this one (an import invites 1,000 employees) push these out of it.
    const mailsMatching = async (query: string) => {
      const response = await request.get(`/api/admin/mails?${query}`, { headers });
      expect(response.status()).toBe(200);
      const body = await response.json();
      return (body.items ?? body.mails) as { toAddress: string; subject: string }[];
    };
    const acknowledgements = (await mailsMatching(`to=${encodeURIComponent(requesterEmail)}`)).filter((mail) => mail.subject === 'Votre demande de démonstration Parenthèse');
    const salesCopies = (await mailsMatching(`search=${encodeURIComponent(company)}`)).filter((mail) => mail.subject === `Nouvelle demande de démonstration : ${company}`);
    expect(acknowledgements).toHaveLength(3);
    expect(salesCopies).toHaveLength(3);
  });
});

test('the prerendered /contact loads its form rules on first focus, then checks a field as it is left', async ({ page }) => {
  // Chunks are named by their hash alone: the rules' file is read from the build's manifest.
  const manifestFile = path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const rulesFile = manifest['src/features/contact/components/contact-validation.ts']!.file;
  const rulesRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/${rulesFile}`) rulesRequests.push(request.url());
  });
  await page.goto('/contact');
  // The calendar shows once the page is hydrated.
  await expect(page.getByRole('grid')).toBeVisible();
  expect(rulesRequests).toEqual([]);

  const email = page.getByRole('textbox', { name: 'Email professionnel', exact: true });
  await email.fill('pas-un-email');
  await email.blur();
  await expect(page.getByText('Format invalide')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(rulesRequests).toHaveLength(1);
});

for (const path of ['/', '/contact']) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
