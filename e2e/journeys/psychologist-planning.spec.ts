import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { homeParisWeekStart, parisDateKey, parisDayKey, parisWeekDays, publicHolidaysResponseSchema, shiftParisWeek, slotStartAt } from '@parenthese/shared';
import { expectAccessible } from '../support/accessibility';
import { bookByPhone, expect, publishHour, test, type NewEmployee, type NewPsychologist } from '../support/fixtures';
import { newestPrintedMail } from '../support/outbox';
import { signIn } from '../support/session';
import { readAnswer } from '../support/api';

/**
 * The working-hours editor and the calendar of a psychologist of work (each journey its own, with its own
 * employee): the first drag, weekends, the copy to the following weeks, and the confirmation before
 * refusing or cancelling, at 1280 and 375 px.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const TUESDAY = 1;
const WEDNESDAY = 2;
const THURSDAY = 3;

/** The Monday of the week `weeksAhead` after the one the pages open on (the coming one at the weekend). */
const mondayAhead = (weeksAhead: number) => shiftParisWeek(homeParisWeekStart(new Date()), weeksAhead);
const cellKey = (weeksAhead: number, dayIndex: number, hour: number) => {
  const day = parisWeekDays(mondayAhead(weeksAhead))[dayIndex];
  return `${parisDateKey(slotStartAt(day, 12))}T${String(hour).padStart(2, '0')}`;
};

async function goWeeksAhead(page: Page, weeks: number) {
  for (let index = 0; index < weeks; index += 1) await page.getByRole('button', { name: 'Semaine suivante' }).click();
}

async function openEditorOnWeek(page: Page, psychologist: NewPsychologist, weeksAhead: number) {
  await signIn(page, psychologist.login, psychologist.password);
  await page.goto('/account/psy/working-hours');
  await expect(page.getByRole('heading', { name: 'Plages de travail' })).toBeVisible();
  await goWeeksAhead(page, weeksAhead);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const cell = (page: Page, key: string) => page.locator(`[data-slot="${key}"]`);

/** The journey's psychologist and employee (with a number, for a phone booking). */
const PSYCHOLOGIST = { category: 'Psychologue du travail' } as const;
const EMPLOYEE = { credits: 3, firstName: 'Léa', lastName: 'Moreau', phoneNumber: '0612345678' };

/** The psychologist publishes one hour and the employee books it by phone. */
async function publishAndBook(request: APIRequestContext, psychologist: NewPsychologist, employee: NewEmployee, start: Date) {
  return bookByPhone(request, employee, await publishHour(request, psychologist, start), 'Psychologue du travail', 'Charge de travail');
}

async function employeeCredits(request: APIRequestContext, employee: NewEmployee) {
  const details = await request.get('/api/employee-service/employee/account/details', { headers: employee.headers });
  return (await details.json()).availableCredits as number;
}

/** No serious or critical accessibility violation on the page as it is (an open dialog included). */
async function expectNoSeriousViolation(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => violation.id),
    what,
  ).toEqual([]);
}

