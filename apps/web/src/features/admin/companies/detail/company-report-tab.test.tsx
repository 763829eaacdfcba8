import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render-with-providers';
import { apiHandler, serveApi } from '@/test/fake-api';
import { aCompany, signInAsAdmin } from '../test-fixtures';
import { aFullyPublishedReport } from '../report/report-fixtures';
import { CompanyReportTab } from './company-report-tab';

// The report's chunk fails to download the first time, as on a network that drops.
const download = vi.hoisted(() => ({ failuresLeft: 1 }));
vi.mock('../report/company-report-panel', async (importOriginal) => {
  if (download.failuresLeft-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('CompanyReportTab', () => {
  it('says so when the report cannot be downloaded, and « Réessayer » downloads it again', async () => {
    signInAsAdmin();
    const { companyId } = aCompany();
    serveApi(apiHandler('GET', `/api/admin/companies/report/${companyId}`, aFullyPublishedReport()));
    renderWithProviders(<CompanyReportTab companyId={companyId} />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("Le rapport n'a pas pu se charger");
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Tendance sur 12 mois' })).toBeInTheDocument();
  });
});
