import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { findLoadedDialog } from '@/test/on-demand';
import userEvent from '@testing-library/user-event';
import { backupMessages, type MaintenanceReport, type OutboxMail } from '@parenthese/shared';
import type { HttpHandler } from 'msw';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { pageOf, signInAsAdmin } from '../companies/test-fixtures';
import { SuperAdminView } from './super-admin-view';

const mailsPath = '/api/admin/mails';
const maintenancePath = '/api/admin/maintenance';
const report: MaintenanceReport = {
  database: { kind: 'PGlite', version: '17.4' },
  migrations: { applied: 4, latest: '0003_audit_log_actor_index' },
  mails: { waiting: 3, failed: 1 },
  uploads: { bytes: 1_572_864 },
  dataRetention: {
    nextRunAt: '2026-11-25T02:15:00.000Z',
    steps: [
      {
        step: 'motives',
        label: 'Motifs des consultations',
        periodDays: 30,
        lastRun: { startedAt: '2026-11-24T02:15:00.000Z', finishedAt: '2026-11-24T02:15:02.000Z', erasedCount: 12, isFailed: false },
      },
      { step: 'mail-bodies', label: 'Contenu des mails', periodDays: 30, lastRun: { startedAt: '2026-11-24T02:15:02.000Z', finishedAt: '2026-11-24T02:15:03.000Z', erasedCount: 4, isFailed: true } },
      { step: 'audit-rows', label: "Journal d'audit", periodDays: 365, lastRun: null },
    ],
  },
  backups: { isConfigured: true, last: { createdAt: '2026-11-24T01:30:04.000Z', bytes: 5_767_168 }, keep: 14 },
};

const aMail = (overrides: Partial<OutboxMail> = {}): OutboxMail => ({
  id: '11111111-0000-4000-8000-000000000001',
  kind: 'contact-ack',
  visibility: 'full',
  subject: 'Votre demande de démonstration',
  fromAddress: 'Parenthèse <ne-pas-repondre@parenthese.fr>',
  toAddress: 'rh@client.fr',
  content: 'Bonjour, nous avons bien reçu votre demande.',
  status: 'STORED',
  attempts: 0,
  nextAttemptAt: null,
  error: null,
  isDayOnly: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  attachmentName: null,
  isEditable: true,
  contentErasedAt: null,
  ...overrides,
});
const resetMail = aMail({
  id: '22222222-0000-4000-8000-000000000002',
  kind: 'password-reset',
  visibility: 'masked',
  subject: 'Réinitialisation de votre mot de passe Parenthèse',
  toAddress: 'd***@demo.fr',
  content: null,
  status: 'SENT',
  sentAt: '2026-11-20T10:05:00.000Z',
  isEditable: false,
});
const consultationMail = aMail({
  id: '33333333-0000-4000-8000-000000000003',
  kind: 'appointment-cancelled',
  visibility: 'confidential',
  subject: null,
  toAddress: null,
  content: null,
  status: 'FAILED',
  attempts: 14,
  isEditable: false,
  // Its dates come as days (decision 0045).
  isDayOnly: true,
  createdAt: '2026-11-20',
});
const failedMail = aMail({
  id: '44444444-0000-4000-8000-000000000004',
  subject: 'Alerte crédits',
  kind: 'company-low-credits',
  status: 'FAILED',
  attempts: 1,
  error: '550 Mailbox unavailable',
  isEditable: false,
});
const waitingMail = aMail({
  id: '55555555-0000-4000-8000-000000000005',
  subject: 'Merci pour votre demande',
  status: 'PENDING',
  attempts: 2,
  nextAttemptAt: '2026-11-20T10:04:00.000Z',
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  isEditable: false,
});

