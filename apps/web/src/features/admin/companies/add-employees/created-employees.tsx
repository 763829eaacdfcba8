import { useEffect, useRef } from 'react';
import { ClipboardCopy, Copy, Download, Mail } from 'lucide-react';
import { INVITATION_LIFETIME_DAYS, type EmployeeAccount } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { copyPassword } from '@/components/temporary-password/copy-password';
import { downloadCreatedEmployeesCsv } from '../detail/export-employees-button';

/** One line per employee for a message or a spreadsheet: name, identifier, temporary password. */
const credentialsText = (employees: EmployeeAccount[]) =>
  ['Prénom\tNom\tIdentifiant\tMot de passe temporaire', ...employees.map((employee) => [employee.firstName, employee.lastName, employee.userName, employee.password].join('\t'))].join('\n');

/**
 * After a creation: each new employee's identifier and temporary password, to hand over (they stay
 * in the employee table until the employee's first connection), or, for an employee invited by
 * email, the address the invitation went to: no password exists for them.
 */
export function CreatedEmployees({ employees, companyName, onDone }: { employees: EmployeeAccount[]; companyName: string; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const count = employees.length;
  const withPassword = employees.filter((employee) => employee.invitation === null);
  const invitedCount = count - withPassword.length;

  return (
    <div className="space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {count} employé{count > 1 ? 's' : ''} ajouté{count > 1 ? 's' : ''}
      </h3>
      {withPassword.length > 0 && (
        <AlertBanner tone="info" title="Identifiants à transmettre">
          Chaque employé sans e-mail professionnel se connecte avec son identifiant et son mot de passe temporaire, puis choisit son email et son mot de passe à la première connexion.
        </AlertBanner>
      )}
      {invitedCount > 0 && (
        <AlertBanner tone="info" title={invitedCount > 1 ? 'Invitations envoyées' : 'Invitation envoyée'}>
          Chaque employé invité reçoit un lien valable {INVITATION_LIFETIME_DAYS} jours pour choisir son mot de passe : vous n'avez rien à lui transmettre.
        </AlertBanner>
      )}
      <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200" tabIndex={0} aria-label="Identifiants des employés ajoutés">
        {employees.map((employee) => {
          const fullName = `${employee.firstName} ${employee.lastName}`;
          const copyLabel = `Copier le mot de passe de ${fullName}`;
          if (employee.invitation) {
            return (
              <li key={employee.employeeId} className="grid gap-1 px-3 py-2.5 text-sm sm:grid-cols-[1fr_2fr] sm:items-center sm:gap-3">
                <span className="font-medium text-slate-900">{fullName}</span>
                <span className="inline-flex items-center gap-1.5 text-slate-700">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
                  <span className="break-all">Invitation envoyée à {employee.invitation.mail}</span>
                </span>
              </li>
            );
          }
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
        {withPassword.length > 0 && (
          <>
            <Button type="button" variant="outline" onClick={() => copyPassword(credentialsText(withPassword), 'Identifiants copiés')}>
              <ClipboardCopy aria-hidden="true" />
              Tout copier
            </Button>
            <Button type="button" variant="outline" onClick={() => downloadCreatedEmployeesCsv(companyName, withPassword)}>
              <Download aria-hidden="true" />
              Télécharger (CSV)
            </Button>
          </>
        )}
        <Button type="button" onClick={onDone}>
          Terminé
        </Button>
      </div>
    </div>
  );
}
