import type { Page } from '@playwright/test';
import { demo } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { bearer, createSession, signIn } from '../support/session';

const credits = (page: Page) => page.getByRole('progressbar', { name: 'Crédits disponibles' });

test.describe('employee journey', () => {
  test('demo.salarie books a video consultation, cancels it in time and gets the credit back, then rates a past one', async ({ page }) => {
    await signIn(page, demo.employee);
    await page.goto('/account/employee/profile');
    await expect(page.getByRole('heading', { name: 'Mon compte', exact: true })).toBeVisible();
    await expect(credits(page)).toHaveAttribute('aria-valuenow', '2');
    await expect(page.getByText("En cas d'urgence : 3114 (prévention du suicide), 15 ou 112")).toBeVisible();

    // Step 1: category, mode, message.
    await page.getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(page).toHaveURL(/\/employee\/appointment$/);
    await expect(page.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    const next = page.getByRole('button', { name: 'Suivant', exact: true });
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: /Psychologue du travail/ }).check({ force: true });
    await page.getByRole('radio', { name: /^Visioconférence/ }).check({ force: true });
    await page.getByLabel(/Message/).fill('Surcharge de travail depuis plusieurs semaines.');
    await next.click();

    // Step 2: a day at least three weekdays ahead, so cancelling stays more than 48 h before the start.
    await expect(page.getByRole('heading', { name: 'Choix du rendez-vous' })).toBeVisible();
    const availableDays = page.locator('button[aria-label$="créneaux disponibles"]');
    await expect(availableDays.first()).toBeVisible();
    const inThisMonth = await availableDays.count();
    if (inThisMonth >= 3) {
      await availableDays.nth(2).click();
    } else {
      await page.getByRole('button', { name: 'Mois suivant' }).click();
      await availableDays.nth(2 - inThisMonth).click();
    }
    const firstTime = page
      .getByRole('radiogroup', { name: /^Créneaux du/ })
      .getByRole('radio')
      .first();
    const chosenTime = (await firstTime.innerText()).trim();
    expect(chosenTime).toMatch(/^\d{2}:\d{2}$/);
    await firstTime.click();
    await next.click();

    // Step 3: summary and confirmation, then the 3 s redirect.
    await expect(page.getByRole('heading', { name: 'Récapitulatif' })).toBeVisible();
    await expect(page.getByText('Psychologue du travail')).toBeVisible();
    await expect(page.getByText(new RegExp(`^${chosenTime} - `))).toBeVisible();
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await expect(page.getByText('Rendez-vous enregistré').first()).toBeVisible();
    await expect(page).toHaveURL(/\/account\/employee\/appointments$/, { timeout: 8_000 });

    // Under 'À venir'.
    await expect(page.getByRole('tab', { name: 'À venir (1)' })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('tabpanel').filter({ hasText: 'Psychologue du travail' });
    await expect(card.getByText('À venir', { exact: true })).toBeVisible();
    await expect(card.getByText(`${chosenTime} (60 min)`)).toBeVisible();
    await expect(card.getByText('Surcharge de travail depuis plusieurs semaines.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Rejoindre' })).toBeDisabled();

    // The credit count drops.
    await page.getByRole('link', { name: 'Retour au profil' }).click();
    await expect(credits(page)).toHaveAttribute('aria-valuenow', '1');

    // Cancel more than 48 h ahead: no late warning, and the credit comes back.
    await page.getByRole('link', { name: 'Mes rendez-vous' }).click();
    await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('button', { name: 'Conserver' })).toBeVisible();
    await expect(dialog.getByText('Attention - Annulation tardive')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    await expect(page.getByText('Rendez-vous annulé').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'À venir (0)' })).toBeVisible();
    await expect(page.getByText('Aucun rendez-vous à venir')).toBeVisible();
    await page.getByRole('link', { name: 'Retour au profil' }).click();
    await expect(credits(page)).toHaveAttribute('aria-valuenow', '2');

    // The seeded past consultation gets rated.
    await page.getByRole('link', { name: 'Mes rendez-vous' }).click();
    await page.getByRole('tab', { name: /^Passés/ }).click();
    const pastCard = page.getByRole('tabpanel').filter({ hasText: 'Terminé' }).filter({ hasText: 'Psychologue clinicien' });
    await expect(pastCard.getByText('Évaluer cette consultation :')).toBeVisible();
    await pastCard.getByRole('radio', { name: '4 étoiles sur 5' }).check({ force: true });
    await pastCard.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Évaluation envoyée').first()).toBeVisible();
    await expect(pastCard.getByRole('img', { name: '4 étoiles sur 5' })).toBeVisible();
  });

  test('the psychologist sees a booking without the employee identity', async ({ request, newEmployee }) => {
    const own = await newEmployee({ firstName: 'Hugo', lastName: 'Petit' });
    const employee = await createSession(request, own.login, own.password);
    const now = new Date();
    const found = await request.post('/api/employee-service/meeting/find', {
      headers: bearer(employee),
      data: { doctorCategoryName: 'Psychologue du travail', meetingType: 'TEAMS', startDate: now.toISOString(), endDate: new Date(now.getTime() + 30 * 86_400_000).toISOString() },
    });
    expect(found.status()).toBe(200);
    const slots = Object.values((await found.json()).meetingsData as Record<string, { meetingId: string; startDate: string }[]>).flat();
    const slot = slots.sort((first, second) => first.startDate.localeCompare(second.startDate))[0];
    const booked = await request.post('/api/employee-service/meeting/create', {
      headers: bearer(employee),
      data: { meetingType: 'TEAMS', meetingId: slot.meetingId, doctorCategoryName: 'Psychologue du travail', subject: 'Besoin de parler' },
    });
    expect(booked.status()).toBe(200);

    // The week (Monday, Paris) of the booking, as the psychologist's calendar asks for it.
    const start = new Date(slot.startDate);
    const monday = new Date(start);
    monday.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
    monday.setUTCHours(0, 0, 0, 0);
    const psychologist = await createSession(request, demo.travail);
    const planning = await request.post('/api/planning/load', { headers: bearer(psychologist), data: { startDate: monday.toISOString() } });
    expect(planning.status()).toBe(200);
    const text = await planning.text();
    expect(text).toContain(slot.meetingId);
    expect(text).toContain('Besoin de parler');
    for (const identity of ['Hugo', 'Petit', own.login, own.email]) expect(text).not.toContain(identity);
  });
});
