import type { Page } from '@playwright/test';
import { psychologistAwaitingConsultationsSchema, homeParisWeekStart, parisWeekDays, paths, psychologistTitle, shiftParisWeek, slotStartAt } from '@parenthese/shared';
import { expectAccessible } from '../support/accessibility';
import { expect, OWN_PASSWORD, publishHour, test, type NewPsychologist } from '../support/fixtures';
import { signIn } from '../support/session';
import { atEachViewport } from '../support/viewports';
import { readAnswer } from '../support/api';
import { openFirstFreeDay } from '../support/calendar';

/**
 * A short series with one psychologist (issue 35): the employee chooses a presentation in the wizard,
 * books, moves the consultation, then books the next one with the same person, at 1280 and 375 px.
 */

/** A first name no other journey's psychologist shows (letters only, as a person's name). */
const uniqueFirstName = () =>
  `Solène ${Date.now()
    .toString(26)
    .replace(/./g, (digit, index: number) => String.fromCharCode((index === 0 ? 65 : 97) + parseInt(digit, 26)))}`;

async function writePresentation(page: Page, psychologist: NewPsychologist, firstName: string) {
  const saved = await page.request.put('/api/doctor/presentation', {
    headers: psychologist.headers,
    data: { firstName, formOfAddress: 'LA_PSYCHOLOGUE', approach: 'Thérapies brèves, centrées sur les solutions.', languages: ['FR', 'EN'] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

atEachViewport(() => {
  test('an employee chooses a psychologist, books, moves, then books again with the same person', async ({ page, newEmployee, newPsychologist }) => {
    // Three flows and two accessibility checks in one journey: more than the default minute under load.
    test.slow();
    const employee = await newEmployee({ credits: 3, phoneNumber: '0612345678' });
    const psychologist = await newPsychologist({ category: 'Psychologue clinicien' });
    const firstName = uniqueFirstName();
    const title = psychologistTitle({ firstName, formOfAddress: 'LA_PSYCHOLOGUE' });
    await writePresentation(page, psychologist, firstName);
    // Two free hours: the first booked in the wizard, the second its new time.
    const first = slotStartAt(parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 1))[2], 10);
    const second = slotStartAt(parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 2))[0], 14);
    for (const start of [first, second]) await publishHour(page.request, psychologist, start);

    // The wizard: category, phone, then « Choisir ma psychologue ».
    await signIn(page, employee.login, OWN_PASSWORD);
    await page.goto(paths.employeeBooking);
    await page.getByRole('radio', { name: /Psychologue clinicien/ }).check({ force: true });
    await page.getByRole('radio', { name: /^Téléphone/ }).check({ force: true });
    const choice = page.getByRole('group', { name: 'Choisir ma psychologue' });
    await expect(choice.getByRole('radio', { name: /^La première disponible/ })).toBeChecked();
    const herCard = choice.locator('label').filter({ hasText: title });
    await expect(herCard).toContainText('Thérapies brèves, centrées sur les solutions.');
    await expect(herCard).toContainText('Langues : Français, Anglais');
    await herCard.getByRole('radio').check({ force: true });
    await expectAccessible(page, { page: 'Prendre rendez-vous', dialog: 'Choisir ma psychologue' });
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();

    // Only her hours: the earliest is the first one published.
    await expect(page.getByRole('heading', { name: 'Choix du rendez-vous' })).toBeVisible();
    await openFirstFreeDay(page);
    await page
      .getByRole('radiogroup', { name: /^Créneaux du/ })
      .getByRole('radio', { name: '10:00' })
      .click();
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await expect(page).toHaveURL(/\/account\/employee\/appointments$/, { timeout: 8_000 });
    await expect(page.getByText('10:00 (60 min)')).toBeVisible();
    await expect(page.getByText(title).first()).toBeVisible();

    // « Déplacer »: her other free hours only.
    await page.getByRole('button', { name: 'Déplacer' }).click();
    const move = page.getByRole('dialog', { name: 'Déplacer le rendez-vous' });
    await expect(move).toBeVisible();
    await openFirstFreeDay(move);
    await move.getByRole('radio', { name: '14:00' }).click();
    await move.getByRole('button', { name: 'Déplacer le rendez-vous' }).click();
    await expect(page.getByText('Rendez-vous déplacé')).toBeVisible();
    await expect(move).toBeHidden();
    await expect(page.getByText('14:00 (60 min)')).toBeVisible();

    // « Reprendre rendez-vous avec cette psychologue »: the hour freed by the move is hers again.
    await page.getByRole('button', { name: 'Reprendre rendez-vous avec cette psychologue' }).click();
    const again = page.getByRole('dialog', { name: 'Reprendre rendez-vous avec cette psychologue' });
    await expect(again).toBeVisible();
    await openFirstFreeDay(again);
    await again.getByRole('radio', { name: '10:00' }).click();
    await expectAccessible(page, { page: 'Mes rendez-vous', dialog: 'Reprendre rendez-vous avec cette psychologue' });
    await again.getByRole('button', { name: 'Prendre ce rendez-vous' }).click();
    await expect(again).toBeHidden();
    await expect(page.getByRole('tab', { name: 'À venir (2)' })).toBeVisible();
    await expect(page.getByText('10:00 (60 min)')).toBeVisible();
    await expect(page.getByText('14:00 (60 min)')).toBeVisible();

    // Both are with her, as one person's series: one pseudonym, two places in it.
    const { consultations } = await readAnswer(page.request.get('/api/doctor/meetings/awaiting', { headers: psychologist.headers }), psychologistAwaitingConsultationsSchema, 'awaiting consultations');
    expect(consultations.map((consultation) => consultation.startDate)).toEqual([first.toISOString(), second.toISOString()]);
    expect(consultations.map((consultation) => consultation.carePair?.rank).sort()).toEqual([1, 2]);
    expect(new Set(consultations.map((consultation) => consultation.carePair?.pseudonym)).size).toBe(1);
  });
});
