import { bookingMonths, parisWeekDays, paths, slotStartAt, startOfParisDay, waitingListMessages, waitingWeeks, type PsychologistCategory } from '@parenthese/shared';
import { expectAccessible } from '../support/accessibility';
import { expect, OWN_PASSWORD, publishHour, test } from '../support/fixtures';
import { newestPrintedMail } from '../support/outbox';
import { signIn } from '../support/session';

/**
 * The waiting list (issue 35, decision 0067): with nothing free in a week, the employee asks to be told;
 * an hour published there sends one discreet mail whose link books it. Each size its own category: the
 * two run side by side, and a waiter of one must not be offered the other's hour.
 */
const viewports: { name: string; size: { width: number; height: number }; category: PsychologistCategory }[] = [
  { name: '1280 px', size: { width: 1280, height: 800 }, category: 'Neuropsychologue' },
  { name: '375 px', size: { width: 375, height: 740 }, category: 'Psychologue social' },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('an employee waits for a week with nothing free, is told of a published hour and books it from the mail', async ({ page, newEmployee, newPsychologist }) => {
      // The mail waits for the waiting list's job, and two accessibility checks: more than the default minute under load.
      test.slow();
      // The demo psychologists publish three weeks ahead and no other journey uses these categories: the
      // booking window's third month is empty. The employee waits for its first week.
      const emptyMonth = bookingMonths(new Date())[2];
      const weekStart = waitingWeeks(new Date()).find((monday) => monday.startsWith(emptyMonth))!;
      const employee = await newEmployee({ phoneNumber: '0612345678' });
      const psychologist = await newPsychologist({ category: viewport.category });

      await signIn(page, employee.login, OWN_PASSWORD);
      await page.goto(paths.employeeBooking);
      await page.getByRole('radio', { name: new RegExp(viewport.category) }).check({ force: true });
      await page.getByRole('radio', { name: /^Téléphone/ }).check({ force: true });
      await page.getByRole('button', { name: 'Suivant', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Choix du rendez-vous' })).toBeVisible();
      const waitingList = page.getByRole('region', { name: 'Me prévenir quand un créneau se libère' });
      for (let months = 0; months < 2; months += 1) {
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.getByRole('button', { name: 'Mois suivant' }).click();
      }
      await expect(waitingList).toBeVisible();
      await waitingList.getByLabel('Période').selectOption(weekStart);
      await waitingList.getByRole('button', { name: 'Me prévenir' }).click();
      await expect(waitingList.getByText(waitingListMessages.subscribed)).toBeVisible();
      await expectAccessible(page, { page: 'Prendre rendez-vous', dialog: 'Me prévenir quand un créneau se libère' });

      // The psychologist publishes a Tuesday hour of that week: the waiter is mailed, discreetly.
      const freedAt = slotStartAt(parisWeekDays(startOfParisDay(weekStart))[1], 10);
      await publishHour(page.request, psychologist, freedAt);
      const mail = await newestPrintedMail(employee.email, 'waiting-list-slot-free', (block) => block.includes('/employee/waiting-list/'));
      expect(mail).not.toMatch(/Objet : .*(psycholog|consultation)/i);
      const link = new URL(mail.match(/https?:\/\/\S+\/employee\/waiting-list\/[\w-]+/)![0]);

      await page.goto(link.pathname);
      await expect(page.getByRole('heading', { name: 'Créneau libéré' })).toBeVisible();
      await expectAccessible(page, { page: 'Créneau libéré' });
      await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
      await expect(page.getByText(/^Rendez-vous réservé le .* à 10 h 00\.$/)).toBeVisible();

      // Booked: the same link now answers a French refusal and the way back to the wizard.
      await page.reload();
      await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
      await expect(page.getByRole('link', { name: 'Choisir un autre créneau' })).toBeVisible();
      const meetings = await page.request.get('/api/employee-service/meeting/load', { headers: employee.headers });
      expect((await meetings.json()).meetings).toContainEqual(expect.objectContaining({ startDate: freedAt.toISOString(), meetingStatus: 'BOOKED' }));
    });
  });
}
