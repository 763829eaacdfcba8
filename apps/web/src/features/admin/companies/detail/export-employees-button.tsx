import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileSpreadsheet } from 'lucide-react';
import { employeeExportTable, employeesCsv, temporaryPasswordMessages, type Company, type EmployeeAccount, type EmployeeCsvRow } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { allEmployeesQueryOptions } from '../api/get-employees';
import { exportEmployeeTemporaryPasswords } from '../api/reveal-employee-temporary-password';
import { downloadTextFile } from '../browser-files';
import { employeesXlsx, XLSX_MEDIA_TYPE } from './employees-xlsx';

export type EmployeeExportFormat = 'csv' | 'xlsx';

/** The export's rows, in the spec's column order and format. */
export const employeeCsvRows = (employees: EmployeeAccount[]): EmployeeCsvRow[] =>
  employees.map((employee) => ({
    lastName: employee.lastName,
    firstName: employee.firstName,
    service: employee.service,
    job: employee.job,
    userName: employee.userName,
    // An expired password is not sent: the file says so rather than 'Modifié par utilisateur'.
    temporaryPassword: employee.isTemporaryPasswordExpired ? temporaryPasswordMessages.expiredLabel : employee.password,
    invitationStatus: employee.invitation?.status ?? null,
  }));

/**
 * Writes the employees as a CSV (the spec's format, with a byte order mark) or an .xlsx file, and
 * returns the file's name. The name's transliteration table (any-ascii) and exceljs are loaded here,
 * on the first export, not with the page (decision 0032).
 */
export async function downloadEmployees(format: EmployeeExportFormat, companyName: string, employees: EmployeeAccount[]): Promise<string> {
  const { employeeExportFileName } = await import('@parenthese/shared/employee-export-file-name');
  const fileName = employeeExportFileName(companyName, new Date(), format);
  const rows = employeeCsvRows(employees);
  if (format === 'csv') downloadTextFile(fileName, employeesCsv(rows));
  else downloadTextFile(fileName, await employeesXlsx(employeeExportTable(rows)), XLSX_MEDIA_TYPE);
  return fileName;
}

/** The CSV of employees just created (the add dialog's « Télécharger (CSV) »), a failure said in a toast. */
export function downloadCreatedEmployeesCsv(companyName: string, employees: EmployeeAccount[]) {
  downloadEmployees('csv', companyName, employees).catch((error: unknown) => toastError(errorMessage(error, "Impossible d'exporter les employés. Veuillez réessayer."), "Erreur d'export"));
}

const formatLabels: Record<EmployeeExportFormat, string> = { csv: 'Exporter CSV', xlsx: 'Exporter en Excel (.xlsx)' };

/** 'Exporter CSV' and its Excel twin: every employee of the company, freshly read, in the spec's columns and file name. */
export function ExportEmployeesButtons({ company }: { company: Company }) {
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState<EmployeeExportFormat | null>(null);

  async function exportEmployees(format: EmployeeExportFormat) {
    setExporting(format);
    try {
      const listed = await queryClient.fetchQuery({ ...allEmployeesQueryOptions(company.companyId), staleTime: 0 });
      if (listed.length === 0) {
        toastError("Il n'y a aucun employé dans cette entreprise", 'Aucune donnée à exporter');
        return;
      }
      // The list carries no password: those the file holds are revealed in one call, recorded once with their count.
      const passwords = listed.some((employee) => employee.hasTemporaryPassword) ? await exportEmployeeTemporaryPasswords(company.companyId) : new Map<string, string>();
      const employees = listed.map((employee) => ({ ...employee, password: passwords.get(employee.employeeId) ?? employee.password }));
      const fileName = await downloadEmployees(format, company.companyName, employees);
      toastSuccess('Export terminé', `${employees.length} employé${employees.length > 1 ? 's' : ''} exporté${employees.length > 1 ? 's' : ''} dans ${fileName}.`);
    } catch (error) {
      toastError(errorMessage(error, "Impossible d'exporter les employés. Veuillez réessayer."), "Erreur d'export");
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
