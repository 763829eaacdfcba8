import { homeParisWeekStart, parisDateKey, parisWeekDays, shiftParisWeek, slotStartAt } from '@parenthese/shared';
import { expectAccessible } from '../support/accessibility';
import { bookByPhone, expect, OWN_PASSWORD, publishHour, test } from '../support/fixtures';
import { signIn } from '../support/session';
import { atEachViewport } from '../support/viewports';

atEachViewport((viewport) => {
  test('a psychologist adds a 2-week absence over a booked consultation; the employee finds it cancelled and the credit back', async ({ page, browser, newEmployee, newPsychologist }) => {
    const employee = await newEmployee({ phoneNumber: '0612345678' });
    const psychologist = await newPsychologist({ category: 'Psychologue du travail' });
    // Booked the Wednesday of next week, inside an absence from that Monday to the Sunday a week later.
    const nextWeek = parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 1));
    const weekAfter = parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 2));
    const bookedAt = slotStartAt(nextWeek[2], 10);
    await bookByPhone(page.request, employee, await publishHour(page.request, psychologist, bookedAt), 'Psychologue du travail', 'Parcours');

    await signIn(page, psychologist.login, psychologist.password);
    await page.goto('/account/psy/working-hours');
    await page.getByRole('button', { name: 'Ajouter une absence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une absence' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Premier jour').fill(parisDateKey(slotStartAt(nextWeek[0], 12)));
    await dialog.getByLabel('Dernier jour (inclus)').fill(parisDateKey(slotStartAt(weekAfter[6], 12)));
    await expectAccessible(page, { page: 'Plages de travail', dialog: 'Ajouter une absence' });
    await dialog.getByRole('button', { name: 'Voir les rendez-vous concernés' }).click();

    // Listed before confirming: its day and hours, nothing of the person.
    const listed = dialog.getByRole('list', { name: 'Rendez-vous annulés par cette absence' });
    await expect(listed.getByRole('listitem')).toHaveCount(1);
    await expect(listed).toContainText('10:00 – 11:00');
    await expect(dialog).not.toContainText('Parcours');
    await expectAccessible(page, { page: 'Plages de travail', dialog: 'Ajouter une absence (rendez-vous concernés)' });
    await dialog.getByRole('button', { name: 'Confirmer et annuler les rendez-vous' }).click();
    await expect(page.getByText('Absence enregistrée')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Absences' }).getByRole('listitem')).toHaveCount(1);

    // The employee, in their own browser: the consultation cancelled by the psychologist, the credit back.
    const employeeContext = await browser.newContext({ viewport: viewport.size });
    const employeePage = await employeeContext.newPage();
    await signIn(employeePage, employee.login, OWN_PASSWORD);
    await employeePage.goto('/account/employee/appointments');
    await expect(employeePage.getByText('Annulé par le psychologue, votre crédit vous a été rendu')).toBeVisible();
    await employeePage.goto('/account/employee/profile');
    await expect(employeePage.getByRole('progressbar', { name: 'Crédits disponibles' })).toHaveAttribute('aria-valuenow', '1');
    await employeeContext.close();
  });
});
