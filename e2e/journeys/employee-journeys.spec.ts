import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { homeParisWeekStart } from '@parenthese/shared';
import { DEMO_PASSWORD, demo } from '../support/accounts';
import { resetLinkPathFor } from '../support/outbox';
import { apiToken, signIn } from '../support/session';
import { signInThroughApi } from '../support/sign-in';

const NEW_PASSWORD = 'Nouveau-Depart-1!';
const SESSION_EXPIRED = 'Votre session a expiré, veuillez vous reconnecter.';
const viewports = [
  { name: '1280 px', size: { width: 1280, height: 800 } },
  { name: '375 px', size: { width: 375, height: 740 } },
] as const;

let created = 0;

/**
 * A fresh employee, through the admins' API: a company whose employees get one credit, an employee
 * who completed first connection (with an email), signed in with their own password.
 */
async function freshEmployee(request: APIRequestContext) {
  const suffix = `${Date.now()}${(created += 1)}`;
  const admin = await signInThroughApi(request, demo.techAdmin, DEMO_PASSWORD);
  const company = await request.post('/api/admin/companies/create', {
    headers: admin,
    data: { companyName: `Parcours ${suffix}`, companyMail: `rh.${suffix}@exemple.fr`, creditsAmount: 10, employeeAmountMax: 1, triggerMailIfCreditsLow: false, amountOfCreditsToTriggerMail: 0 },
  });
  expect(company.status(), await company.text()).toBe(200);
  const { companyId } = (await company.json()) as { companyId: string };
  const createdEmployees = await request.post(`/api/admin/companies/${companyId}/employees/create/V2`, { headers: admin, data: { employees: [{ firstName: 'Zoé', lastName: 'Parcours' }] } });
  expect(createdEmployees.status(), await createdEmployees.text()).toBe(200);
  const [employee] = ((await createdEmployees.json()) as { employees: { userName: string; password: string }[] }).employees;
  const email = `zoe.${suffix}@exemple.fr`;
  const firstToken = await apiToken(request, employee.userName, employee.password);
  const firstConnection = await request.post('/api/account/first/connection', { headers: { authorization: `Bearer ${firstToken}` }, data: { mail: email, password: NEW_PASSWORD } });
  expect(firstConnection.status(), await firstConnection.text()).toBe(200);
  return { login: employee.userName, email, authorization: { authorization: `Bearer ${await apiToken(request, employee.userName, NEW_PASSWORD)}` } };
}

/** Books the first free video slot of a category, at least `daysAhead` days ahead, as that employee; answers the meeting. */
async function bookFirstSlot(request: APIRequestContext, authorization: Record<string, string>, category: string, daysAhead = 0) {
  const now = Date.now() + daysAhead * 86_400_000;
  const found = await request.post('/api/employee-service/meeting/find', {
    headers: authorization,
    data: { doctorCategoryName: category, meetingType: 'TEAMS', startDate: new Date(now).toISOString(), endDate: new Date(now + 30 * 86_400_000).toISOString() },
  });
  expect(found.status(), await found.text()).toBe(200);
  const slots = Object.values(((await found.json()) as { meetingsData: Record<string, { meetingId: string; startDate: string }[]> }).meetingsData).flat();
  slots.sort((a, b) => a.startDate.localeCompare(b.startDate));
  expect(slots.length, 'un créneau libre').toBeGreaterThan(0);
  const booked = await request.post('/api/employee-service/meeting/create', { headers: authorization, data: { meetingType: 'TEAMS', meetingId: slots[0].meetingId, doctorCategoryName: category } });
  expect(booked.status(), await booked.text()).toBe(200);
  return ((await booked.json()) as { meeting: { meetingId: string; startDate: string } }).meeting;
}

async function expectNoAxeViolation(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), label).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

for (const viewport of viewports) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('with no credit left, the wizard says so on its first step and Suivant stays disabled with the reason', async ({ page }) => {
      const employee = await freshEmployee(page.request);
      await bookFirstSlot(page.request, employee.authorization, 'Psychologue clinicien');
      await signIn(page, employee.login, NEW_PASSWORD);
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

    test('a used or unknown reset link says so on arrival, and a valid one shows the form', async ({ page }) => {
      const employee = await freshEmployee(page.request);
      const requested = await page.request.post('/api/account/password/reset/request', { data: { mail: employee.email, id: '' } });
      expect(requested.status()).toBe(200);
      const linkPath = await resetLinkPathFor(page.request, employee.email);

      await page.goto(linkPath);
      await expect(page.getByRole('heading', { name: 'Réinitialiser le mot de passe' })).toBeVisible();
      await expect(page.getByLabel(/Nouveau mot de passe/)).toBeVisible();
      await expectNoAxeViolation(page, 'formulaire de réinitialisation');

      // The link is used (here through the API, as another tab would), then opened again.
      const token = linkPath.split('/').at(-1)!;
      const confirmed = await page.request.post(`/api/account/password/reset/confirm/${token}`, { data: { newPassword: 'Encore1!x' } });
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
}

test('the employee appointments page and a calendar week with a cancelled consultation pass axe', async ({ page }) => {
  // A consultation booked then cancelled by a fresh employee: it shows cancelled in psy.travail's calendar.
  const employee = await freshEmployee(page.request);
  // Three days ahead: cancelled in time, the credit comes back.
  const meeting = await bookFirstSlot(page.request, employee.authorization, 'Psychologue du travail', 3);
  const cancelled = await page.request.post(`/api/employee-service/meeting/${meeting.meetingId}/cancel`, { headers: employee.authorization });
  expect(cancelled.status()).toBe(200);

  await signIn(page, employee.login, NEW_PASSWORD);
  await page.goto('/account/employee/appointments');
  await expect(page.getByRole('region', { name: 'Rendez-vous annulés (1)' })).toBeVisible();
  await expect(page.getByText('Annulé par vous, votre crédit vous a été rendu')).toBeVisible();
  await expectNoAxeViolation(page, 'Mes rendez-vous (salarié)');

  await signIn(page, demo.travail);
  await page.goto('/account/psy/calendar');
  await expect(page.getByRole('heading', { name: 'Mes Rendez-vous' })).toBeVisible();
  // Move to the week of the cancelled consultation.
  const token = await apiToken(page.request, demo.travail);
  // From the week the page opens on (the coming one at the weekend), as the page walks.
  let monday = homeParisWeekStart();
  for (let weeks = 0; weeks < 6; weeks += 1) {
    const week = await page.request.post('/api/planning/load', { headers: { authorization: `Bearer ${token}` }, data: { startDate: monday.toISOString() } });
    const { consultations, weekStart } = (await week.json()) as { consultations: { meetingId: string }[]; weekStart: string };
    if (consultations.some((item) => item.meetingId === meeting.meetingId)) break;
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    monday = new Date(new Date(weekStart).getTime() + 8 * 24 * 3600 * 1000);
  }
  const card = page.getByRole('button', { name: /Annulé \(Annulé par le salarié\)/ }).first();
  await expect(card).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolation(page, 'calendrier avec un rendez-vous annulé');
  await card.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolation(page, 'détail du rendez-vous annulé');
});
