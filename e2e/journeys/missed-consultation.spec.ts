import type { Page } from '@playwright/test';
import { auditLogPageSchema, psychologistNoShowTexts, employeeNoShowTexts, homeParisWeekStart, parisWeekStart, planningWeekResponseSchema } from '@parenthese/shared';
import { expectAccessible } from '../support/accessibility';
import { demo } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { bearer, createSession, signIn } from '../support/session';
import { readAnswer } from '../support/api';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Checks an open dialog at both widths of the issue (1280 and 375 px), then leaves the page at 1280. */
async function expectAccessibleAtBothWidths(page: Page, place: { page: string; dialog: string }) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await expectAccessible(page, { ...place, page: `${place.page} (${width} px)` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * The demo seeds one consultation of autre.salarie with psy.travail on the last working day (the only way to
 * have one that has started: bookings start tomorrow at the earliest). No other journey touches it. Each side
 * declares it missed, the psychologist first: the employee is believed for the credit and TECH sees the case.
 */
test('a missed consultation is declared by the psychologist, then reported by the employee: credit back, case flagged to TECH', async ({ page }) => {
  test.setTimeout(120_000);
  const psychologist = await createSession(page.request, demo.travail);
  // Which week back the calendar must go: it opens on the home week (the next one at the weekend).
  const home = homeParisWeekStart(new Date());
  let recent: { startDate: string; weeksBack: number } | undefined;
  for (let weeksBack = 0; weeksBack <= 2 && !recent; weeksBack += 1) {
    const monday = new Date(home.getTime() - weeksBack * WEEK_MS);
    const week = await readAnswer(page.request.post('/api/planning/load', { headers: bearer(psychologist), data: { startDate: monday.toISOString() } }), planningWeekResponseSchema, 'week');
    const found = week.consultations.find((item) => item.meetingStatus === 'BOOKED' && new Date(item.startDate).getTime() < Date.now());
    if (found) recent = { startDate: found.startDate, weeksBack: Math.round((home.getTime() - parisWeekStart(new Date(found.startDate)).getTime()) / WEEK_MS) };
  }
  expect(recent, 'the seeded recent consultation of psy.travail').toBeDefined();

  const employee = await createSession(page.request, demo.otherEmployee);
  const readCredits = async () => (await (await page.request.get('/api/employee-service/employee/account/details', { headers: bearer(employee) })).json()).availableCredits as number;
  const creditsBefore = await readCredits();

  // The psychologist: « Le salarié ne s'est pas présenté ».
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demo.travail);
  await page.goto('/account/psy/calendar');
  await expect(page.getByRole('heading', { name: 'Mes Rendez-vous' })).toBeVisible();
  for (let index = 0; index < recent!.weeksBack; index += 1) await page.getByRole('button', { name: 'Semaine précédente' }).click();
  await page.getByRole('button', { name: /^10:00 Psychologue du travail .*Voir le détail$/ }).click();
  const detail = page.getByRole('dialog', { name: 'Psychologue du travail' });
  await expect(detail.getByText('Tensions avec un collègue')).toBeVisible();
  await detail.getByRole('button', { name: psychologistNoShowTexts.action }).click();
  const confirmAbsence = page.getByRole('alertdialog', { name: psychologistNoShowTexts.confirmTitle });
  await expect(confirmAbsence).toBeVisible();
  await expectAccessibleAtBothWidths(page, { page: 'Calendrier du psychologue', dialog: psychologistNoShowTexts.confirmTitle });
  await confirmAbsence.getByRole('button', { name: psychologistNoShowTexts.confirm }).click();
  await expect(page.getByText(psychologistNoShowTexts.state).first()).toBeVisible();
  // The credit stays spent.
  expect(await readCredits()).toBe(creditsBefore);

  // The employee, on a phone: the card says it was noted as missed, and they report that no one came.
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, demo.otherEmployee);
  await page.goto('/account/employee/appointments');
  await page.getByRole('tab', { name: /^Passés/ }).click();
  // autre.salarie's only past consultation is the seeded one.
  const card = page.getByRole('tabpanel');
  await expect(card.getByText('Tensions avec un collègue')).toBeVisible();
  await expect(card.getByText(employeeNoShowTexts.markedAbsent)).toBeVisible();
  await card.getByRole('button', { name: employeeNoShowTexts.action }).click();
  const confirmReport = page.getByRole('alertdialog', { name: employeeNoShowTexts.confirmTitle });
  await expect(confirmReport).toBeVisible();
  await expectAccessibleAtBothWidths(page, { page: 'Mes rendez-vous', dialog: employeeNoShowTexts.confirmTitle });
  await page.setViewportSize({ width: 375, height: 740 });
  await confirmReport.getByRole('button', { name: employeeNoShowTexts.confirm }).click();
  await expect(card.getByRole('status')).toHaveText(employeeNoShowTexts.state);
  expect(await readCredits()).toBe(creditsBefore + 1);

  // TECH sees the case to check, with its date and never who reported it (newest entries first).
  const audit = await page.request.get('/api/admin/audit', { headers: bearer(await createSession(page.request, demo.techAdmin)) });
  expect(audit.status()).toBe(200);
  // Read twice: typed by its contract, and as sent, so that a field the contract does not name is searched too.
  const sent = await audit.json();
  const { items } = auditLogPageSchema.parse(sent);
  const disputedAt = items.findIndex((entry) => entry.action === 'meeting.no-show-disputed');
  expect(disputedAt).toBeGreaterThanOrEqual(0);
  expect(items[disputedAt].actor.kind).toBe('system');
  for (const identity of ['Hugo', 'Petit', demo.otherEmployee]) expect(JSON.stringify(sent.items[disputedAt])).not.toContain(identity);
});
