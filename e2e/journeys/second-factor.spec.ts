import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { paths } from '@parenthese/shared';
import { demo } from '../support/accounts';
import { nextCodeOf } from '../support/second-factor';
import { bearer, createSession } from '../support/session';
import { enrolThroughDialog, signOutThroughMenu } from '../support/sign-in';
import { acceptStaffInvitation } from '../support/staff-invitations';

/** Issue 22, « Done when »: each staff kind enrols, signs in with password then code, and spends a recovery code once. */
const OWN_PASSWORD = 'Cabinet-Double-2026!';

type NewStaff = { login: string; landing: RegExp };

/**
 * A TECH administrator creates the account through the API and its owner follows the mailed invitation
 * (issue 33), choosing OWN_PASSWORD: the account is not enrolled yet.
 */
async function createStaff(page: Page, kind: 'SITE' | 'DOCTOR'): Promise<NewStaff> {
  const headers = bearer(await createSession(page.request, demo.techAdmin));
  const suffix = `${Date.now()}`.slice(-7);
  if (kind === 'DOCTOR') {
    const mail = `psy.double.${suffix}@cabinet-psy.fr`;
    const response = await page.request.post('/api/admin/doctors/create', {
      headers,
      data: { adeliNumber: `69${suffix}`, firstName: 'Inès', lastName: 'Double', mail, doctorCategories: ['Psychologue du travail'] },
    });
    expect(response.status(), await response.text()).toBe(200);
    await acceptStaffInvitation(page.request, mail, OWN_PASSWORD);
    return { login: mail, landing: /\/account\/psy\/profile$/ };
  }
  const mail = `admin.double.${kind.toLowerCase()}.${suffix}@demo.fr`;
  const response = await page.request.post('/api/admin/admins/create', { headers, data: { mail, firstName: 'Jules', lastName: `Double ${kind}`, phoneNumber: '', adminRole: kind } });
  expect(response.status(), await response.text()).toBe(200);
  await acceptStaffInvitation(page.request, mail, OWN_PASSWORD);
  return { login: mail, landing: /\/account\/admin/ };
}

async function typePassword(page: Page, login: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion' });
  await dialog.getByLabel('Email ou identifiant').fill(login);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Se connecter' }).click();
}

/** The same step at a phone's and a laptop's width, for a person to look at. */
async function screenshotAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(width);
  }
}

// A new TECH administrator needs a second, established TECH's approval first (issue 33): staff-invitations.test.ts covers it in the API.
for (const kind of ['SITE', 'DOCTOR'] as const) {
  test(`${kind === 'DOCTOR' ? 'a psychologist' : `a ${kind} administrator`} enrols, signs in with a code, and spends a recovery code once`, async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const staff = await createStaff(page, kind);
    await page.goto('/');

    // First sign-in: the password, then the enrolment (required before going further), from the secret shown on screen.
    await typePassword(page, staff.login, OWN_PASSWORD);
    const enrolDialog = page.getByRole('dialog', { name: 'Activez la double authentification' });
    await expect(enrolDialog.getByAltText("QR code à scanner avec votre application d'authentification")).toBeVisible();
    await expect(enrolDialog.getByTestId('second-factor-secret')).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    if (kind === 'DOCTOR') await screenshotAtBothWidths(page, testInfo, 'enrolment-step');
    const recoveryCodes = await enrolThroughDialog(page, staff.login);

    // The password was chosen from the invitation: no first connection, the account's own page, then « Déconnexion ».
    await expect(page).toHaveURL(staff.landing);
    await signOutThroughMenu(page);

    // Password, then the code of the app.
    await typePassword(page, staff.login, OWN_PASSWORD);
    const codeDialog = page.getByRole('dialog', { name: 'Double authentification', exact: true });
    const codeField = codeDialog.getByLabel('Code à 6 chiffres');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    if (kind === 'DOCTOR') await screenshotAtBothWidths(page, testInfo, 'code-step');
    /** The dialog closed on the account's landing page, then « Déconnexion ». */
    const expectSignedInThenSignOut = async () => {
      await expect(codeDialog).toBeHidden();
      await expect(page).toHaveURL(staff.landing);
      await signOutThroughMenu(page);
    };
    /** The password, then a recovery code instead of the app's code. */
    const signInWithRecoveryCode = async (recoveryCode: string) => {
      await typePassword(page, staff.login, OWN_PASSWORD);
      await codeDialog.getByRole('button', { name: 'Utiliser un code de secours' }).click();
      await codeDialog.getByLabel('Code de secours').fill(recoveryCode);
      await codeDialog.getByRole('button', { name: 'Valider' }).click();
    };
    await codeField.fill(await nextCodeOf(staff.login));
    await codeDialog.getByRole('button', { name: 'Valider' }).click();
    await expectSignedInThenSignOut();

    // A recovery code instead of the code: once.
    await signInWithRecoveryCode(recoveryCodes[0]);
    await expectSignedInThenSignOut();

    // The same recovery code a second time: refused, in French, and nobody is signed in.
    await signInWithRecoveryCode(recoveryCodes[0]);
    await expect(codeDialog.getByText('Code de secours invalide ou déjà utilisé.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // Another one still opens the account, and « Mon compte » then counts eight codes left.
    await codeDialog.getByLabel('Code de secours').fill(recoveryCodes[1]);
    await codeDialog.getByRole('button', { name: 'Valider' }).click();
    await expect(codeDialog).toBeHidden();
    await page.goto(kind === 'DOCTOR' ? paths.psyProfile : paths.adminView('account'));
    await expect(page.getByText('Il vous reste 8 codes de secours.')).toBeVisible();
  });
}
