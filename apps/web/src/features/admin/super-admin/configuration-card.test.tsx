import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSettings } from '@parenthese/shared';
import type { HttpHandler } from 'msw';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { me } from '../billing/test-fixtures';
import { signInAsAdmin } from '../companies/test-fixtures';
import { ConfigurationCard } from './configuration-card';

const settings = (overrides: Partial<AdminSettings> = {}): AdminSettings => ({
  consultationPriceCents: 8000,
  defaultConsultationPriceCents: 8000,
  bookingWindowMonths: 3,
  lateCancellationHours: 48,
  joinWindowMinutes: 15,
  consultationLengthMinutes: 60,
  isSmtpEnabled: false,
  videoProvider: 'jitsi',
  ...overrides,
});

function renderCard(routes: HttpHandler[], adminRole: 'SITE' | 'TECH' = 'TECH') {
  serveApi(apiHandler('GET', '/api/admin/admins/get/me', me(adminRole)), ...routes);
  renderWithProviders(<ConfigurationCard />);
  return { user: userEvent.setup() };
}

beforeEach(signInAsAdmin);

const priceField = () => screen.getByRole('spinbutton', { name: "Nouveau prix d'une consultation (€)" });

describe('ConfigurationCard', () => {
  it('shows the settings in force', async () => {
    renderCard([apiHandler('GET', '/api/admin/settings', settings(), { delayMs: 20 })]);
    expect(screen.getByText('Chargement de la configuration...')).toBeInTheDocument();
    expect(await screen.findByText('80 € (valeur par défaut)')).toBeInTheDocument();
    expect(screen.getByText('Du lendemain à 3 mois, du lundi au vendredi')).toBeInTheDocument();
    expect(screen.getByText('Moins de 48 h avant : consultation facturée')).toBeInTheDocument();
    expect(screen.getByText("Désactivé : les mails restent dans la boîte d'envoi")).toBeInTheDocument();
    expect(screen.getByText('Jitsi Meet')).toBeInTheDocument();
  });

  it('refuses an amount out of 1 to 1000 € in French, then sends a valid one', async () => {
    const { user } = renderCard([apiHandler('GET', '/api/admin/settings', settings()), apiHandler('PUT', '/api/admin/settings/consultation-price', settings({ consultationPriceCents: 9550 }))]);
    await screen.findByText('80 € (valeur par défaut)');
    await vi.waitFor(() => expect(priceField()).toBeEnabled(), { timeout: 5_000 });
    await user.clear(priceField());
    await user.type(priceField(), '1200');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le prix' }));
    expect(await screen.findByText("Le prix d'une consultation doit être un montant entre 1 € et 1 000 €")).toBeInTheDocument();
    expect(apiCalls().some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(priceField());
    await user.type(priceField(), '95.5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le prix' }));
    expect(await screen.findByText('Prix mis à jour')).toBeInTheDocument();
    expect(apiCalls().find((call) => call.method === 'PUT')?.body).toEqual({ consultationPriceEuros: 95.5 });
    expect(screen.getByText('95,50 €')).toBeInTheDocument();
  });

  it('puts a server refusal under the field', async () => {
    const { user } = renderCard([
      apiHandler('GET', '/api/admin/settings', settings()),
      apiHandler('PUT', '/api/admin/settings/consultation-price', apiError(400, 'Refusé par le serveur', { consultationPriceEuros: 'Refusé par le serveur' })),
    ]);
    await screen.findByText('80 € (valeur par défaut)');
    await vi.waitFor(() => expect(priceField()).toBeEnabled(), { timeout: 5_000 });
    await user.click(screen.getByRole('button', { name: 'Enregistrer le prix' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refusé par le serveur');
  });

  it('says the configuration is for technical administrators when the server refuses', async () => {
    renderCard([apiHandler('GET', '/api/admin/settings', apiError(403, 'Accès réservé aux administrateurs techniques.'))], 'SITE');
    expect(await screen.findByText('Accès réservé aux administrateurs techniques')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it('shows a load error with Réessayer', async () => {
    const { user } = renderCard([apiHandler('GET', '/api/admin/settings', apiError(500, 'Une erreur interne est survenue.'))]);
    expect(await screen.findByText('Erreur lors du chargement de la configuration')).toBeInTheDocument();
    serveApi(apiHandler('GET', '/api/admin/settings', settings()));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('80 € (valeur par défaut)')).toBeInTheDocument();
  });
});
