import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Loader2, Lock, LockOpen, Pencil, Trash2, X } from 'lucide-react';
import { employeeUpdateRequestSchema, type EmployeeAccount, type EmployeeUpdateRequest } from '@parenthese/shared';
import { ResponsiveCell, ResponsiveRow } from '@/components/responsive-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { NewTemporaryPasswordButton } from '@/components/temporary-password/new-temporary-password-button';
import { useDeleteEmployee } from '../api/delete-employee';
import { useIssueEmployeeTemporaryPassword } from '../api/issue-employee-temporary-password';
import { useRevealEmployeeTemporaryPassword } from '../api/reveal-employee-temporary-password';
import { useToggleEmployeeLock } from '../api/toggle-employee-lock';
import { useUpdateEmployee } from '../api/update-employee';
import { TemporaryPassword } from '@/components/temporary-password/temporary-password';
import { InvitationStatus } from './invitation-status';

type EditValues = { firstName: string; lastName: string; service: string; job: string };
const editValuesOf = (employee: EmployeeAccount): EditValues => ({ firstName: employee.firstName, lastName: employee.lastName, service: employee.service, job: employee.job });

/** The columns of the employee table (spec section 2); on a phone each row is a card whose cells name their column. */
export const employeeColumns = ['Nom complet', 'Email / identifiant', 'Service', 'Poste', 'Mot de passe temporaire', 'Actions'] as const;

/** A cell; below 768 px its column's name shows above the value. */
function Cell({ column, children, className }: { column: (typeof employeeColumns)[number]; children: ReactNode; className?: string }) {
  const isHalfWidth = column === 'Service' || column === 'Poste';
  return (
    <ResponsiveCell column={column} className={cn('md:align-middle', !isHalfWidth && 'col-span-2', column === 'Actions' && 'mt-1 border-t border-slate-100 pt-2 md:mt-0 md:border-0', className)}>
      {children}
    </ResponsiveCell>
  );
}

/**
 * An icon button named by `label`. While busy it shows a spinner and ignores presses but stays
 * enabled: a disabled button would drop the keyboard user's focus to <body>.
 */
function IconAction({
  label,
  onClick,
  children,
  className,
  type = 'button',
  isBusy = false,
}: {
  label: string;
  onClick?: () => void;
  children: ReactNode;
  className?: string;
  type?: 'button' | 'submit';
  isBusy?: boolean;
}) {
  return (
    <Tooltip content={label}>
      <Button
        type={type}
        variant="ghost"
        size="icon"
        className={cn('size-10 md:size-9', isBusy && 'cursor-wait', className)}
        aria-label={label}
        aria-busy={isBusy || undefined}
        onClick={(event) => {
          if (isBusy) event.preventDefault();
          else onClick?.();
        }}
      >
        {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : children}
      </Button>
    </Tooltip>
  );
}

