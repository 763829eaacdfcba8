import { companySchema, paths } from '@parenthese/shared';
import { demo } from '../support/accounts';
import { expect, OWN_PASSWORD, test } from '../support/fixtures';
import { linkPathInNewestMail } from '../support/outbox';
import { bearer, createSession, signIn } from '../support/session';
import { readAnswer } from '../support/api';

/**
 * Issue 24, invitations by email: a TECH admin adds an employee with a work email from the manual
 * form; the employee follows the link mailed to them (read from the outbox), chooses a password and
 * lands signed in in their space; the company's table then says « Activé ».
 */
test('a TECH admin invites an employee by email; the employee follows the mailed link, sets a password and lands in their space', async ({ page, browser, request }) => {
  const suffix = `${test.info().workerIndex}${Date.now().toString(36)}`;
  const companyName = `Invitations ${suffix}`;
  const email = `ines.invitee.${suffix}@atelier.fr`;
  const admin = bearer(await createSession(request, demo.techAdmin));
  const created = await request.post('/api/admin/companies/create', {
    headers: admin,
    data: { companyName, companyMail: `rh.${suffix}@atelier.fr`, creditsAmount: 10, employeeAmountMax: 2, triggerMailIfCreditsLow: false, amountOfCreditsToTriggerMail: 0 },
  });
  const { companyId } = await readAnswer(created, companySchema, 'company');

  // The administrator adds the employee with a work email: no password to hand over.
  await signIn(page, demo.techAdmin);
  await page.goto(`${paths.adminView('companies')}&company=${companyId}`);
  await page.getByRole('button', { name: 'Ajouter des employés' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter des employés' });
  const row = dialog.getByRole('group', { name: 'Employé 1' });
  await row.getByLabel('Prénom').fill('Inès');
  await row.getByLabel(/^Nom/).fill('Invitée');
  await row.getByLabel('E-mail professionnel').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Ajouter les employés' }).click();
  await expect(dialog.getByText(`Invitation envoyée à ${email}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Copier le mot de passe/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Terminé' }).click();
  const table = page.getByRole('table', { name: `Employés de ${companyName}` });
  const employeeRow = table.getByRole('row').filter({ hasText: 'Inès Invitée' });
  await expect(employeeRow.getByText(/^Invité le /)).toBeVisible();
  await expect(employeeRow.getByRole('button', { name: "Renvoyer l'invitation de Inès Invitée" })).toBeVisible();

  // The employee, in a browser of their own, follows the mailed link.
  const linkPath = await linkPathInNewestMail(email, 'employee-invitation', 'invitation');
  const employeeContext = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const employeePage = await employeeContext.newPage();
  await employeePage.goto(linkPath);
  await expect(employeePage.getByRole('heading', { name: 'Activer mon compte' })).toBeVisible();
  const emailField = employeePage.getByLabel('Adresse email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await employeePage.getByLabel('Nouveau mot de passe').fill(OWN_PASSWORD);
  await employeePage.getByLabel('Confirmer le mot de passe').fill(OWN_PASSWORD);
  await employeePage.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(employeePage).toHaveURL(new RegExp(`${paths.employeeProfile}$`));
  await expect(employeePage.getByText('Compte activé', { exact: true })).toBeVisible();
  await expect(employeePage.getByRole('heading', { level: 1 })).toBeVisible();

  // The link is spent: opened again, it says the account is already active.
  await employeePage.goto(linkPath);
  await expect(employeePage.getByRole('heading', { name: 'Compte déjà activé' })).toBeVisible();
  await employeeContext.close();

  // The administrator sees « Activé », and nothing more of it.
  await page.reload();
  await expect(table.getByRole('row').filter({ hasText: 'Inès Invitée' }).getByText('Activé', { exact: true })).toBeVisible();
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: 'Inès Invitée' })
      .getByRole('button', { name: /Renvoyer/ }),
  ).toHaveCount(0);
});
