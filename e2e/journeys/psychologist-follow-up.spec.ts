import { homeParisWeekStart, parisWeekDays, paths, shiftParisWeek, slotStartAt } from '@parenthese/shared';
import { expectAccessible } from '../support/accessibility';
import { bookByPhone, expect, OWN_PASSWORD, publishHour, test } from '../support/fixtures';
import { newestPrintedMail } from '../support/outbox';
import { signIn } from '../support/session';
import { atEachViewport } from '../support/viewports';

atEachViewport(() => {
  test('a psychologist proposes a follow-up; the employee accepts it from the mail link', async ({ page, newEmployee, newPsychologist }) => {
    // Two people signed in, two mails waited for (an invitation, the proposal) and two axe scans: about 45 s
    // on a quiet machine, past the default 60 s when CI's two workers share its two cores (seen 2026-11-30).
    test.setTimeout(120_000);
    const employee = await newEmployee({ credits: 3, phoneNumber: '0612345678' });
    const psychologist = await newPsychologist({ category: 'Psychologue clinicien' });
    const bookedAt = slotStartAt(parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 1))[2], 10);
    const laterWeek = parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 2));
    await bookByPhone(page.request, employee, await publishHour(page.request, psychologist, bookedAt), 'Psychologue clinicien', 'Suivi');
    await publishHour(page.request, psychologist, slotStartAt(laterWeek[1], 14));
    await publishHour(page.request, psychologist, slotStartAt(laterWeek[3], 15));

    // The psychologist, from the consultation's dialog in their calendar.
    await signIn(page, psychologist.login, psychologist.password);
    await page.goto(paths.psyCalendar);
    await expect(page.getByRole('heading', { name: 'Mes Rendez-vous' })).toBeVisible();
    // The booking waits for an answer: the reminder above the grid opens it, whatever the width (one day at a time at 375 px).
    await page.getByRole('button', { name: /à 10:00 · Psychologue clinicien$/ }).click();
    await page.getByRole('dialog', { name: 'Psychologue clinicien' }).getByRole('button', { name: 'Proposer un suivi' }).click();
    const proposeDialog = page.getByRole('dialog', { name: 'Proposer un suivi' });
    await expect(proposeDialog.getByRole('checkbox')).toHaveCount(2);
    await proposeDialog.getByRole('checkbox', { name: /à 14:00$/ }).check();
    await proposeDialog.getByRole('checkbox', { name: /à 15:00$/ }).check();
    await expectAccessible(page, { page: 'Mes rendez-vous (psychologue)', dialog: 'Proposer un suivi' });
    await proposeDialog.getByRole('button', { name: 'Proposer ces horaires' }).click();
    await expect(page.getByText('Suivi proposé : la personne est prévenue par e-mail.')).toBeVisible();

    // The employee, from the mail's link.
    const mail = await newestPrintedMail(employee.email, 'follow-up-proposed', (block) => block.includes('suivi='));
    expect(mail).not.toMatch(/Objet : .*(psycholog|consultation)/i);
    const link = new URL(mail.match(/https?:\/\/\S+\/account\/employee\/appointments\?suivi=[\w-]+/)![0]);
    await signIn(page, employee.login, OWN_PASSWORD);
    await page.goto(`${link.pathname}${link.search}`);
    const proposal = page.getByRole('region', { name: 'Prochain rendez-vous proposé' });
    await expect(proposal).toBeVisible();
    await proposal.getByRole('radio', { name: /à 15:00$/ }).check();
    await proposal.getByRole('button', { name: 'Choisir cet horaire' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Réserver ce rendez-vous ?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, { page: 'Mes rendez-vous', dialog: 'Réserver ce rendez-vous ?' });
    await confirm.getByRole('button', { name: 'Réserver' }).click();
    await expect(confirm).toBeHidden();
    await expect(proposal).toBeHidden();
    await expect(page.getByText('15:00 (60 min)')).toBeVisible();
  });
});
