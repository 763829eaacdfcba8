import { homeParisWeekStart, parisWeekDays, shiftParisWeek, slotStartAt } from '@parenthese/shared';
import { expectAccessible } from '../support/accessibility';
import { bookByPhone, expect, OWN_PASSWORD, publishHour, test } from '../support/fixtures';
import { signIn } from '../support/session';
import { atEachViewport } from '../support/viewports';
import { openFirstFreeDay } from '../support/calendar';

atEachViewport(() => {
  test('an employee moves a booked consultation to another free hour of the same psychologist', async ({ page, newEmployee, newPsychologist }) => {
    const employee = await newEmployee({ phoneNumber: '0612345678' });
    const psychologist = await newPsychologist({ category: 'Psychologue du travail' });
    // Booked a week ahead (more than 48 h: it may move); the psychologist also offers an hour the week after.
    const bookedAt = slotStartAt(parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 1))[3], 10);
    const freeAt = slotStartAt(parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 2))[1], 14);
    await bookByPhone(page.request, employee, await publishHour(page.request, psychologist, bookedAt), 'Psychologue du travail', 'Parcours');
    await publishHour(page.request, psychologist, freeAt);

    await signIn(page, employee.login, OWN_PASSWORD);
    await page.goto('/account/employee/appointments');
    await page.getByRole('button', { name: 'Déplacer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Déplacer le rendez-vous' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Voir aussi les autres psychologues de cette catégorie' })).not.toBeChecked();

    // The free hour's month may be a later one than the first the calendar shows.
    await openFirstFreeDay(dialog);
    await dialog.getByRole('radio', { name: '14:00' }).click();
    await expectAccessible(page, { page: 'Mes rendez-vous', dialog: 'Déplacer le rendez-vous' });
    await dialog.getByRole('button', { name: 'Déplacer le rendez-vous' }).click();

    await expect(page.getByText('Rendez-vous déplacé')).toBeVisible();
    await expect(dialog).toBeHidden();
    const newDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(freeAt);
    await expect(page.getByText(new RegExp(newDay, 'i')).first()).toBeVisible();
    await expect(page.getByText('14:00 (60 min)')).toBeVisible();
  });
});
