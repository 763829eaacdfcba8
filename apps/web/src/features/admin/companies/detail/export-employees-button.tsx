import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { employeeAdminMessages, employeeCsvRows, employeesCsv, type Company, type EmployeeAccount } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage, HttpError } from '@/lib/http-client';
import { downloadEmployeesXlsx } from '../api/export-employees-xlsx';
import { allEmployeesQueryOptions } from '../api/get-employees';
import { exportEmployeeTemporaryPasswords } from '../api/reveal-employee-temporary-password';
import { downloadTextFile } from '../browser-files';

export type EmployeeExportFormat = 'csv' | 'xlsx';

/**
 * Writes the employees as a CSV (the spec's format, with a byte order mark) and returns the file's name.
 * The name's transliteration table (any-ascii) is loaded here, on the first export, not with the page
 * (decision 0032).
 */
export async function downloadEmployees(companyName: string, employees: EmployeeAccount[]): Promise<string> {
  const { employeeExportFileName } = await import('@parenthese/shared/employee-export-file-name');
  const fileName = employeeExportFileName(companyName, new Date(), 'csv');
  downloadTextFile(fileName, employeesCsv(employeeCsvRows(employees)));
  return fileName;
}

/** The CSV of employees just created (the add dialog's « Télécharger (CSV) »), a failure said in a toast. */
export function downloadCreatedEmployeesCsv(companyName: string, employees: EmployeeAccount[]) {
  downloadEmployees(companyName, employees).catch((error: unknown) => toastError(errorMessage(error, "Impossible d'exporter les employés. Veuillez réessayer."), "Erreur d'export"));
}

const formatLabels: Record<EmployeeExportFormat, string> = { csv: 'Exporter CSV', xlsx: 'Exporter en Excel (.xlsx)' };

/** 'Exporter CSV' and its Excel twin: every employee of the company, freshly read, in the spec's columns and file name. */
export function ExportEmployeesButtons({ company }: { company: Company }) {
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState<EmployeeExportFormat | null>(null);

  async function exportEmployees(format: EmployeeExportFormat) {
    setExporting(format);
    try {
      if (format === 'xlsx') {
        const fileName = await downloadEmployeesXlsx(company.companyId);
        toastSuccess('Export terminé', `Employés exportés dans ${fileName}.`);
        return;
      }
      const listed = await queryClient.fetchQuery({ ...allEmployeesQueryOptions(company.companyId), staleTime: 0 });
      if (listed.length === 0) {
        toastError(employeeAdminMessages.nothingToExport, 'Aucune donnée à exporter');
        return;
      }
      // The list carries no password: those the file holds are revealed in one call, recorded once with their count.
      const passwords = listed.some((employee) => employee.hasTemporaryPassword) ? await exportEmployeeTemporaryPasswords(company.companyId) : new Map<string, string>();
      const employees = listed.map((employee) => ({ ...employee, password: passwords.get(employee.employeeId) ?? employee.password }));
      const fileName = await downloadEmployees(company.companyName, employees);
      toastSuccess('Export terminé', `${employees.length} employé${employees.length > 1 ? 's' : ''} exporté${employees.length > 1 ? 's' : ''} dans ${fileName}.`);
    } catch (error) {
      // The server's 409 for a company without employees is the same case as the CSV's empty list.
      if (error instanceof HttpError && error.status === 409) toastError(error.message, 'Aucune donnée à exporter');
      else toastError(errorMessage(error, "Impossible d'exporter les employés. Veuillez réessayer."), "Erreur d'export");
    } finally {
      setExporting(null);
    }
  }

  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          onClick={() => exportEmployees(format)}
          isLoading={exporting === format}
          // One export at a time: the other button waits, and says why to a screen reader through aria-disabled.
          disabled={exporting !== null && exporting !== format}
          loadingText="Export en cours..."
        >
          {format === 'csv' ? <Download aria-hidden="true" /> : <FileSpreadsheet aria-hidden="true" />}
          {formatLabels[format]}
        </Button>
      ))}
    </>
  );
}
