import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { homeParisWeekStart, parisWeekDays, planningWeekResponseSchema, shiftParisWeek, slotStartAt, type PsychologistCategory } from '@parenthese/shared';
import { DEMO_PASSWORD, demo } from '../support/accounts';
import { bookByPhone, expect, OWN_PASSWORD, publishHour, test, type NewEmployee, type NewPsychologist } from '../support/fixtures';
import { resetLinkPathFor } from '../support/outbox';
import { signIn } from '../support/session';
import { atEachViewport } from '../support/viewports';
import { readAnswer } from '../support/api';

const SESSION_EXPIRED = 'Votre session a expiré, veuillez vous reconnecter.';
/**
 * The journey's own psychologist publishes an hour of the week after the one the pages open on (at least
 * three days ahead: cancelled in time, the credit comes back), and its own employee books it.
 */
async function bookOwnHour(request: APIRequestContext, employee: NewEmployee, psychologist: NewPsychologist, category: PsychologistCategory) {
  const start = slotStartAt(parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 1))[3], 10);
  const consultationId = await bookByPhone(request, employee, await publishHour(request, psychologist, start), category, 'Parcours');
  return { meetingId: consultationId, startDate: start.toISOString() };
}

async function expectNoAxeViolation(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

atEachViewport(() => {
  test('with no credit left, the wizard says so on its first step and Suivant stays disabled with the reason', async ({ page, newEmployee, newPsychologist }) => {
    const employee = await newEmployee({ phoneNumber: '0612345678' });
    await bookOwnHour(page.request, employee, await newPsychologist({ category: 'Psychologue clinicien' }), 'Psychologue clinicien');
    await signIn(page, employee.login, OWN_PASSWORD);
    await page.goto('/employee/appointment');
    await expect(page.getByRole('heading', { name: 'Détails du rendez-vous' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Crédits épuisés' })).toBeVisible();
    await page.getByRole('radio', { name: /Psychologue du travail/ }).check({ force: true });
    await page.getByRole('radio', { name: /^Visioconférence/ }).check({ force: true });
    const next = page.getByRole('button', { name: 'Suivant' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription("Vous n'avez plus de crédits disponibles");
    await expect(page.getByText("Vous n'avez plus de crédits disponibles", { exact: true })).toBeVisible();
  });

  test('a used or unknown reset link says so on arrival, and a valid one shows the form', async ({ page, newEmployee }) => {
    const employee = await newEmployee();
    const requested = await page.request.post('/api/account/password/reset/request', { data: { mail: employee.email, id: '' } });
    expect(requested.status()).toBe(200);
    const linkPath = await resetLinkPathFor(page.request, employee.email);

    await page.goto(linkPath);
    await expect(page.getByRole('heading', { name: 'Réinitialiser le mot de passe' })).toBeVisible();
    await expect(page.getByLabel(/Nouveau mot de passe/)).toBeVisible();
    await expectNoAxeViolation(page, 'formulaire de réinitialisation');

    // The link is used (here through the API, as another tab would), then opened again.
    const token = linkPath.split('/').at(-1)!;
    const confirmed = await page.request.post(`/api/account/password/reset/confirm/${token}`, { data: { newPassword: 'Encore-Une-Fois-7!' } });
    expect(confirmed.status()).toBe(200);
    for (const path of [linkPath, `/reset-password/${'Z'.repeat(43)}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible();
      await expect(page.getByText('Le lien de réinitialisation est invalide ou a expiré.')).toBeVisible();
      await expect(page.getByLabel(/Nouveau mot de passe/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
    }
  });

  test('an expired session says so and opens the login dialog', async ({ page }) => {
    await signIn(page, demo.employee);
    // The stored session is made to run out as the next page loads: changed on the open page, that page
    // could notice it first (any re-render reads it) and tell the user there instead.
    const stored = await page.evaluate(() => localStorage.getItem('authToken')!);
    await page.addInitScript((raw) => {
      localStorage.setItem('authToken', JSON.stringify({ ...JSON.parse(raw), expiration: Date.now() - 1000 }));
    }, stored);
    await page.goto('/account/employee/appointments');
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(SESSION_EXPIRED)).toBeVisible();
  });

  test('a session the server refuses says so, opens the login dialog, and signing in again works', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('authToken', JSON.stringify({ token: 'jeton-refusé', login: 'demo.salarie', role: 'EMPLOYEE', firstConnexion: false, expiration: Date.now() + 3_600_000 })),
    );
    await page.goto('/account/employee/appointments');
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await expect(dialog.getByText(SESSION_EXPIRED)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByLabel('Email ou identifiant').fill(demo.employee);
    await dialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/account\/employee\/profile$/);
  });
});

test('the employee appointments page and a calendar week with a cancelled consultation pass axe', async ({ page, newEmployee, newPsychologist }) => {
  // Two accounts, a booking, two sign-ins and three axe runs: more than the default minute under load (CI, session 26).
  test.slow();
  // A consultation booked then cancelled by the journey's own employee: it shows cancelled in its own psychologist's calendar.
  const employee = await newEmployee({ phoneNumber: '0612345678' });
  const psychologist = await newPsychologist({ category: 'Psychologue du travail' });
  const consultation = await bookOwnHour(page.request, employee, psychologist, 'Psychologue du travail');
  const cancelled = await page.request.post(`/api/employee-service/meeting/${consultation.meetingId}/cancel`, { headers: employee.headers });
  expect(cancelled.status()).toBe(200);

  await signIn(page, employee.login, OWN_PASSWORD);
  await page.goto('/account/employee/appointments');
  await expect(page.getByRole('region', { name: 'Rendez-vous annulés (1)' })).toBeVisible();
  await expect(page.getByText('Annulé par vous, votre crédit vous a été rendu')).toBeVisible();
  await expectNoAxeViolation(page, 'Mes rendez-vous (salarié)');

  await signIn(page, psychologist.login, psychologist.password);
  await page.goto('/account/psy/calendar');
  await expect(page.getByRole('heading', { name: 'Mes Rendez-vous' })).toBeVisible();
  // Move to the week of the cancelled consultation.
  // From the week the page opens on (the coming one at the weekend), as the page walks.
  let monday = homeParisWeekStart(new Date());
  for (let weeks = 0; weeks < 6; weeks += 1) {
    const week = page.request.post('/api/planning/load', { headers: psychologist.headers, data: { startDate: monday.toISOString() } });
    const { consultations, weekStart } = await readAnswer(week, planningWeekResponseSchema, 'week');
    if (consultations.some((item) => item.meetingId === consultation.meetingId)) break;
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    monday = new Date(new Date(weekStart).getTime() + 8 * 24 * 3600 * 1000);
  }
  const card = page.getByRole('button', { name: /Annulé, .*Annulé par le salarié\. Voir le détail$/ }).first();
  await expect(card).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolation(page, 'calendrier avec un rendez-vous annulé');
  await card.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolation(page, 'détail du rendez-vous annulé');
});

// The page's first reads leave with its HTML (packages/shared/src/contracts/early-reads.ts): only a real
// browser served by the real server checks that the page's policy lets that inline script run, by its hash.
test("the appointments page's first reads leave with its HTML, each asked once, under the page's policy", async ({ page, newEmployee }) => {
  const employee = await newEmployee();
  await signIn(page, employee.login, OWN_PASSWORD);
  const reads = ['/api/employee-service/employee/account/details', '/api/employee-service/meeting/load'];
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (reads.includes(path)) asked.push(path);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => ((window as unknown as { violations: string[] }).violations ??= []).push(event.violatedDirective));
  });
  await page.goto('/account/employee/appointments');
  await expect(page.getByRole('heading', { name: 'Mes Rendez-vous', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucun rendez-vous à venir')).toBeVisible();
  // The page took each answer its HTML asked for: nothing is left to take, and nothing was asked twice.
  expect(await page.evaluate(() => Object.keys((window as unknown as { __parentheseEarlyReads: { reads: object } }).__parentheseEarlyReads.reads))).toEqual([]);
  expect(asked.sort()).toEqual(reads);
  expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
});
