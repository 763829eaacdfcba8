import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the first day with free hours of a calendar (the wizard's or a dialog's), going forward month by
 * month. A month is left only once its days had time to show: the calendar stops being busy a moment
 * before it draws them, and a look at that moment skipped the month that had the hour (CI session 30).
 */
export async function openFirstFreeDay(calendar: Locator | Page) {
  const freeDay = calendar.getByRole('button', { name: /créneaux disponibles$/ }).first();
  for (let months = 0; months < 3; months += 1) {
    await expect(calendar.locator('[aria-busy="true"]')).toHaveCount(0);
    const isShown = await freeDay.waitFor({ state: 'visible', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (isShown) break;
    await calendar.getByRole('button', { name: 'Mois suivant' }).click();
  }
  await freeDay.click();
}
