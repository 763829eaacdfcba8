import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { homeParisWeekStart, parisWeekDays, shiftParisWeek, slotStartAt } from '@parenthese/shared';
import { bookByPhone, expect, publishHour, test } from '../support/fixtures';
import { signIn } from '../support/session';

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').analyze()).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/** The card: the one block holding both its heading and its explanation. */
async function openCard(page: Page) {
  await page.goto('/account/psy/profile');
  const card = page.locator('div.rounded-2xl', { has: page.getByRole('heading', { name: 'Abonnement agenda', exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

test('a psychologist subscribes to their calendar feed, then replaces the address', async ({ page, newPsychologist, newEmployee }) => {
  // The journey's own psychologist, booked by phone by its own employee (who and why must stay out of the feed).
  const psychologist = await newPsychologist({ category: 'Psychologue clinicien' });
  const employee = await newEmployee({ firstName: 'Hugo', lastName: 'Petit', phoneNumber: '0698765432' });
  const start = slotStartAt(parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 1))[2], 18);
  await bookByPhone(page.request, employee, await publishHour(page.request, psychologist, start), 'Psychologue clinicien', 'Stress lié à une réorganisation du service');
  await signIn(page, psychologist.login, psychologist.password);
  await page.setViewportSize({ width: 375, height: 812 });
  const card = await openCard(page);
  await card.getByRole('button', { name: "Créer une adresse d'abonnement" }).click();
  const field = card.getByRole('textbox', { name: "Votre adresse d'abonnement" });
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const firstAddress = await field.inputValue();
  expect(await violations(page)).toEqual([]);
  await card.screenshot({ path: test.info().outputPath('calendar-feed-375.png') });

  // What a calendar application receives: the booking, without who or why.
  const feed = await page.request.get(firstAddress);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('SUMMARY:Rendez-vous Parenthèse');
  expect(text).toMatch(/BEGIN:VEVENT/);
  for (const secret of ['Hugo', 'Petit', employee.login, 'réorganisation', 'Psychologue']) expect(text).not.toContain(secret);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  const reloaded = await openCard(page);
  await expect(reloaded.getByText(/^Une adresse est active depuis le (1er|\d{1,2}) \S+ \d{4}\.$/)).toBeVisible();
  await expect(reloaded.getByRole('textbox')).toHaveCount(0);
  await reloaded.getByText("Comment s'abonner depuis mon agenda ?").click();
  await expect(reloaded.getByText('Apple Calendrier')).toBeVisible();
  await reloaded.screenshot({ path: test.info().outputPath('calendar-feed-active-1280.png') });
  await reloaded.getByRole('button', { name: 'Créer une nouvelle adresse' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Créer une nouvelle adresse ?' });
  await expect(dialog).toContainText("L'adresse actuelle cessera de fonctionner");
  await dialog.getByRole('button', { name: 'Créer une nouvelle adresse' }).click();
  await expect(reloaded.getByRole('textbox', { name: "Votre adresse d'abonnement" })).not.toHaveValue(firstAddress);
  expect(await violations(page)).toEqual([]);
  await reloaded.screenshot({ path: test.info().outputPath('calendar-feed-1280.png') });

  expect((await page.request.get(firstAddress)).status()).toBe(404);
  expect((await page.request.get(await reloaded.getByRole('textbox', { name: "Votre adresse d'abonnement" }).inputValue())).status()).toBe(200);
});
