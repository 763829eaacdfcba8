import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_HIDDEN_NOTE, REPORT_HIDDEN_TEXT } from '@parenthese/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { CompaniesView } from '../companies-view';
import { aCompany, pageOf, signInAsAdmin } from '../test-fixtures';
import { aFullyPublishedReport, aMostlySuppressedReport, aReportWithNothingPublished } from './report-fixtures';

const company = aCompany();
const companyPath = `/api/admin/companies/get/${company.companyId}` as const;
const reportPath = `/api/admin/companies/report/${company.companyId}` as const;
const detailAddress = `/account/admin?view=companies&company=${company.companyId}`;

function renderDetail(route = `${detailAddress}&tab=rapport`) {
  const view = renderWithProviders(<CompaniesView />, { path: '/account/admin', route });
  return { ...view, user: userEvent.setup() };
}

const rapportPanel = () => screen.getByRole('region', { name: 'Rapport' });
const card = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('.rounded-2xl') as HTMLElement;
const figureOf = (container: HTMLElement, label: string) => within(container).getByText(label).nextSibling as HTMLElement;
const breakdownRows = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const trendRows = () =>
  within(screen.getByRole('table', { name: 'Consultations réservées par mois' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const chart = () => screen.getByTestId('tendance-graphique');
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  signInAsAdmin();
  serveApi(apiHandler('GET', companyPath, company));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Rapport tab of a company', () => {
  it('opens from the address: the tab is current, its panel is labelled by it and the employee list is not loaded', async () => {
    serveApi(apiHandler('GET', reportPath, aFullyPublishedReport()));
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Consultations', level: 2 })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: "Onglets de l'entreprise" });
    expect(within(tabs).getByRole('link', { name: 'Rapport' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Salariés' })).not.toHaveAttribute('aria-current');
    expect(rapportPanel()).toContainElement(screen.getByRole('heading', { name: 'Tendance sur 12 mois' }));
    expect(screen.queryByRole('heading', { name: 'Liste des employés' })).not.toBeInTheDocument();
    expect(apiCalls().map((call) => call.path)).toEqual([companyPath, reportPath]);
  });

  it('opens « Salariés » for an unknown tab in the address', async () => {
    serveApi(
      apiHandler('GET', `/api/admin/companies/${company.companyId}/employees/get/all`, pageOf([], 0, 1, 5)),
      apiHandler('GET', `/api/admin/companies/${company.companyId}/employee-imports/latest`, { employeeImport: null }),
    );
    renderDetail(`${detailAddress}&tab=inconnu`);
    expect(await screen.findByRole('heading', { name: 'Liste des employés' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salariés' })).toHaveAttribute('aria-current', 'page');
    expect(apiCalls().some((call) => call.path === reportPath)).toBe(false);
  });

  it('opens by keyboard from the Salariés tab, and « Retour aux entreprises » still leads back to the grid', async () => {
    serveApi(
      apiHandler('GET', '/api/admin/companies/get/all', pageOf([company])),
      apiHandler('GET', `/api/admin/companies/${company.companyId}/employees/get/all`, pageOf([], 0, 1, 5)),
      apiHandler('GET', `/api/admin/companies/${company.companyId}/employee-imports/latest`, { employeeImport: null }),
      apiHandler('GET', reportPath, aFullyPublishedReport()),
    );
    const { user, router } = renderDetail('/account/admin?view=companies');
    await user.click(await screen.findByRole('button', { name: "Détails de l'entreprise Alpha Conseil" }));
    expect(await screen.findByRole('heading', { name: 'Liste des employés' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Salariés' })).toContainElement(screen.getByRole('heading', { name: 'Liste des employés' }));

    // The company's name holds the focus: the tabs come next in the reading order.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Alpha Conseil', level: 2 })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Salariés' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Rapport' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Tendance sur 12 mois' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?view=companies&company=${company.companyId}&tab=rapport`);
    expect(screen.queryByRole('heading', { name: 'Liste des employés' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retour aux entreprises' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=companies'));
    expect(await screen.findByRole('article', { name: 'Alpha Conseil' })).toBeInTheDocument();
  });

  it('shows a fully published report: its figures, a bar per month and the same figures in a table', async () => {
    serveApi(apiHandler('GET', reportPath, aFullyPublishedReport()));
    renderDetail();
    expect(await screen.findByText("Aucun chiffre n'est publié pour moins de 10 salariés.")).toBeInTheDocument();
    expect(screen.getByText(REPORT_HIDDEN_NOTE)).toBeInTheDocument();

    const employees = card('Salariés');
    expect(within(employees).getByText('Comptés fin octobre 2026')).toBeInTheDocument();
    expect(figureOf(employees, 'Inscrits')).toHaveTextContent('120');
    expect(figureOf(employees, 'Comptes activés')).toHaveTextContent('90');
    expect(figureOf(employees, 'Part activée')).toHaveTextContent(/^75\s%$/);

    const credits = card('Crédits');
    expect(figureOf(credits, 'Accordés')).toHaveTextContent(/^1\s500$/);
    expect(figureOf(credits, 'Utilisés, mois publiés')).toHaveTextContent('420');
    expect(figureOf(credits, 'Restants après ces mois')).toHaveTextContent(/^1\s080$/);
    expect(within(credits).getByText('Épuisement prévu : septembre 2027')).toBeInTheDocument();

    // The newest period first.
    expect(screen.getByRole('combobox', { name: 'Période' })).toHaveDisplayValue('octobre 2026');
    expect(figureOf(card('Consultations'), 'Consultations réservées')).toHaveTextContent('44');
    expect(breakdownRows('Par statut')).toEqual(['Tenues29', 'Annulées à temps10', 'Annulées tardivement3', 'Annulées par le psychologue2']);
    expect(breakdownRows('Par mode')).toEqual(['Téléphone19', 'Visioconférence25']);
    expect(breakdownRows('Par spécialité')).toEqual(['Neuropsychologue10', 'Psychologue clinicien14', 'Psychologue du travail10', 'Psychologue social10']);

    const satisfaction = card('Satisfaction');
    expect(figureOf(satisfaction, 'Note moyenne')).toHaveTextContent('4,3 / 5');
    expect(figureOf(satisfaction, 'Notes données')).toHaveTextContent('40');
    expect(breakdownRows('Répartition des notes')).toEqual(['1 / 51', '2 / 52', '3 / 56', '4 / 510', '5 / 521']);

    expect(chart()).toHaveAttribute('aria-hidden', 'true');
    expect(chart().querySelectorAll('[data-barre]')).toHaveLength(12);
    expect(chart().querySelectorAll('[data-masque]')).toHaveLength(0);
    expect(trendRows()).toHaveLength(12);
    expect(trendRows()[0]).toEqual(['novembre 2025', '30']);
    expect(trendRows()[11]).toEqual(['octobre 2026', '48']);
    // The highest month's bar is the tallest.
    const heights = [...chart().querySelectorAll('[data-barre]')].map((bar) => Number(bar.getAttribute('height')));
    expect(heights.indexOf(Math.max(...heights))).toBe(10);
  });

  it('shows « moins de 10 » for every withheld figure, and no bar for a month not published alone', async () => {
    serveApi(apiHandler('GET', reportPath, aMostlySuppressedReport()));
    renderDetail();
    const employees = await screen.findByRole('heading', { name: 'Salariés', level: 2 }).then(() => card('Salariés'));
    expect(within(employees).getByText('Comptés fin septembre 2026')).toBeInTheDocument();
    expect(figureOf(employees, 'Inscrits')).toHaveTextContent('14');
    expect(figureOf(employees, 'Comptes activés')).toHaveTextContent(REPORT_HIDDEN_TEXT);
    // The share would give the hidden count back: withheld too.
    expect(figureOf(employees, 'Part activée')).toHaveTextContent(REPORT_HIDDEN_TEXT);
    expect(within(card('Crédits')).getByText(/^Pas d'épuisement prévu/)).toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: 'Période' })).toHaveDisplayValue('mars 2026');
    expect(breakdownRows('Par statut')).toEqual(['Tenues', 'Annulées à temps', 'Annulées tardivement', 'Annulées par le psychologue'].map((label) => `${label}${REPORT_HIDDEN_TEXT}`));
    expect(breakdownRows('Par mode')).toEqual([`Téléphone${REPORT_HIDDEN_TEXT}`, `Visioconférence${REPORT_HIDDEN_TEXT}`]);
    expect(within(card('Satisfaction')).getByText(/^Aucune note publiée pour le moment/)).toBeInTheDocument();

    expect(chart().querySelectorAll('[data-barre]')).toHaveLength(1);
    expect(chart().querySelector('[data-mois="2026-03"] [data-barre]')).not.toBeNull();
    expect(chart().querySelectorAll('[data-masque]')).toHaveLength(11);
    expect(chart().querySelector('[data-mois="2026-02"] [data-barre]')).toBeNull();
    expect(trendRows()[3]).toEqual(['février 2026', REPORT_HIDDEN_TEXT]);
    expect(trendRows()[4]).toEqual(['mars 2026', '11']);
  });

  it('changes the figures with the chosen period, and sums a whole quarter only from its published periods', async () => {
    serveApi(apiHandler('GET', reportPath, aFullyPublishedReport()));
    const { user } = renderDetail();
    const period = await screen.findByRole('combobox', { name: 'Période' });
    expect(optionsOf(period)).toEqual(['octobre 2026', 'septembre 2026', 'août 2026', 'juillet 2026', '3e trimestre 2026 (trimestre entier)']);
    const total = () => figureOf(card('Consultations'), 'Consultations réservées');

    await user.selectOptions(period, 'août 2026');
    expect(total()).toHaveTextContent('52');
    expect(breakdownRows('Par mode')).toEqual(['Téléphone22', 'Visioconférence30']);

    // July, August and September: 47 + 52 + 48; a cell hidden in September hides the quarter's cell.
    await user.selectOptions(period, '3e trimestre 2026 (trimestre entier)');
    expect(total()).toHaveTextContent('147');
    expect(breakdownRows('Par mode')).toEqual(['Téléphone63', 'Visioconférence84']);
    expect(breakdownRows('Par statut')).toEqual(['Tenues96', 'Annulées à temps31', 'Annulées tardivement11', `Annulées par le psychologue${REPORT_HIDDEN_TEXT}`]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Notes données en' }), 'septembre 2026');
    expect(figureOf(card('Satisfaction'), 'Note moyenne')).toHaveTextContent('4,1 / 5');
  });

  it('names the quarter and year periods of a small company in French, and sums a quarter published in two parts', async () => {
    serveApi(apiHandler('GET', reportPath, aMostlySuppressedReport()));
    const { user } = renderDetail();
    const period = await screen.findByRole('combobox', { name: 'Période' });
    // The year's leftovers are no quarter's: no whole-quarter sum for the end of 2025.
    expect(optionsOf(period)).toEqual(['mars 2026', '1er trimestre 2026 (janvier, février)', '2025 (mois restants)', '1er trimestre 2026 (trimestre entier)']);
    await user.selectOptions(period, '1er trimestre 2026 (trimestre entier)');
    expect(figureOf(card('Consultations'), 'Consultations réservées')).toHaveTextContent('24');
    expect(breakdownRows('Par statut')[0]).toBe(`Tenues${REPORT_HIDDEN_TEXT}`);
  });

  it('shows a skeleton while the report loads, then an empty state when nothing is published yet', async () => {
    serveApi(apiHandler('GET', reportPath, aReportWithNothingPublished(), { delayMs: 200 }));
    renderDetail();
    expect(await screen.findByText('Chargement du rapport...')).toBeInTheDocument();
    expect(await screen.findByText('Aucun chiffre publié pour le moment')).toBeInTheDocument();
    expect(figureOf(card('Crédits'), 'Accordés')).toHaveTextContent('200');
    expect(screen.queryByRole('heading', { name: 'Consultations' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('tendance-graphique')).not.toBeInTheDocument();
  });

  it('says why the report failed in French, and « Réessayer » loads it again', async () => {
    serveApi(apiHandler('GET', reportPath, aFullyPublishedReport()), apiHandler('GET', reportPath, apiError(503, 'Service momentanément indisponible'), { once: true }));
    const { user } = renderDetail();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Erreur lors du chargement du rapport');
    expect(failure).toHaveTextContent('Service momentanément indisponible');
    await user.click(within(failure).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Tendance sur 12 mois' })).toBeInTheDocument();
    expect(apiCalls().filter((call) => call.path === reportPath)).toHaveLength(2);
  });
});