function renderView(...handlers: HttpHandler[]) {
  // The configuration card's reads are tested on their own: here they fail, as a missing route would.
  serveApi(apiHandler('GET', '/api/admin/admins/get/me', apiError(404, 'introuvable')), apiHandler('GET', '/api/admin/settings', apiError(404, 'introuvable')), ...handlers);
  renderWithProviders(<SuperAdminView />, { path: '/account/admin', route: '/account/admin?view=super-admin' });
  return userEvent.setup();
}
async function openMails(user: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('button', { name: /Gestion des mails/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
}

beforeEach(signInAsAdmin);

// These tests type into forms; on a loaded two-core machine that outlasts the default 5 s.
describe('SuperAdminView', { timeout: 20_000 }, () => {
  it('shows the three cards and the real maintenance figures', async () => {
    renderView(apiHandler('GET', maintenancePath, report));
    expect(screen.getByRole('heading', { name: 'Super Admin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maintenance système' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Configuration globale' })).toBeInTheDocument();
    expect(await screen.findByText('PGlite 17.4')).toBeInTheDocument();
    expect(screen.getByText('Migrations appliquées').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Dernière migration').nextSibling).toHaveTextContent('0003_audit_log_actor_index');
    expect(screen.getByText('Mails en attente').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Mails en échec').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Fichiers déposés (disque)').nextSibling).toHaveTextContent('1,5 Mo');
  });

  it('says the uploaded files are in the database on PostgreSQL', async () => {
    renderView(apiHandler('GET', maintenancePath, { ...report, database: { kind: 'PostgreSQL', version: '17.2' } }));
    expect(await screen.findByText('PostgreSQL 17.2')).toBeInTheDocument();
    expect(screen.getByText('Fichiers déposés (dans la base)').nextSibling).toHaveTextContent('1,5 Mo');
  });

  it('shows the last backup and « Lancer une sauvegarde » queues one, its answer read out', async () => {
    const user = renderView(apiHandler('GET', maintenancePath, report), apiHandler('POST', '/api/admin/maintenance/backups', { message: backupMessages.queued }));
    const section = await screen.findByRole('region', { name: 'Sauvegardes' });
    expect(within(section).getByText('Dernière sauvegarde').nextSibling).toHaveTextContent('24 nov. 2026 à 02:30 (5,5 Mo)');
    await user.click(within(section).getByRole('button', { name: backupMessages.start }));
    expect(await within(section).findByRole('status')).toHaveTextContent(backupMessages.queued);
    expect(apiCalls().some((call) => call.method === 'POST' && call.url.endsWith('/api/admin/maintenance/backups'))).toBe(true);
  });

  it('says « Aucune sauvegarde » before the first', async () => {
    renderView(apiHandler('GET', maintenancePath, { ...report, backups: { isConfigured: true, last: null, keep: 14 } }));
    const section = await screen.findByRole('region', { name: 'Sauvegardes' });
    expect(within(section).getByText('Dernière sauvegarde').nextSibling).toHaveTextContent(backupMessages.none);
  });

  it('says « Sauvegardes non configurées » without BACKUP_KEY, with no button', async () => {
    renderView(apiHandler('GET', maintenancePath, { ...report, backups: { isConfigured: false, last: null, keep: 14 } }));
    const unconfigured = await screen.findByRole('region', { name: 'Sauvegardes' });
    expect(within(unconfigured).getByText(backupMessages.notConfigured)).toBeInTheDocument();
    expect(within(unconfigured).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when a backup cannot be started', async () => {
    const user = renderView(
      apiHandler('GET', maintenancePath, report),
      apiHandler('POST', '/api/admin/maintenance/backups', apiError(409, `${backupMessages.notConfigured} : définissez BACKUP_KEY sur le serveur.`)),
    );
    const section = await screen.findByRole('region', { name: 'Sauvegardes' });
    await user.click(within(section).getByRole('button', { name: backupMessages.start }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(/définissez BACKUP_KEY/);
  });

  it('shows the retention steps as a table: period, last run (Paris time) and counts, « Jamais exécuté » when none', async () => {
    renderView(apiHandler('GET', maintenancePath, report));
    const table = await screen.findByRole('table', { name: /Traitements de conservation des données/ });
    expect(screen.getByRole('heading', { name: 'Conservation des données' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Traitement', 'Durée', 'Dernier passage', 'Effacés']);
    const rowOf = (label: string) => within(table).getByRole('row', { name: new RegExp(label) });
    expect(rowOf('Motifs des consultations')).toHaveTextContent(/30 jours24 nov\. 2026 à 03:1512$/);
    expect(rowOf('Contenu des mails')).toHaveTextContent(/interrompu.*4/);
    expect(rowOf("Journal d'audit")).toHaveTextContent(/365 jours.*Jamais exécuté/);
    expect(screen.getByText(/Prochain passage le 25 nov\. 2026 à 03:15/)).toBeInTheDocument();
  });

  it('shows a mail erased by the retention job as such, with no content and no way to send it', async () => {
    const erased = aMail({ subject: 'Alerte ancienne', status: 'FAILED', content: null, isEditable: false, contentErasedAt: '2026-11-24T02:15:00.000Z' });
    const user = renderView(apiHandler('GET', maintenancePath, report), apiHandler('GET', mailsPath, pageOf([erased])));
    await openMails(user);
    const article = await screen.findByRole('article', { name: 'Alerte ancienne' });
    await user.click(within(article).getByRole('button', { name: 'Afficher le contenu' }));
    expect(within(article).getByText('Contenu effacé le 24 nov. 2026 à 03:15 : la durée de conservation des mails est passée.')).toBeVisible();
    expect(within(article).getByRole('button', { name: /Réessayer/ })).toBeDisabled();
    expect(within(article).getByRole('group', { name: /Son contenu a été effacé/ })).toBeInTheDocument();
  });

  it('names the file a mail carries, and offers no edit of it', async () => {
    const withReport = aMail({ subject: 'Rapport d’utilisation d’octobre 2026', kind: 'company-usage-report', attachmentName: 'rapport_acme_2026-10.pdf', isEditable: false });
    const user = renderView(apiHandler('GET', maintenancePath, report), apiHandler('GET', mailsPath, pageOf([withReport, aMail()])));
    await openMails(user);
    const article = await screen.findByRole('article', { name: 'Rapport d’utilisation d’octobre 2026' });
    expect(within(article).getByText('Pièce jointe').nextElementSibling).toHaveTextContent('rapport_acme_2026-10.pdf');
    expect(within(article).queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
    expect(within(await screen.findByRole('article', { name: 'Votre demande de démonstration' })).queryByText('Pièce jointe')).not.toBeInTheDocument();
  });

  it('lists mails as the server presents them: full, masked reset, confidential consultation, with their delivery state', async () => {
    const user = renderView(apiHandler('GET', maintenancePath, report), apiHandler('GET', mailsPath, pageOf([aMail(), resetMail, consultationMail, waitingMail])));
    await openMails(user);
    const draft = await screen.findByRole('article', { name: 'Votre demande de démonstration' });
    expect(within(draft).getByText('rh@client.fr')).toBeInTheDocument();
    expect(within(draft).getByText('Conservé')).toBeInTheDocument();
    expect(within(draft).getByText(/aucun serveur d’envoi n’est configuré/)).toBeInTheDocument();

    const waiting = screen.getByRole('article', { name: 'Merci pour votre demande' });
    expect(within(waiting).getByText('En attente')).toBeInTheDocument();
    expect(within(waiting).getByText(/En attente après 2 tentatives · prochain essai le 20 nov\. 2026 à \d\d:04/)).toBeInTheDocument();
    expect(within(waiting).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: /Envoyer maintenant/ })).toBeEnabled();
    await user.click(within(draft).getByRole('button', { name: 'Afficher le contenu' }));
    expect(within(draft).getByText('Bonjour, nous avons bien reçu votre demande.')).toBeVisible();

    const reset = screen.getByRole('article', { name: 'Réinitialisation de votre mot de passe Parenthèse' });
    expect(within(reset).getByText('d***@demo.fr')).toBeInTheDocument();
    expect(within(reset).queryByRole('button', { name: /Modifier/ })).not.toBeInTheDocument();
    await user.click(within(reset).getByRole('button', { name: 'Afficher le contenu' }));
    expect(within(reset).getByText(/Contenu masqué/)).toBeVisible();
    // Sent: 'Envoyer maintenant' is disabled and says why.
    expect(within(reset).getByRole('button', { name: /Envoyer maintenant/ })).toBeDisabled();
    expect(within(reset).getByRole('group', { name: /Ce mail a déjà été envoyé/ })).toBeInTheDocument();

    const consultation = screen.getByRole('article', { name: 'Rendez-vous annulé (objet confidentiel)' });
    expect(within(consultation).getByText('Masqué (confidentiel)')).toBeInTheDocument();
    expect(within(consultation).getByText('Échec')).toBeInTheDocument();
    expect(within(consultation).getByText('Échec après 14 tentatives.')).toBeInTheDocument();
    expect(within(consultation).getByText(/détail masqué/)).toBeInTheDocument();
    // The day it was written, never the time.
    expect(within(consultation).getByText('Créé le 20 nov. 2026')).toBeInTheDocument();
    expect(within(consultation).queryByText(/ à \d/)).not.toBeInTheDocument();
  });

  it('puts a mail back in the queue, shows a failed mail with its error and retries it', async () => {
    const user = renderView(
      apiHandler('GET', maintenancePath, report),
      apiHandler('GET', mailsPath, pageOf([aMail(), failedMail])),
      apiHandler('POST', `/api/admin/mails/${aMail().id}/send`, aMail({ status: 'PENDING', nextAttemptAt: '2026-11-20T10:00:00.000Z', isEditable: false })),
      apiHandler('POST', `/api/admin/mails/${failedMail.id}/send`, apiError(409, "Aucun serveur d'envoi (SMTP) n'est configuré : le mail reste dans la boîte d'envoi.")),
    );
    await openMails(user);
    const draft = await screen.findByRole('article', { name: 'Votre demande de démonstration' });
    await user.click(within(draft).getByRole('button', { name: /Envoyer maintenant/ }));
    expect(await screen.findByText("Mail remis dans la file d'envoi")).toBeInTheDocument();
    expect(apiCalls().some((call) => call.method === 'POST' && call.url.endsWith(`/api/admin/mails/${aMail().id}/send`))).toBe(true);

    const failed = screen.getByRole('article', { name: 'Alerte crédits' });
    expect(within(failed).getByText('Échec après 1 tentative.')).toBeInTheDocument();
    expect(within(failed).getByText('550 Mailbox unavailable')).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: /Réessayer/ }));
    expect(await screen.findByText(/Aucun serveur d'envoi/)).toBeInTheDocument();
  });

  it('edits a draft and deletes one after confirmation', async () => {
    const user = renderView(
      apiHandler('GET', maintenancePath, report),
      apiHandler('GET', mailsPath, pageOf([aMail()])),
      apiHandler('PUT', `/api/admin/mails/${aMail().id}`, aMail({ subject: 'Nouvel objet' })),
      apiHandler('DELETE', `/api/admin/mails/${aMail().id}`, { success: true, message: 'ok' }),
    );
    await openMails(user);
    const draft = await screen.findByRole('article', { name: 'Votre demande de démonstration' });
    await user.click(within(draft).getByRole('button', { name: /^Modifier/ }));
    const dialog = await findLoadedDialog('Modifier le brouillon');
    const subject = await within(dialog).findByLabelText(/Objet/);
    await user.clear(subject);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText("L'objet est requis")).toBeInTheDocument();
    await user.type(subject, 'Nouvel objet');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Mail modifié')).toBeInTheDocument();
    expect(apiCalls().find((call) => call.method === 'PUT')?.body).toEqual({ subject: 'Nouvel objet', content: aMail().content });

    await user.click(within(draft).getByRole('button', { name: /^Supprimer/ }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Mail supprimé')).toBeInTheDocument();
    expect(apiCalls().some((call) => call.method === 'DELETE')).toBe(true);
  });
});
