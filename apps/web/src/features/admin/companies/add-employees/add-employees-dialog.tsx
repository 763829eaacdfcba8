import { useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { FileSpreadsheet, PenLine } from 'lucide-react';
import type { Company, EmployeeAccount, EmployeeImport } from '@parenthese/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toastSuccess } from '@/components/ui/toaster';
import { createEmployeesMutationKey } from '../api/create-employees';
import { CreatedEmployees } from './created-employees';
import { CsvImportForm } from './csv-import-form';
import { ManualEmployeesForm } from './manual-employees-form';

/**
 * 'Ajouter des employés' (spec section 2): a manual tab and a CSV tab. After a manual creation, the new
 * identifiers and temporary passwords; a CSV import starts a job and the dialog closes on the company's
 * page, which follows it. Closing resets everything.
 */
export function AddEmployeesDialog({ company, isOpen, onOpenChange }: { company: Company; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const [created, setCreated] = useState<EmployeeAccount[] | null>(null);
  // A new key on close mounts fresh forms the next time.
  const [resetKey, setResetKey] = useState(0);
  const [tab, setTab] = useState('manual');

  // While employees are being created the dialog stays open: it shows their passwords next.
  const isCreating = useIsMutating({ mutationKey: createEmployeesMutationKey }) > 0;

  const close = () => {
    if (isCreating) return;
    onOpenChange(false);
    setCreated(null);
    setTab('manual');
    setResetKey((key) => key + 1);
  };
  // The job creates the employees on the server: the company's page shows its progress and summary.
  const showImportStarted = (employeeImport: EmployeeImport) => {
    toastSuccess('Import lancé', `${employeeImport.totalCount.toLocaleString('fr-FR')} employés à créer pour ${company.companyName} : suivez la progression sur cette page.`);
    close();
  };
  const showCreated = (employees: EmployeeAccount[]) => {
    const count = employees.length;
    toastSuccess('Employés ajoutés', `${count} employé${count > 1 ? 's ont été ajoutés' : ' a été ajouté'} à ${company.companyName}.`);
    setCreated(employees);
  };

  return (
    <Dialog open={isOpen} onOpenChange={(nextIsOpen) => (nextIsOpen ? onOpenChange(true) : close())}>
      <DialogContent title="Ajouter des employés" description={`Entreprise : ${company.companyName}`} className="max-w-4xl">
        {created ? (
          <CreatedEmployees employees={created} companyName={company.companyName} onDone={close} />
        ) : (
          <Tabs key={resetKey} value={tab} onValueChange={setTab}>
            <TabsList aria-label="Mode d'ajout">
              <TabsTrigger value="manual" className="inline-flex items-center justify-center gap-2">
                <PenLine className="size-4" aria-hidden="true" />
                Saisie manuelle
              </TabsTrigger>
              <TabsTrigger value="csv" className="inline-flex items-center justify-center gap-2">
                <FileSpreadsheet className="size-4" aria-hidden="true" />
                Fichier CSV
              </TabsTrigger>
            </TabsList>
            {/* Both stay mounted, so switching tabs keeps what was typed; the other one is hidden. */}
            <TabsContent value="manual" forceMount hidden={tab !== 'manual'}>
              <ManualEmployeesForm companyId={company.companyId} onCreated={showCreated} onCancel={close} />
            </TabsContent>
            <TabsContent value="csv" forceMount hidden={tab !== 'csv'}>
              <CsvImportForm companyId={company.companyId} onStarted={showImportStarted} onCancel={close} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
