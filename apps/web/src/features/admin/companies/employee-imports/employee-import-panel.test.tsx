import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { employeeImportMessages, type EmployeeImport } from '@parenthese/shared';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiCalls, apiError, apiHandler, serveApi } from '@/test/fake-api';
import { aCompany, signInAsAdmin } from '../test-fixtures';
import { EmployeeImportPanel } from './employee-import-panel';

const company = aCompany();
const latestPath = `/api/admin/companies/${company.companyId}/employee-imports/latest` as const;
const anImport = (overrides: Partial<EmployeeImport> = {}): EmployeeImport => ({
  importId: 'f0000000-0000-4000-8000-000000000001',
  companyId: company.companyId,
  status: 'RUNNING',
  totalCount: 2000,
  createdCount: 1240,
  invitedCount: 620,
  skippedCount: 3,
  failureReason: null,
  isSummaryAvailable: false,
  isSummaryErased: false,
  isResuming: false,
  startedAt: new Date().toISOString(),
  finishedAt: null,
  ...overrides,
});
const summaryPath = `/api/admin/companies/${company.companyId}/employee-imports/${anImport().importId}/summary` as const;

beforeEach(signInAsAdmin);

describe('the company page’s import panel', () => {
  it('shows a running import’s progress as « 1 240 / 2 000 employés créés », read again until it ends', async () => {
    let reads = 0;
    serveApi(
      apiHandler('GET', latestPath, () => {
        reads += 1;
        return { employeeImport: reads === 1 ? anImport() : anImport({ status: 'COMPLETED', createdCount: 2000, isSummaryAvailable: true, finishedAt: new Date().toISOString() }) };
      }),
    );
    renderWithProviders(<EmployeeImportPanel companyId={company.companyId} />);
    const bar = await screen.findByRole('progressbar', { name: "Progression de l'import" });
    expect(bar).toHaveAttribute('aria-valuenow', '1240');
    expect(bar).toHaveAttribute('aria-valuemax', '2000');
    expect(bar.getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('1 240 / 2 000 employés créés');
    expect(screen.getByText(/1.240 \/ 2.000 employés créés/)).toBeInTheDocument();

    // Polled every second: the end shows the counts and the summary's one download.
    expect(await screen.findByText('Import terminé', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByText(/2.000 employés créés, dont 620 invités par e-mail ; 3 lignes écartées/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says a running import whose server was lost is resuming, and says nothing of it otherwise', async () => {
    serveApi(apiHandler('GET', latestPath, { employeeImport: anImport({ createdCount: 200, isResuming: true }) }));
    const { unmount } = renderWithProviders(<EmployeeImportPanel companyId={company.companyId} />);
    expect(await screen.findByText(employeeImportMessages.resuming)).toBeInTheDocument();
    unmount();

    serveApi(apiHandler('GET', latestPath, { employeeImport: anImport() }));
    renderWithProviders(<EmployeeImportPanel companyId={company.companyId} />);
    await screen.findByRole('progressbar', { name: "Progression de l'import" });
    expect(screen.queryByText(employeeImportMessages.resuming)).not.toBeInTheDocument();
  });

  it('downloads the summary once, then says it was downloaded', async () => {
    const finished = anImport({ status: 'COMPLETED', createdCount: 2000, isSummaryAvailable: true, finishedAt: new Date().toISOString() });
    let isDownloaded = false;
    serveApi(
      apiHandler('GET', latestPath, () => ({ employeeImport: { ...finished, isSummaryAvailable: !isDownloaded } })),
      apiHandler('POST', summaryPath, () => {
        if (isDownloaded) return apiError(410, 'Le récapitulatif de cet import a déjà été téléchargé : il ne peut l’être qu’une fois.');
        isDownloaded = true;
        return { file: new Blob(['\uFEFFPrénom;Nom'], { type: 'text/csv' }), fileName: 'import_Alpha_Conseil_2030-01-15.csv' };
      }),
    );
    URL.createObjectURL = () => 'blob:recapitulatif';
    URL.revokeObjectURL = () => {};
    const user = userEvent.setup();
    renderWithProviders(<EmployeeImportPanel companyId={company.companyId} />);
    await user.click(await screen.findByRole('button', { name: 'Télécharger le récapitulatif (CSV)' }));
    expect(await screen.findByText(/Le récapitulatif a été téléchargé/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger le récapitulatif (CSV)' })).not.toBeInTheDocument();
    expect(apiCalls().filter((call) => call.path === summaryPath)).toHaveLength(1);
  });

  it('says when the summary, never downloaded, was erased with its expired temporary passwords', async () => {
    serveApi(apiHandler('GET', latestPath, { employeeImport: anImport({ status: 'COMPLETED', createdCount: 2000, isSummaryErased: true, finishedAt: new Date().toISOString() }) }));
    renderWithProviders(<EmployeeImportPanel companyId={company.companyId} />);
    expect(await screen.findByText(/n’a pas été téléchargé à temps : il a été effacé quand ses mots de passe temporaires ont expiré/)).toBeInTheDocument();
    expect(screen.queryByText(/a été téléchargé\./)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger le récapitulatif (CSV)' })).not.toBeInTheDocument();
  });

  it('says why an import failed, and can be hidden', async () => {
    const reason = 'Ligne 302 : l’adresse e-mail est déjà utilisée par un compte créé depuis l’aperçu. Aucun employé n’a été créé ; corrigez cette ligne et relancez l’import.';
    serveApi(apiHandler('GET', latestPath, { employeeImport: anImport({ status: 'FAILED', createdCount: 0, failureReason: reason, finishedAt: new Date().toISOString() }) }));
    const user = userEvent.setup();
    renderWithProviders(<EmployeeImportPanel companyId={company.companyId} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("L'import a échoué")).toBeInTheDocument();
    expect(alert).toHaveTextContent(reason);
    await user.click(within(alert).getByRole('button', { name: 'Masquer' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows nothing without an import, or for one finished more than a day ago', async () => {
    serveApi(apiHandler('GET', latestPath, { employeeImport: anImport({ status: 'COMPLETED', finishedAt: '2020-01-01T00:00:00.000Z' }) }));
    renderWithProviders(<EmployeeImportPanel companyId={company.companyId} />);
    await waitFor(() => expect(apiCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Import terminé')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
