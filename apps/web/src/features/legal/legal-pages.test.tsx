import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPLOYEE_SEES_OF_PSYCHOLOGIST, LATE_CANCELLATION_HOURS, PSYCHOLOGIST_NEVER_RECEIVES, PSYCHOLOGIST_RECEIVES_SENTENCE, psychologistReceives } from '@parenthese/shared';
import { renderPage } from '@/test/render-with-providers';
import { legalFacts as FACTS } from '@/test/legal-facts';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { AccessibilityPage } from './accessibility-page';
import { LegalNoticePage } from './legal-notice-page';
import { PrivacyPage } from './privacy-page';
import { TermsOfUsePage } from './terms-of-use-page';
import { RGAA_AUDIT, rgaaRate } from './rgaa-audit';

const serveFacts = () => serveApi(apiHandler('GET', '/api/legal/facts', FACTS));
const row = (table: HTMLElement, header: string) => within(table).getByRole('rowheader', { name: header }).closest('tr')!;

describe('PrivacyPage', () => {
  it('states the retention periods, the hosting, the contacts and the report threshold of the server, without signing in', async () => {
    serveFacts();
    renderPage(<PrivacyPage />, '/confidentialite');
    expect(screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(document.title).toBe('Politique de confidentialité – Parenthèse');
    const table = await screen.findByRole('table', { name: 'Durées de conservation' });
    expect(row(table, "Motif d'une consultation")).toHaveTextContent('12 jours après la consultation, puis effacé');
    expect(row(table, 'Contenu des mails envoyés')).toHaveTextContent('45 jours');
    expect(row(table, "Trace d'un mail envoyé (destinataire, date)")).toHaveTextContent('2 ans');
    expect(row(table, 'Demande de démonstration')).toHaveTextContent('1 an après son traitement');
    expect(row(table, 'Compte jamais activé')).toHaveTextContent('60 jours');
    expect(row(table, 'Journal des actions des administrateurs (sans contenu personnel)')).toHaveTextContent('400 jours');
    expect(row(table, 'Export de vos données')).toHaveTextContent('48 heures');
    expect(row(table, "Récapitulatif d'un import d'employés (identifiants, mots de passe temporaires)")).toHaveTextContent("jusqu'à son téléchargement, au plus 5 jours après l'import, puis effacé");
    expect(row(table, 'Numéro de téléphone vu par le psychologue')).toHaveTextContent("jusqu'à la fin de la consultation");

    expect(screen.getByText(/Les données sont hébergées en Allemagne \(Union européenne\), chez Nuage Lyonnais/)).toBeInTheDocument();
    expect(screen.getByText(/au moins 15 salariés distincts/)).toBeInTheDocument();
    expect(screen.getByText(/article 9, paragraphe 2, point h/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'vie-privee@ecoute.test' })[0]).toHaveAttribute('href', 'mailto:vie-privee@ecoute.test');
    expect(screen.getByText('Mon compte › Mes données › Télécharger mes données')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute('href', 'https://www.cnil.fr');
    expect(apiCalls().map((call) => call.authorization)).toEqual([null]);
  });

  it('says what the psychologist receives in the words of the shared rule the server is tested against', async () => {
    serveFacts();
    renderPage(<PrivacyPage />, '/confidentialite');
    const section = (await screen.findByRole('heading', { level: 2, name: 'Qui voit quoi' })).closest('section')!;
    const psychologist = within(section).getAllByRole('listitem')[0]!;
    expect(psychologist).toHaveTextContent(`${PSYCHOLOGIST_RECEIVES_SENTENCE} ${PSYCHOLOGIST_NEVER_RECEIVES}`);
    for (const { text } of psychologistReceives) expect(psychologist).toHaveTextContent(text);
    // Decision 0061: what the employee sees of their psychologist, in the shared rule's words.
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent(EMPLOYEE_SEES_OF_PSYCHOLOGIST);
    // The page once said the opposite of the product.
    expect(section).not.toHaveTextContent(/voit votre prénom|voit votre nom/);
  });

  it('has a table of contents whose links lead to its sections', async () => {
    serveFacts();
    renderPage(<PrivacyPage />, '/confidentialite');
    await screen.findByRole('table', { name: 'Durées de conservation' });
    const contents = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = within(contents).getAllByRole('link');
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id !== 'sommaire-titre');
    expect(links.map((link) => link.textContent)).toEqual(sections.map((heading) => heading.textContent));
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
  });

  it('shows the error and reads again on « Réessayer »', async () => {
    serveApi(apiHandler('GET', '/api/legal/facts', FACTS), apiHandler('GET', '/api/legal/facts', apiError(503, 'Service indisponible'), { once: true }));
    renderPage(<PrivacyPage />, '/confidentialite');
    expect(await screen.findByText('Service indisponible')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table', { name: 'Durées de conservation' })).toBeInTheDocument();
  });
});

describe('LegalNoticePage', () => {
  it('names the publisher and the host from the settings', async () => {
    serveFacts();
    renderPage(<LegalNoticePage />, '/mentions-legales');
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeInTheDocument();
    expect(document.title).toBe('Mentions légales – Parenthèse');
    const editor = await screen.findByRole('region', { name: 'Éditeur du site' });
    for (const text of ['Écoute Conseil SARL', 'Société à responsabilité limitée', '7 500 €', '3 place Bellecour, 69002 Lyon', 'RCS Lyon 123 456 789', 'Jeanne Petit, gérante']) {
      expect(within(editor).getByText(text)).toBeInTheDocument();
    }
    expect(within(editor).getByRole('link', { name: 'bonjour@ecoute.test' })).toHaveAttribute('href', 'mailto:bonjour@ecoute.test');
    const host = screen.getByRole('region', { name: 'Hébergeur' });
    for (const text of ['Nuage Lyonnais', '8 quai Perrache, 69002 Lyon', '04 72 00 00 00', 'Allemagne (Union européenne)']) expect(within(host).getByText(text)).toBeInTheDocument();
  });
});

describe('AccessibilityPage', () => {
  it('states the status, the rate computed from the audit file, the known defects, the contact and the recourse', async () => {
    serveFacts();
    renderPage(<AccessibilityPage />, '/accessibilite');
    expect(screen.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeInTheDocument();
    expect(document.title).toBe('Déclaration d’accessibilité – Parenthèse');
    expect(await screen.findByText('partiellement conforme')).toBeInTheDocument();
    const rate = rgaaRate(RGAA_AUDIT);
    expect(screen.getByText(`${rate.percent} %`)).toBeInTheDocument();
    expect(screen.getByText(`${RGAA_AUDIT.length} sur 106`)).toBeInTheDocument();
    const results = screen.getByRole('table', { name: 'Critères évalués et leur résultat' });
    expect(within(results).getAllByRole('row')).toHaveLength(RGAA_AUDIT.length + 1);
    for (const entry of RGAA_AUDIT.filter((criterion) => criterion.status === 'NC')) expect(screen.getByText(entry.defect!)).toBeInTheDocument();
    expect(screen.getByText(/axe-core 4\.13\.0/)).toBeInTheDocument();
    expect(screen.getByText(/établie le 24 novembre 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'a11y@ecoute.test' })).toHaveAttribute('href', 'mailto:a11y@ecoute.test');
    expect(screen.getByRole('link', { name: 'formulaire.defenseurdesdroits.fr' })).toBeInTheDocument();
    expect(screen.getByText(/Libre réponse 71120, 75342 Paris CEDEX 07/)).toBeInTheDocument();
    // A statement speaks to its readers: no file of the repository (it once named e2e/journeys/visitor.spec.ts).
    expect(document.body).not.toHaveTextContent(/\.spec\.ts|e2e\/|index\.html/);
  });
});

describe('TermsOfUsePage', () => {
  it('publishes the rules the product applies: a late cancellation uses the credit and costs nothing, without signing in', async () => {
    serveFacts();
    renderPage(<TermsOfUsePage />, '/conditions-utilisation');
    expect(screen.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeInTheDocument();
    expect(document.title).toBe("Conditions d'utilisation – Parenthèse");
    const cancellation = (await screen.findByRole('heading', { level: 2, name: 'Annuler une consultation' })).closest('section')!;
    expect(cancellation).toHaveTextContent(`Jusqu'à ${LATE_CANCELLATION_HOURS} heures avant l'heure du rendez-vous, vous annulez depuis « Mes rendez-vous » et votre crédit vous est rendu.`);
    expect(cancellation).toHaveTextContent(`Moins de ${LATE_CANCELLATION_HOURS} heures avant, vous pouvez encore annuler, mais le crédit de cette consultation est utilisé et ne vous est pas rendu`);
    expect(cancellation).toHaveTextContent("Vous n'avez rien à payer.");
    expect(screen.getByText(/Vous ne payez jamais rien/)).toBeInTheDocument();
    expect(screen.getByText(/n'est pas un service d'urgence/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(PSYCHOLOGIST_NEVER_RECEIVES.replace(/[.]/g, '\\.')))).toBeInTheDocument();
    expect(screen.getByText(/édité par Écoute Conseil SARL/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bonjour@ecoute.test' })).toHaveAttribute('href', 'mailto:bonjour@ecoute.test');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/confidentialite');
    expect(apiCalls().map((call) => call.authorization)).toEqual([null]);
  });
});
