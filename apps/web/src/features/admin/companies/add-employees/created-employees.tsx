import { useEffect, useRef } from 'react';
import { ClipboardCopy, Copy, Download } from 'lucide-react';
import type { EmployeeAccount } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { copyPassword } from '@/components/temporary-password/copy-password';
import { downloadCreatedEmployeesCsv } from '../detail/export-employees-button';

/** One line per employee for a message or a spreadsheet: name, identifier, temporary password. */
const credentialsText = (employees: EmployeeAccount[]) =>
  ['Prénom\tNom\tIdentifiant\tMot de passe temporaire', ...employees.map((employee) => [employee.firstName, employee.lastName, employee.userName, employee.password].join('\t'))].join('\n');

/**
 * After a creation: each new employee's identifier and temporary password, to hand over. They stay
 * in the employee table until the employee's first connection.
 */
export function CreatedEmployees({ employees, companyName, onDone }: { employees: EmployeeAccount[]; companyName: string; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const count = employees.length;

  return (
    <div className="space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {count} employé{count > 1 ? 's' : ''} ajouté{count > 1 ? 's' : ''}
      </h3>
      <AlertBanner tone="info" title="Identifiants à transmettre">
        Chaque employé se connecte avec son identifiant et son mot de passe temporaire, puis choisit son email et son mot de passe à la première connexion.
      </AlertBanner>
      <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200" tabIndex={0} aria-label="Identifiants des employés ajoutés">
        {employees.map((employee) => {
          const fullName = `${employee.firstName} ${employee.lastName}`;
          const copyLabel = `Copier le mot de passe de ${fullName}`;
          return (
            <li key={employee.employeeId} className="grid gap-1 px-3 py-2.5 text-sm sm:grid-cols-[1fr_1fr_auto] sm:items-center sm:gap-3">
              <span className="font-medium text-slate-900">{fullName}</span>
              <span className="text-slate-600">
                <span className="sr-only">Identifiant : </span>
                <span className="font-mono break-all">{employee.userName}</span>
              </span>
              <span className="inline-flex items-center gap-1">
                <span className="sr-only">Mot de passe temporaire : </span>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono whitespace-nowrap">{employee.password}</code>
                <Tooltip content={copyLabel}>
                  <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={copyLabel} onClick={() => copyPassword(employee.password)}>
                    <Copy aria-hidden="true" />
                  </Button>
                </Tooltip>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => copyPassword(credentialsText(employees), 'Identifiants copiés')}>
          <ClipboardCopy aria-hidden="true" />
          Tout copier
        </Button>
        <Button type="button" variant="outline" onClick={() => downloadCreatedEmployeesCsv(companyName, employees)}>
          <Download aria-hidden="true" />
          Télécharger (CSV)
        </Button>
        <Button type="button" onClick={onDone}>
          Terminé
        </Button>
      </div>
    </div>
  );
}
