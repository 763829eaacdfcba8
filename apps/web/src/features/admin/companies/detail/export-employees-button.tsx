import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { employeeCsvFileName, employeesCsv, temporaryPasswordMessages, type Company, type EmployeeAccount } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { allEmployeesQueryOptions } from '../api/get-employees';
import { downloadTextFile } from '../browser-files';

/** The export's rows, in the spec's column order and format. */
export const employeeCsvRows = (employees: EmployeeAccount[]) =>
  employees.map((employee) => ({
    lastName: employee.lastName,
    firstName: employee.firstName,
    service: employee.service,
    job: employee.job,
    userName: employee.userName,
    // An expired password is not sent: the file says so rather than 'Modifié par utilisateur'.
    temporaryPassword: employee.isTemporaryPasswordExpired ? temporaryPasswordMessages.expiredLabel : employee.password,
  }));

/** 'Exporter CSV': every employee of the company, freshly read, in the spec's format and file name. */
export function ExportEmployeesButton({ company }: { company: Company }) {
  const queryClient = useQueryClient();
  const [isExporting, setIsExporting] = useState(false);

  async function exportEmployees() {
    setIsExporting(true);
    try {
      const employees = await queryClient.fetchQuery({ ...allEmployeesQueryOptions(company.companyId), staleTime: 0 });
      if (employees.length === 0) {
        toastError("Il n'y a aucun employé dans cette entreprise", 'Aucune donnée à exporter');
        return;
      }
      const fileName = employeeCsvFileName(company.companyName, new Date());
      downloadTextFile(fileName, employeesCsv(employeeCsvRows(employees)));
      toastSuccess('Export terminé', `${employees.length} employé${employees.length > 1 ? 's' : ''} exporté${employees.length > 1 ? 's' : ''} dans ${fileName}.`);
    } catch (error) {
      toastError(errorMessage(error, "Impossible d'exporter les employés. Veuillez réessayer."), "Erreur d'export");
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Button variant="outline" onClick={exportEmployees} isLoading={isExporting} loadingText="Export en cours...">
      <Download aria-hidden="true" />
      Exporter CSV
    </Button>
  );
}
