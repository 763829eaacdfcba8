import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  companySchema,
  employeeCreateResponseSchema,
  homeParisWeekStart,
  parisWeekDays,
  paths,
  planningWeekResponseSchema,
  shiftParisWeek,
  slotStartAt,
  type PsychologistCategory,
} from '@parenthese/shared';
import { DEMO_PASSWORD, demo } from '../support/accounts';
import { accessibilityFindings, describeFindings, expectAccessible, type AccessibilityPlace } from '../support/accessibility';
import { bookByPhone, expect, OWN_PASSWORD, publishHour, test, type NewEmployee, type NewPsychologist } from '../support/fixtures';
import { resetLinkPathFor } from '../support/outbox';
import { createSession, signIn } from '../support/session';
import { acceptStaffInvitation } from '../support/staff-invitations';
import { readAnswer } from '../support/api';

/**
 * axe and HTML_CodeSniffer (pa11y's engine) on every route of every role, with its dialogs open (issue 27,
 * decision 0042): one test per audience, each page checked once it has shown its content, each dialog
 * once open. Findings are soft failures: a run lists every page and dialog that fails, with the rule and
 * the element (support/accessibility.ts).
 */

test.describe.configure({ mode: 'parallel' });

/** Opens a page and waits for its main heading, so that the engines see the page, not its skeleton. */
async function openPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Opens a dialog with its button, checks the page with it open, then closes it with Escape (nothing is sent). */
async function checkDialog(page: Page, opener: Locator, dialogName: string | RegExp, place: AccessibilityPlace, role: 'dialog' | 'alertdialog' = 'dialog') {
  await opener.click();
  const dialog = page.getByRole(role, { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, place);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The journey's own employee books an hour its own psychologist published next week (by phone). */
async function bookNextWeek(page: Page, employee: NewEmployee, psychologist: NewPsychologist, category: PsychologistCategory) {
  const start = slotStartAt(parisWeekDays(shiftParisWeek(homeParisWeekStart(new Date()), 1))[3], 10);
  return bookByPhone(page.request, employee, await publishHour(page.request, psychologist, start), category, 'Balayage accessibilité');
}

test('visitor pages and the pages of mailed links, with the sign-in dialog at each step, pass axe and HTML_CodeSniffer', async ({ page, newEmployee }) => {
  test.setTimeout(180_000);
  await openPage(page, paths.home, /./);
  await expectAccessible(page, { page: 'Accueil' });

  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
  await expectAccessible(page, { page: 'Accueil', dialog: 'Connexion' });
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('dialog', { name: 'Mot de passe oublié ?' })).toBeVisible();
  await expectAccessible(page, { page: 'Accueil', dialog: 'Mot de passe oublié ?' });

  // The code step of the sign-in dialog (a psychologist enrolled in the second factor); nothing is typed.
  await page.getByRole('dialog', { name: 'Mot de passe oublié ?' }).press('Escape');
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  const signInDialog = page.getByRole('dialog', { name: 'Connexion' });
  await signInDialog.getByLabel('Email ou identifiant').fill(demo.travail);
  await signInDialog.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await signInDialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('dialog', { name: 'Double authentification' })).toBeVisible();
  await expectAccessible(page, { page: 'Accueil', dialog: 'Double authentification' });
  await page.keyboard.press('Escape');

  await openPage(page, paths.contact, 'Demander une démonstration');
  await expectAccessible(page, { page: 'Demande de démonstration' });
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectAccessible(page, { page: 'Demande de démonstration, avec ses erreurs' });

  for (const [path, heading] of [
    [paths.privacy, 'Politique de confidentialité'],
    [paths.legalNotice, 'Mentions légales'],
    [paths.accessibility, 'Déclaration d’accessibilité'],
  ] as const) {
    await openPage(page, path, heading);
    await expectAccessible(page, { page: heading });
  }

  await openPage(page, '/nulle-part', 'Oops! Page not found');
  await expectAccessible(page, { page: 'Page introuvable' });

  // The pages of mailed links, with a link that is not (or no longer) valid.
  for (const [path, name] of [
    [paths.confirmEmailChange('Z'.repeat(43)), "Confirmation d'une nouvelle adresse"],
    [paths.refuseEmailChange('Z'.repeat(43)), "Refus d'un changement d'adresse"],
    [paths.acceptInvitation('Z'.repeat(43)), 'Invitation'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, { page: name });
  }

  await openPage(page, paths.resetPasswordWithoutToken, 'Lien invalide');
  await expectAccessible(page, { page: 'Réinitialisation sans lien valide' });

  const employee = await newEmployee();
  expect((await page.request.post('/api/account/password/reset/request', { data: { mail: employee.email, id: '' } })).status()).toBe(200);
  await openPage(page, await resetLinkPathFor(page.request, employee.email), 'Réinitialiser le mot de passe');
  await expectAccessible(page, { page: 'Réinitialisation du mot de passe' });
});

test('employee pages: profile, the booking wizard at each step, appointments, with their dialogs open', async ({ page, newEmployee, newPsychologist }) => {
  test.setTimeout(240_000);
  const employee = await newEmployee({ phoneNumber: '0612345678', credits: 3 });
  const psychologist = await newPsychologist({ category: 'Psychologue du travail' });
  await bookNextWeek(page, employee, psychologist, 'Psychologue du travail');
  await signIn(page, employee.login, OWN_PASSWORD);

  await openPage(page, paths.employeeProfile, 'Mon compte');
  await expect(page.getByRole('progressbar', { name: 'Crédits disponibles' })).toBeVisible();
  await expectAccessible(page, { page: 'Mon compte (salarié)' });
  await page.getByRole('button', { name: 'Modifier', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Annuler' })).toBeVisible();
  await expectAccessible(page, { page: 'Mon compte (salarié), en modification' });
  await page.getByRole('button', { name: 'Annuler' }).click();
  await checkDialog(page, page.getByRole('button', { name: 'Supprimer mon compte' }), 'Supprimer mon compte', { page: 'Mon compte (salarié)', dialog: 'Supprimer mon compte' });

  // The booking wizard, step by step, without confirming.
  await page.goto(paths.employeeBooking);
  await expect(page.getByRole('heading', { name: 'Détails du rendez-vous' })).toBeVisible();
  await expectAccessible(page, { page: 'Prendre rendez-vous, étape 1' });
  await page.getByRole('radio', { name: /Psychologue du travail/ }).check({ force: true });
  await page.getByRole('radio', { name: /^Téléphone/ }).check({ force: true });
  await page.getByLabel(/Message/).fill('Balayage accessibilité');
  const next = page.getByRole('button', { name: 'Suivant', exact: true });
  await next.click();
  await expect(page.getByRole('heading', { name: 'Choix du rendez-vous' })).toBeVisible();
  const availableDays = page.locator('button[aria-label$="créneaux disponibles"]');
  await expect(availableDays.first()).toBeVisible();
  await availableDays.first().click();
  await page
    .getByRole('radiogroup', { name: /^Créneaux du/ })
    .getByRole('radio')
    .first()
    .click();
  await expectAccessible(page, { page: 'Prendre rendez-vous, étape 2' });
  await next.click();
  await expect(page.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
  await expectAccessible(page, { page: 'Prendre rendez-vous, étape 3' });

  await page.goto(paths.employeeConsultations);
  await expect(page.getByRole('tab', { name: 'À venir (1)' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, { page: 'Mes rendez-vous, à venir' });
  await checkDialog(page, page.getByRole('button', { name: 'Annuler le rendez-vous' }), 'Annuler le rendez-vous', { page: 'Mes rendez-vous', dialog: 'Annuler le rendez-vous' }, 'alertdialog');
  await page.getByRole('tab', { name: /^Passés/ }).click();
  await expectAccessible(page, { page: 'Mes rendez-vous, passés' });

  // A past consultation to rate: the demo employee's (read only; rated by another journey, it shows its stars).
  await signIn(page, demo.employee);
  await page.goto(paths.employeeConsultations);
  await page.getByRole('tab', { name: /^Passés/ }).click();
  await expect(page.getByRole('tabpanel').filter({ hasText: 'Terminé' }).first()).toBeVisible();
  await expectAccessible(page, { page: 'Mes rendez-vous, passés, à évaluer' });
});

test('psychologist pages: profile, availability editor, calendar with a consultation open', async ({ page, newEmployee, newPsychologist }) => {
  test.setTimeout(240_000);
  const employee = await newEmployee({ phoneNumber: '0612345678' });
  const psychologist = await newPsychologist({ category: 'Psychologue clinicien' });
  const consultationId = await bookNextWeek(page, employee, psychologist, 'Psychologue clinicien');
  await signIn(page, psychologist.login, psychologist.password);

  await openPage(page, paths.psyProfile, 'Mon compte');
  await expectAccessible(page, { page: 'Mon compte (psychologue)' });
  await page.getByRole('button', { name: 'Modifier', exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Annuler' }).first()).toBeVisible();
  await expectAccessible(page, { page: 'Mon compte (psychologue), en modification' });
  await page.getByRole('button', { name: 'Annuler' }).first().click();
  await page.getByRole('button', { name: "Créer une adresse d'abonnement" }).click();
  await checkDialog(page, page.getByRole('button', { name: 'Créer une nouvelle adresse' }), /./, { page: 'Mon compte (psychologue)', dialog: 'Créer une nouvelle adresse' }, 'alertdialog');
  await checkDialog(page, page.getByRole('button', { name: "Désactiver l'abonnement" }), /./, { page: 'Mon compte (psychologue)', dialog: "Désactiver l'abonnement" }, 'alertdialog');

  await openPage(page, paths.psyWorkingHours, 'Plages de travail');
  await expect(page.getByRole('grid', { name: 'Plages de travail de la semaine' })).toBeVisible();
  await expectAccessible(page, { page: 'Plages de travail' });
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  const copyWeek = page.getByRole('button', { name: 'Appliquer à plusieurs semaines' });
  await expect(copyWeek).toBeEnabled();
  await checkDialog(page, copyWeek, 'Appliquer à plusieurs semaines', { page: 'Plages de travail', dialog: 'Appliquer à plusieurs semaines' });
  // An hour selected and not saved, then another week asked for: the editor asks first.
  await page.locator('[data-slot][data-state="free"]').first().click();
  await expect(page.getByText('Modifications non sauvegardées').first()).toBeVisible();
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Modifications non sauvegardées' });
  await expect(leave).toBeVisible();
  await expectAccessible(page, { page: 'Plages de travail', dialog: 'Modifications non sauvegardées' });
  await leave.getByRole('button', { name: 'Continuer sans sauvegarder' }).click();
  await expect(leave).toBeHidden();

  await openPage(page, paths.psyCalendar, 'Mes Rendez-vous');
  let monday = homeParisWeekStart(new Date());
  for (let weeks = 0; weeks < 3; weeks += 1) {
    const week = page.request.post('/api/planning/load', { headers: psychologist.headers, data: { startDate: monday.toISOString() } });
    const { consultations, weekStart } = await readAnswer(week, planningWeekResponseSchema, 'week');
    if (consultations.some((item) => item.meetingId === consultationId)) break;
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    monday = new Date(new Date(weekStart).getTime() + 8 * 24 * 3600 * 1000);
  }
  const consultation = page.getByRole('button', { name: /Psychologue clinicien .*, Téléphone/ }).first();
  await expect(consultation).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page, { page: 'Mes Rendez-vous (calendrier)' });
  await consultation.click();
  const dialog = page.getByRole('dialog', { name: 'Psychologue clinicien' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, { page: 'Mes Rendez-vous (calendrier)', dialog: 'Consultation' });
  await checkDialog(page, dialog.getByRole('button', { name: 'Refuser' }), 'Refuser ce rendez-vous ?', { page: 'Mes Rendez-vous (calendrier)', dialog: 'Refuser ce rendez-vous ?' }, 'alertdialog');
});

test('SITE administrator: every section, with its create, edit and import dialogs open', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, demo.siteAdmin);
  const place = (section: string, dialog?: string) => ({ page: `Administration › ${section}`, dialog });

  await openPage(page, paths.adminView('companies'), 'Administration');
  const firstCompany = page.getByRole('button', { name: /^Détails de l'entreprise / }).first();
  await expect(firstCompany).toBeVisible();
  await expectAccessible(page, place('Entreprises'));
  await checkDialog(page, page.getByRole('button', { name: /Ajouter une entreprise/ }), 'Créer une nouvelle entreprise', place('Entreprises', 'Créer une nouvelle entreprise'));
  await page
    .getByRole('button', { name: /^Modifier l'entreprise / })
    .first()
    .click();
  await expect(page.getByRole('form', { name: /^Modifier l'entreprise / })).toBeVisible();
  await expectAccessible(page, place('Entreprises, une carte en modification'));
  await page
    .getByRole('form', { name: /^Modifier l'entreprise / })
    .getByRole('button', { name: 'Annuler' })
    .click();
  await checkDialog(page, page.getByRole('button', { name: /^Supprimer l'entreprise / }).first(), /./, place('Entreprises', "Supprimer l'entreprise"), 'alertdialog');

  await firstCompany.click();
  await expect(page.getByRole('button', { name: 'Ajouter des employés' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page, place("Détail d'une entreprise, Salariés"));
  await checkDialog(page, page.getByRole('button', { name: 'Ajouter des employés' }), 'Ajouter des employés', place("Détail d'une entreprise", 'Ajouter des employés'));
  // The import tab, a file chosen: its preview of the rows (nothing is imported).
  await page.getByRole('button', { name: 'Ajouter des employés' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Ajouter des employés' });
  await addDialog.getByRole('tab', { name: 'Fichier CSV' }).click();
  await addDialog.locator('input[type="file"]').setInputFiles({
    name: 'salaries.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Prénom;Nom;Service;Poste\r\nÉloïse;Lefèvre;Logistique;Préparatrice\r\nNoël;Gérard;;\r\n', 'utf8'),
  });
  await expect(addDialog.getByRole('region', { name: 'Lignes du fichier' })).toContainText('Éloïse');
  await expectAccessible(page, place("Détail d'une entreprise", 'Ajouter des employés, import CSV avec aperçu'));
  await page.keyboard.press('Escape');
  await expect(addDialog).toBeHidden();
  await page.getByRole('link', { name: 'Rapport' }).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page, place("Détail d'une entreprise, Rapport"));

  await page.goto(paths.adminView('psychologists'));
  const psychologistEdit = page.getByRole('button', { name: /^Modifier (?!l')/ }).first();
  await expect(psychologistEdit).toBeVisible();
  await expectAccessible(page, place('Psychologues'));
  await checkDialog(page, page.getByRole('button', { name: /Ajouter un psychologue/ }), 'Ajouter un psychologue', place('Psychologues', 'Ajouter un psychologue'));
  await checkDialog(page, psychologistEdit, /^Modifier /, place('Psychologues', 'Modifier un psychologue'));

  await page.goto(paths.adminView('admins'));
  await expect(page.getByRole('button', { name: /^Modifier l'administrateur / }).first()).toBeVisible();
  await expectAccessible(page, place('Administrateurs'));
  await checkDialog(page, page.getByRole('button', { name: /Ajouter un administrateur/ }), 'Ajouter un administrateur', place('Administrateurs', 'Ajouter un administrateur'));

  await page.goto(paths.adminView('demo-requests'));
  await expect(page.getByRole('heading', { name: 'Demandes de démo' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page, place('Demandes de démo'));

  await page.goto(paths.adminView('account'));
  await expect(page.getByRole('heading', { name: /Double authentification/ }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page, place('Mon compte'));
  const endOthers = page.getByRole('button', { name: 'Déconnecter toutes les autres sessions' });
  if ((await endOthers.count()) > 0) await checkDialog(page, endOthers, 'Déconnecter toutes les autres sessions ?', place('Mon compte', 'Déconnecter toutes les autres sessions ?'), 'alertdialog');
});

test('TECH administrator: Super Admin (mails, maintenance), audit log and a psychologist billing page, with their dialogs open', async ({ page, newEmployee }) => {
  test.setTimeout(240_000);
  // A mail the TECH administrator may edit, whatever ran before: a company's low-credit alert, switched on at 100 %
  // for the journey's own company (an open kind, still stored without SMTP).
  const employee = await newEmployee();
  const adminHeaders = { Authorization: `Bearer ${(await createSession(page.request, demo.techAdmin)).token}` };
  const own = await readAnswer(page.request.get(`/api/admin/companies/get/${employee.companyId}`, { headers: adminHeaders }), companySchema, 'company');
  const alert = await page.request.post(`/api/admin/companies/update/${employee.companyId}`, {
    headers: adminHeaders,
    data: { ...own, triggerMailIfCreditsLow: true, amountOfCreditsToTriggerMail: 100 },
  });
  expect(alert.status(), await alert.text()).toBe(200);
  await signIn(page, demo.techAdmin);
  const place = (section: string, dialog?: string) => ({ page: `Administration › ${section}`, dialog });

  await openPage(page, paths.adminView('super-admin'), 'Administration');
  await expect(page.getByRole('heading', { name: 'Super Admin' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page, place('Super Admin'));
  await page.getByRole('button', { name: /Gestion des mails/ }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('article').first().getByRole('button', { name: 'Afficher le contenu' }).click();
  await expectAccessible(page, place('Super Admin, gestion des mails ouverte, un contenu affiché'));
  await checkDialog(page, page.getByRole('button', { name: /^Modifier : / }).first(), 'Modifier le brouillon', place('Super Admin', 'Modifier le brouillon'));

  await page.goto(paths.adminView('admins'));
  const editAdmin = page.getByRole('button', { name: /^Modifier l'administrateur /, disabled: false }).first();
  await expect(editAdmin).toBeVisible();
  await checkDialog(page, editAdmin, /^Modifier /, place('Administrateurs', 'Modifier un administrateur'));
  await checkDialog(
    page,
    page.getByRole('button', { name: /^Réinitialiser la double authentification de /, disabled: false }).first(),
    'Réinitialiser la double authentification ?',
    place('Administrateurs', 'Réinitialiser la double authentification ?'),
    'alertdialog',
  );

  await page.goto(paths.adminView('audit'));
  await expect(page.getByRole('heading', { name: "Journal d'audit" })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page, place("Journal d'audit"));

  const session = await createSession(page.request, demo.clinicien);
  const psychologistId = (JSON.parse(Buffer.from(session.token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;
  await page.goto(paths.psychologistBilling(psychologistId));
  await expect(page.getByRole('heading', { name: 'Claire Dubois' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page, { page: 'Facturation de Claire Dubois' });
  // Its upload and closing dialogs are swept by admin-billing.spec.ts, the journey that uploads the demo's one
  // invoice: once it has run (the journeys run in any order), no month here is left to upload.
});

test("new accounts: a psychologist's second-factor enrolment in the sign-in dialog, an employee's first connection page", async ({ page, request }) => {
  const admin = await createSession(request, demo.techAdmin);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const suffix = `${Date.now().toString(36)}${test.info().workerIndex}`;

  const mail = `psy.balayage.${suffix}@cabinet-psy.fr`;
  const created = await request.post('/api/admin/doctors/create', {
    headers,
    data: { adeliNumber: `69${String(randomInt(10_000_000)).padStart(7, '0')}`, firstName: 'Lou', lastName: 'Balayage', mail, phoneNumber: '0611223344', doctorCategories: ['Psychologue clinicien'] },
  });
  expect(created.status()).toBe(200);
  // Invited (issue 33): the psychologist chooses a password from the mailed link, then enrols at sign-in.
  const psychologistPassword = 'Balayage-Cabinet-26!';
  await acceptStaffInvitation(request, mail, psychologistPassword);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  const signInDialog = page.getByRole('dialog', { name: 'Connexion' });
  await signInDialog.getByLabel('Email ou identifiant').fill(mail);
  await signInDialog.getByLabel('Mot de passe', { exact: true }).fill(psychologistPassword);
  await signInDialog.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('dialog', { name: 'Activez la double authentification' })).toBeVisible();
  await expectAccessible(page, { page: 'Accueil', dialog: 'Activez la double authentification' });
  await page.keyboard.press('Escape');

  const company = await request.post('/api/admin/companies/create', {
    headers,
    data: {
      companyName: `Balayage ${suffix}`,
      companyMail: `rh.balayage.${suffix}@exemple.fr`,
      creditsAmount: 10,
      employeeAmountMax: 1,
      triggerMailIfCreditsLow: false,
      amountOfCreditsToTriggerMail: 0,
    },
  });
  const { companyId } = await readAnswer(company, companySchema, 'company');
  const added = request.post(`/api/admin/companies/${companyId}/employees/create/V2`, { headers, data: { employees: [{ firstName: 'Lou', lastName: 'Balayage' }] } });
  const [newcomer] = (await readAnswer(added, employeeCreateResponseSchema, 'employee')).employees;
  await signIn(page, newcomer.userName, newcomer.password);
  await page.goto(paths.firstConnection);
  await expect(page.getByLabel(/Adresse email/)).toBeVisible();
  await expectAccessible(page, { page: 'Première connexion' });
});

test('the sweep fails on what each engine finds: a field without a label, an image without text, a name that hides the visible text', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main><h1>Essai</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><form><input type="text"></form><button type="button" aria-label="Ouvrir le menu du compte">moi@demo.fr</button></main></body></html>',
  );
  const findings = await accessibilityFindings(page, { page: 'Essai' });
  const rules = findings.map((finding) => `${finding.engine} ${finding.rule}`);
  expect(rules, describeFindings(findings)).toEqual(expect.arrayContaining(['axe image-alt', 'axe label', 'axe label-content-name-mismatch']));
  expect(rules.some((rule) => rule.startsWith('HTML_CodeSniffer WCAG2AA.Principle1.Guideline1_1.1_1_1.H37'))).toBe(true);
});