/** One employee: read, or edited inline (Sauvegarder / Annuler); block or unblock; delete after confirmation. */
export function EmployeeRow({ employee, onDeleted }: { employee: EmployeeAccount; onDeleted?: () => void }) {
  const formId = useId();
  const fullName = `${employee.firstName} ${employee.lastName}`;
  const [isEditing, setIsEditing] = useState(false);
  const updateMutation = useUpdateEmployee();
  const { askToDelete, confirmDialog } = useConfirmedDelete({
    mutation: useDeleteEmployee(),
    variables: { companyId: employee.companyId, employeeId: employee.employeeId },
    title: "Supprimer l'employé",
    description: `Êtes-vous sûr de vouloir supprimer l'employé "${fullName}" ? Cette action est irréversible.`,
    onDeleted: () => {
      toastSuccess('Employé supprimé', `${fullName} a été supprimé du système.`);
      // The row is gone: the focus goes to the table rather than to the top of the page.
      window.setTimeout(() => onDeleted?.(), 0);
    },
    onError: (error) => toastError(errorMessage(error, "Impossible de supprimer l'employé")),
  });
  const lockMutation = useToggleEmployeeLock();
  const issueMutation = useIssueEmployeeTemporaryPassword();
  const revealMutation = useRevealEmployeeTemporaryPassword();
  // A password just issued with « Nouveau mot de passe temporaire », shown unmasked as at creation.
  const [issuedPassword, setIssuedPassword] = useState<string | null>(null);
  const form = useForm<EmployeeUpdateRequest, unknown, EmployeeUpdateRequest>({ resolver: zodResolver(employeeUpdateRequestSchema), defaultValues: editValuesOf(employee) });
  const { errors } = form.formState;

  // Entering edit mode focuses the first name; leaving it gives the focus back to 'Modifier'.
  const editButtonRef = useRef<HTMLSpanElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current === isEditing) return;
    wasEditing.current = isEditing;
    if (isEditing) form.setFocus('firstName');
    else editButtonRef.current?.querySelector('button')?.focus();
  }, [isEditing, form]);

  const startEditing = () => {
    form.reset(editValuesOf(employee));
    setIsEditing(true);
  };
  const save = form.handleSubmit((values) => {
    updateMutation.mutate(
      { companyId: employee.companyId, employeeId: employee.employeeId, ...values },
      {
        onSuccess: (updated) => {
          toastSuccess('Employé modifié', `${updated.firstName} ${updated.lastName} a été modifié avec succès.`);
          setIsEditing(false);
        },
        onError: (error) => {
          applyServerFieldErrors(form, error);
          toastError(errorMessage(error, "Impossible de mettre à jour l'employé"));
        },
      },
    );
  });
  const [isLockConfirmOpen, setIsLockConfirmOpen] = useState(false);
  const toggleLock = () => {
    const lockAccount = !employee.locked;
    lockMutation.mutate(
      { userId: employee.employeeId, lockAccount },
      {
        onSuccess: ({ locked }) => toastSuccess(locked ? 'Employé bloqué' : 'Employé débloqué', `${fullName} ${locked ? 'ne peut plus se connecter' : 'peut de nouveau se connecter'}.`),
        onError: (error) => toastError(errorMessage(error, "Impossible de bloquer/débloquer l'employé")),
        onSettled: () => setIsLockConfirmOpen(false),
      },
    );
  };
  // Blocking ends the employee's sessions at once: asked first (issue 34 item 19). Unblocking harms no one.
  const askToToggleLock = () => (employee.locked ? toggleLock() : setIsLockConfirmOpen(true));

  const editField = (name: keyof EditValues, label: string, autoComplete?: string) => {
    const error = errors[name]?.message;
    const errorId = `${formId}-${name}-error`;
    return (
      <div className="space-y-1">
        <Input
          form={formId}
          type="text"
          aria-label={`${label} de ${fullName}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete={autoComplete}
          className="min-w-28"
          {...form.register(name)}
        />
        {error && (
          <p id={errorId} role="alert" className="text-xs text-red-600">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <ResponsiveRow className={cn('grid-cols-2 gap-x-4', employee.locked && 'bg-slate-50')}>
      <Cell column="Nom complet">
        {isEditing ? (
          <div className="grid gap-2 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            {editField('firstName', 'Prénom', 'off')}
            {editField('lastName', 'Nom', 'off')}
          </div>
        ) : (
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{fullName}</span>
            {employee.locked && <Badge tone="danger">Bloqué</Badge>}
          </span>
        )}
      </Cell>
      <Cell column="Email / identifiant">
        <span className="flex min-w-0 flex-col md:min-w-40">
          {employee.mail ? <span className="break-words text-slate-800">{employee.mail}</span> : <span className="text-slate-500 italic">Non renseigné</span>}
          <span className="text-xs break-all text-slate-500">@{employee.userName}</span>
        </span>
      </Cell>
      <Cell column="Service">{isEditing ? editField('service', 'Service') : employee.service || <span className="text-slate-500 italic">Non renseigné</span>}</Cell>
      <Cell column="Poste">{isEditing ? editField('job', 'Poste') : employee.job || <span className="text-slate-500 italic">Non renseigné</span>}</Cell>
      <Cell column="Mot de passe temporaire">
        {/* An employee invited by email has no temporary password: where the invitation stands instead. */}
        {employee.invitation ? (
          <InvitationStatus invitation={employee.invitation} companyId={employee.companyId} employeeId={employee.employeeId} ownerName={fullName} />
        ) : (
          <TemporaryPassword
            key={issuedPassword ?? 'stored'}
            hasPassword={employee.hasTemporaryPassword}
            issuedPassword={issuedPassword}
            isFirstConnection={employee.isFirstConnection}
            isExpired={employee.isTemporaryPasswordExpired}
            ownerName={fullName}
            reveal={async () => (await revealMutation.mutateAsync({ companyId: employee.companyId, employeeId: employee.employeeId })).password}
          />
        )}
      </Cell>
      <Cell column="Actions" className="md:text-right">
        {isEditing ? (
          <form id={formId} onSubmit={save} noValidate aria-label={`Modifier ${fullName}`} className="flex gap-1 md:justify-end">
            <IconAction type="submit" label="Sauvegarder" className="text-emerald-700" isBusy={updateMutation.isPending}>
              <Check aria-hidden="true" />
            </IconAction>
            <IconAction label="Annuler" onClick={() => setIsEditing(false)}>
              <X aria-hidden="true" />
            </IconAction>
          </form>
        ) : (
          <span className="flex gap-1 md:justify-end">
            <span ref={editButtonRef}>
              <IconAction label={`Modifier ${fullName}`} onClick={startEditing}>
                <Pencil aria-hidden="true" />
              </IconAction>
            </span>
            {employee.isFirstConnection && !employee.invitation && (
              <NewTemporaryPasswordButton
                ownerName={fullName}
                isCompact
                isBusy={issueMutation.isPending}
                onIssue={async () => setIssuedPassword((await issueMutation.mutateAsync({ companyId: employee.companyId, employeeId: employee.employeeId })).password)}
              />
            )}
            <IconAction
              label={`${employee.locked ? 'Débloquer' : 'Bloquer'} ${fullName}`}
              onClick={askToToggleLock}
              isBusy={lockMutation.isPending}
              className={employee.locked ? 'text-emerald-700' : 'text-amber-700'}
            >
              {employee.locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            </IconAction>
            <IconAction label={`Supprimer ${fullName}`} onClick={askToDelete} className="text-red-700">
              <Trash2 aria-hidden="true" />
            </IconAction>
          </span>
        )}
        {confirmDialog}
        <ConfirmDialog
          isOpen={isLockConfirmOpen}
          onOpenChange={setIsLockConfirmOpen}
          onConfirm={toggleLock}
          title="Bloquer l'employé"
          description={`Bloquer « ${fullName} » ? Il ne pourra plus se connecter et ses sessions en cours prendront fin. Vous pourrez le débloquer ensuite.`}
          confirmLabel="Bloquer"
          isDestructive
          isBusy={lockMutation.isPending}
          busyLabel="Blocage..."
        />
      </Cell>
    </ResponsiveRow>
  );
}