/** Nothing wider than the screen: no text cut off at the right edge. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [DESKTOP, { width: 1024, height: 800 }]) {
  test(`item 1 — at ${viewport.width} px the first drag from 12:00 to 13:00 selects both and the grid does not move`, async ({ page, newPsychologist }) => {
    await page.setViewportSize(viewport);
    await openEditorOnWeek(page, await newPsychologist(PSYCHOLOGIST), 4);
    const grid = page.getByRole('grid', { name: 'Plages de travail de la semaine' });
    const noon = cell(page, cellKey(4, WEDNESDAY, 12));
    const one = cell(page, cellKey(4, WEDNESDAY, 13));
    await expect(noon).toHaveAttribute('data-state', 'free');
    await expect(one).toHaveAttribute('data-state', 'free');
    await expect(page.getByText('Modifications non sauvegardées')).toBeHidden();

    // Where a user aims: the positions before the first change, as a hand does not re-aim mid-drag.
    const gridBefore = await grid.boundingBox();
    const from = (await noon.boundingBox())!;
    const to = (await one.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await expect(page.getByText('Modifications non sauvegardées')).toBeVisible();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
    await page.mouse.up();

    await expect(noon).toHaveAttribute('data-state', 'selected');
    await expect(one).toHaveAttribute('data-state', 'selected');
    expect(await grid.boundingBox()).toEqual(gridBefore);
  });
}

test('item 3 — Saturday and Sunday are shaded with the reason, cannot be selected, and the server refuses them', async ({ page, newPsychologist }) => {
  await page.setViewportSize(DESKTOP);
  const psychologist = await newPsychologist(PSYCHOLOGIST);
  await openEditorOnWeek(page, psychologist, 1);
  const saturday = cell(page, cellKey(1, 5, 10));
  await expect(saturday).toHaveAttribute('data-state', 'weekend');
  await expect(saturday).toHaveAccessibleName(/10:00 à 11:00, Week-end, non réservable par les salariés$/);
  await expect(page.getByRole('columnheader', { name: /sam.*Non réservable/i })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /dim.*Non réservable/i })).toBeVisible();
  await expect(page.getByText('Week-end : non réservable par les salariés')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-1280.png'), fullPage: true });
  await saturday.click();
  await expect(saturday).toHaveAttribute('data-state', 'weekend');
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();

  const saturdayTen = slotStartAt(parisWeekDays(mondayAhead(1))[5], 10);
  const refused = await page.request.put('/api/planning/update/v2', { headers: psychologist.headers, data: { meetingDates: [saturdayTen.toISOString()] } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('Les salariés ne réservent que du lundi au vendredi : pas de créneau le samedi ni le dimanche.');
});

test('item 3 and 6 — at 375 px the editor shows three days with day navigation, the weekend shaded, and a tap selects', async ({ browser, newPsychologist }) => {
  const psychologist = await newPsychologist(PSYCHOLOGIST);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await openEditorOnWeek(page, psychologist, 1);
  await expect(page.getByText('Touchez un créneau pour le sélectionner ou le désélectionner ; faites glisser le doigt pour faire défiler.')).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Plages de travail de la semaine' });
  // The hour column and three days.
  await expect(grid.getByRole('columnheader')).toHaveCount(4);
  await expect(cell(page, cellKey(1, 0, 8))).toBeVisible();
  await cell(page, cellKey(1, 0, 8)).tap();
  await expect(cell(page, cellKey(1, 0, 8))).toHaveAttribute('data-state', 'selected');
  await cell(page, cellKey(1, 0, 8)).tap();
  await expect(cell(page, cellKey(1, 0, 8))).toHaveAttribute('data-state', 'free');
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath('editor-375.png'), fullPage: true });

  await page.getByRole('button', { name: 'Jours suivants' }).click();
  await page.getByRole('button', { name: 'Jours suivants' }).click();
  await expect(page.getByRole('button', { name: 'Jours suivants' })).toBeDisabled();
  await expect(cell(page, cellKey(1, 6, 19))).toHaveAttribute('data-state', 'weekend');
  await expect(grid.getByRole('columnheader', { name: /dim.*Non réservable/i })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath('editor-375-weekend.png'), fullPage: true });
  await expectNoSeriousViolation(page, 'editor at 375 px');
  await context.close();
});

test('item 8 — a week is applied to the next two weeks in one go, leaving a booked hour and not re-adding an hour removed by hand', async ({ page, newPsychologist, newEmployee }) => {
  await page.setViewportSize(DESKTOP);
  const psychologist = await newPsychologist(PSYCHOLOGIST);
  const employee = await newEmployee(EMPLOYEE);
  // Weeks 6 to 8 ahead: inside the 3-month booking window.
  const bookedId = await publishAndBook(page.request, psychologist, employee, slotStartAt(parisWeekDays(mondayAhead(7))[WEDNESDAY], 12));
  await openEditorOnWeek(page, psychologist, 6);
  for (const key of [cellKey(6, WEDNESDAY, 12), cellKey(6, WEDNESDAY, 13), cellKey(6, THURSDAY, 12)]) await cell(page, key).click();
  const apply = page.getByRole('button', { name: 'Appliquer à plusieurs semaines' });
  await expect(apply).toBeDisabled();
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Plages horaires sauvegardées avec succès')).toBeVisible();

  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'Appliquer à plusieurs semaines' });
  await expect(dialog.getByText('Les créneaux déjà réservés ne sont jamais modifiés.')).toBeVisible();
  await dialog.getByLabel('Nombre de semaines suivantes').selectOption('2');
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('5 créneaux ajoutés sur 2 semaines, 1 déjà réservé laissé tel quel')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The next week holds the copy, with the booked hour untouched; Thursday 12:00 is then removed by hand.
  await goWeeksAhead(page, 1);
  await expect(cell(page, cellKey(7, WEDNESDAY, 12))).toHaveAttribute('data-state', 'booked');
  await expect(cell(page, cellKey(7, WEDNESDAY, 13))).toHaveAttribute('data-state', 'selected');
  await expect(cell(page, cellKey(7, THURSDAY, 12))).toHaveAttribute('data-state', 'selected');
  await cell(page, cellKey(7, THURSDAY, 12)).click();
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(cell(page, cellKey(7, THURSDAY, 12))).toHaveAttribute('data-state', 'free');
  await expect(page.getByText('Modifications non sauvegardées')).toBeHidden();

  // Applying the first week again does not bring Thursday 12:00 back.
  await page.getByRole('button', { name: 'Semaine précédente' }).click();
  await apply.click();
  await dialog.getByLabel('Nombre de semaines suivantes').selectOption('2');
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Aucun créneau ajouté sur 2 semaines, 1 déjà réservé laissé tel quel, 4 déjà publiés, 1 retiré à la main non remis')).toBeVisible();
  await goWeeksAhead(page, 1);
  await expect(cell(page, cellKey(7, THURSDAY, 12))).toHaveAttribute('data-state', 'free');

  // The booked consultation is still the employee's.
  const meetings = await page.request.get('/api/employee-service/meeting/load', { headers: employee.headers });
  expect((await meetings.json()).meetings).toContainEqual(expect.objectContaining({ meetingId: bookedId, meetingStatus: 'BOOKED' }));
});

test('item 8 — at 375 px the copy dialog fits the screen', async ({ page, newPsychologist }) => {
  await page.setViewportSize(PHONE);
  // A week with published hours, as the journey above leaves week 6: there is something to apply.
  const psychologist = await newPsychologist(PSYCHOLOGIST);
  await publishHour(page.request, psychologist, slotStartAt(parisWeekDays(mondayAhead(6))[WEDNESDAY], 12));
  await openEditorOnWeek(page, psychologist, 6);
  await page.getByRole('button', { name: 'Appliquer à plusieurs semaines' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appliquer à plusieurs semaines' });
  await expect(dialog.getByLabel('Nombre de semaines suivantes')).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: test.info().outputPath('copy-dialog-375.png') });
  await expectNoSeriousViolation(page, 'copy dialog at 375 px');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`item 2 — at ${viewport.width} px refusing and cancelling ask first, say the credit goes back, then toast`, async ({ page, newPsychologist, newEmployee }) => {
    await page.setViewportSize(viewport);
    const psychologist = await newPsychologist(PSYCHOLOGIST);
    const employee = await newEmployee(EMPLOYEE);
    const weeksAhead = viewport === DESKTOP ? 2 : 3;
    const start = slotStartAt(parisWeekDays(mondayAhead(weeksAhead))[THURSDAY], 18);
    await publishAndBook(page.request, psychologist, employee, start);
    const creditsAfterBooking = await employeeCredits(page.request, employee);

    await signIn(page, psychologist.login, psychologist.password);
    await page.goto('/account/psy/calendar');
    await expect(page.getByRole('heading', { name: 'Mes Rendez-vous' })).toBeVisible();
    await goWeeksAhead(page, weeksAhead);
    if (viewport === PHONE) {
      // One day at a time on a phone: Monday, then on to Thursday.
      for (let day = 0; day < THURSDAY; day += 1) await page.getByRole('button', { name: 'Jour suivant' }).click();
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
      await expectNoHorizontalOverflow(page);
    }
    const pending = page.getByRole('button', { name: /^18:00 Psychologue du travail En attente, jusqu'à 19:00, Téléphone/ });
    await pending.click();
    const dialog = page.getByRole('dialog', { name: 'Psychologue du travail' });
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Refuser ce rendez-vous ?' });
    await expect(confirmation).toContainText('Le crédit utilisé pour cette consultation sera rendu au salarié.');
    await expectNoSeriousViolation(page, `refusal confirmation at ${viewport.width} px`);
    await confirmation.getByRole('button', { name: 'Conserver' }).click();
    await expect(confirmation).toBeHidden();
    await expect(dialog.getByText('En attente')).toBeVisible();
    if (viewport === PHONE) await page.screenshot({ path: test.info().outputPath('calendar-dialog-375.png') });

    if (viewport === DESKTOP) {
      await dialog.getByRole('button', { name: 'Refuser' }).click();
      await confirmation.getByRole('button', { name: 'Refuser le rendez-vous' }).click();
      await expect(page.getByText('Rendez-vous refusé')).toBeVisible();
      await expect(page.getByText('Rendez-vous annulé')).toHaveCount(0);
    } else {
      await dialog.getByRole('button', { name: 'Accepter' }).click();
      await expect(page.getByText('Rendez-vous accepté')).toBeVisible();
      await page.getByRole('button', { name: /^18:00 Psychologue du travail Confirmé, jusqu'à 19:00, Téléphone/ }).click();
      await dialog.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
      const cancelConfirmation = page.getByRole('alertdialog', { name: 'Annuler ce rendez-vous ?' });
      await expect(cancelConfirmation).toContainText('Le crédit utilisé pour cette consultation sera rendu au salarié.');
      await cancelConfirmation.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
      await expect(page.getByText('Rendez-vous annulé')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^18:00 Psychologue du travail Annulé, jusqu'à 19:00, Téléphone/ })).toBeVisible();
    if (viewport === PHONE) await page.screenshot({ path: test.info().outputPath('calendar-375.png'), fullPage: true });
    expect(await employeeCredits(page.request, employee)).toBe(creditsAfterBooking + 1);
  });
}

test('a booking reaches the psychologist by mail; accepted, the employee gets the confirmation with its calendar invitation', async ({ page, newPsychologist, newEmployee }) => {
  const psychologist = await newPsychologist(PSYCHOLOGIST);
  const employee = await newEmployee(EMPLOYEE);
  const start = slotStartAt(parisWeekDays(mondayAhead(4))[WEDNESDAY], 19);
  const consultationId = await publishAndBook(page.request, psychologist, employee, start);

  // The psychologist's request, read from the outbox: when, how, which category; never who, nor why.
  const request = await newestPrintedMail(psychologist.login, 'doctor-appointment-request', (block) => block.includes('19 h 00'));
  expect(request).toMatch(/Objet : Nouvelle demande de rendez-vous du \S+ \d+(er)? \S+( \d{4})? à 19 h 00/);
  expect(request).toContain('Catégorie : Psychologue du travail.');
  for (const identity of ['Charge de travail', employee.login, employee.email, employee.firstName, employee.lastName]) expect(request).not.toContain(identity);

  await signIn(page, psychologist.login, psychologist.password);
  await page.goto('/account/psy/calendar');
  await goWeeksAhead(page, 4);
  await page.getByRole('button', { name: /^19:00 Psychologue du travail En attente, jusqu'à 20:00, Téléphone/ }).click();
  await page.getByRole('dialog', { name: 'Psychologue du travail' }).getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText('Rendez-vous accepté')).toBeVisible();

  const confirmation = await newestPrintedMail(employee.email, 'appointment-confirmed', (block) => block.includes(consultationId));
  // A neutral subject by default (decision 0047); the body says what happened.
  expect(confirmation).toContain('Objet : Parenthèse : un message pour vous');
  expect(confirmation).toMatch(/Votre rendez-vous Parenthèse du .* à 19 h 00 est confirmé\./);
  expect(confirmation).toContain('Agenda (REQUEST)');
  expect(confirmation).toContain('METHOD:REQUEST');
  expect(confirmation).toContain(`UID:${consultationId}@parenthese.fr`);
  expect(confirmation).toContain('SUMMARY:Rendez-vous Parenthèse');
  expect(confirmation).toContain('3114');
});

/** The first week from `weeksAhead` on whose Tuesday is no public holiday (closed by default: nothing is published there). */
async function weekWithWorkingTuesday(request: APIRequestContext, psychologist: NewPsychologist, weeksAhead: number) {
  for (let weeks = weeksAhead; ; weeks += 1) {
    const day = parisDayKey(slotStartAt(parisWeekDays(mondayAhead(weeks))[TUESDAY], 12));
    const { holidays } = await readAnswer(request.get(`/api/planning/public-holidays?year=${day.slice(0, 4)}`, { headers: psychologist.headers }), publicHolidaysResponseSchema, 'public holidays');
    if (!holidays.some((holiday) => holiday.day === day)) return weeks;
  }
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`standing week — at ${viewport.width} px saved, it publishes its hours weeks ahead; turned off, it withdraws them`, async ({ page, newPsychologist }) => {
    // Two publications and both accessibility engines on a long page: more than the default minute under load.
    test.slow();
    await page.setViewportSize(viewport);
    const psychologist = await newPsychologist(PSYCHOLOGIST);
    const weeksAhead = await weekWithWorkingTuesday(page.request, psychologist, 3);
    await openEditorOnWeek(page, psychologist, weeksAhead);
    const tuesdayNine = cell(page, cellKey(weeksAhead, TUESDAY, 9));
    await expect(tuesdayNine).toHaveAttribute('data-state', 'free');

    const standingWeek = page.getByRole('region', { name: 'Semaine type' });
    const tuesday = standingWeek.getByRole('group', { name: 'Mardi' });
    await tuesday.getByRole('checkbox', { name: '09:00' }).check();
    await tuesday.getByRole('checkbox', { name: '10:00' }).check();
    await standingWeek.getByRole('switch', { name: 'Semaine type activée' }).click();
    await expect(standingWeek.getByText('2 heures par semaine')).toBeVisible();
    await expectAccessible(page, { page: 'Plages de travail', dialog: 'Semaine type' });
    if (viewport === PHONE) await expectNoHorizontalOverflow(page);
    await standingWeek.getByRole('button', { name: 'Enregistrer la semaine type' }).click();
    await expect(page.getByText(/\d+ créneaux publiés, 0 créneau libre retiré\./)).toBeVisible();
    // Published in the week shown, weeks ahead, with no hand edit.
    await expect(tuesdayNine).toHaveAttribute('data-state', 'selected');
    await expect(cell(page, cellKey(weeksAhead, TUESDAY, 10))).toHaveAttribute('data-state', 'selected');

    await standingWeek.getByRole('switch', { name: 'Semaine type activée' }).click();
    await standingWeek.getByRole('button', { name: 'Enregistrer la semaine type' }).click();
    await expect(page.getByText('Semaine type désactivée', { exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ créneaux libres retirés\./)).toBeVisible();
    await expect(tuesdayNine).toHaveAttribute('data-state', 'free');
  });
}
