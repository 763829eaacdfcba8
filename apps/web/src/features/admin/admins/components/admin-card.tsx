import { useId, useState } from 'react';
import { KeyRound, Lock, LockOpen, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { ADMIN_ROLE_LABELS, adminCan, adminPermissionRefusal, formatPhoneNumber, type AdminAccount } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DisabledWithHint } from '@/components/ui/disabled-with-hint';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { Tooltip } from '@/components/ui/tooltip';
import { errorMessage } from '@/lib/http-client';
import { useDeleteAdmin } from '../api/delete-admin';
import { useToggleAdminLock } from '../api/toggle-admin-lock';
import { adminName, creationText, isSameAdmin, lastLoginText, shortAdminId } from '../admin-display';
import { PendingEmailChangeNote } from '@/components/pending-email-change-note';
import { ResetSecondFactorButton } from '../../components/reset-second-factor-button';

const SELF_LOCK_HINT = 'Vous ne pouvez pas bloquer ou débloquer votre propre compte.';
const SELF_DELETE_HINT = 'Vous ne pouvez pas supprimer votre propre compte.';
const TECH_ACCOUNT_HINT = "Seul un administrateur technique peut modifier ou supprimer le compte d'un administrateur technique.";
const TECH_PASSWORD_HINT = "Le mot de passe temporaire d'un administrateur technique n'est montré qu'aux administrateurs techniques.";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right text-sm font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** An icon button, or the same button disabled with the reason when `refusal` is set. */
function CardAction({ label, refusal, onClick, icon, className }: { label: string; refusal?: string; onClick: () => void; icon: React.ReactNode; className?: string }) {
  const button = (
    <Button variant="outline" size="icon" className={`size-9 ${className ?? ''}`} aria-label={label} disabled={Boolean(refusal)} onClick={onClick}>
      {icon}
    </Button>
  );
  if (refusal) return <DisabledWithHint label={label} hint={refusal}>{button}</DisabledWithHint>;
  return <Tooltip content={label}>{button}</Tooltip>;
}

type AdminCardProps = {
  admin: AdminAccount;
  viewer: AdminAccount | undefined;
  onEdit: (admin: AdminAccount) => void;
  onShowPassword: (admin: AdminAccount) => void;
};

/**
 * One administrator (spec section 2): name, role, last sign-in ('Jamais' before the first), number
 * of audited actions, month of creation and the id up to its first hyphen; edit, temporary password,
 * block or unblock (TECH only, never oneself) and deletion after confirmation (never oneself).
 */
export function AdminCard({ admin, viewer, onEdit, onShowPassword }: AdminCardProps) {
  const titleId = useId();
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const lockMutation = useToggleAdminLock();
  const deleteMutation = useDeleteAdmin();
  const name = adminName(admin);
  const isSelf = isSameAdmin(admin, viewer);
  const mayTouch = admin.adminRole !== 'TECH' || adminCan(viewer?.adminRole, 'admins:manage-roles');
  const lockRefusal = isSelf ? SELF_LOCK_HINT : adminCan(viewer?.adminRole, 'admins:lock') ? undefined : adminPermissionRefusal('admins:lock');
  const deleteRefusal = isSelf ? SELF_DELETE_HINT : mayTouch ? undefined : TECH_ACCOUNT_HINT;

  const toggleLock = () => {
    const lockAccount = !admin.locked;
    lockMutation.mutate(
      { userId: admin.adminId, lockAccount },
      {
        onSuccess: () => toastSuccess(lockAccount ? 'Administrateur bloqué' : 'Administrateur débloqué', `L'administrateur "${name}" a été ${lockAccount ? 'bloqué' : 'débloqué'}.`),
        onError: (error) => toastError(errorMessage(error, 'Une erreur inconnue est survenue'), lockAccount ? "Impossible de bloquer l'administrateur" : "Impossible de débloquer l'administrateur"),
      },
    );
  };
  const confirmDelete = () => {
    deleteMutation.mutate(admin.adminId, {
      onSuccess: () => {
        setIsConfirmingDelete(false);
        toastSuccess('Administrateur supprimé', `L'administrateur "${name}" a été supprimé du système.`);
      },
      onError: (error) => {
        setIsConfirmingDelete(false);
        toastError(errorMessage(error, "Impossible de supprimer l'administrateur"), 'La suppression a échoué');
      },
    });
  };

  return (
    <Card className="flex h-full flex-col" role="article" aria-labelledby={titleId}>
      <div className="flex items-start gap-3 p-5 pb-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {name}
            {isSelf && <span className="ml-1 text-sm font-normal text-slate-500">(vous)</span>}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={admin.adminRole === 'TECH' ? 'brand' : 'info'}>{ADMIN_ROLE_LABELS[admin.adminRole]}</Badge>
            <Badge tone={admin.locked ? 'danger' : 'success'}>{admin.locked ? 'Bloqué' : 'Actif'}</Badge>
          </div>
        </div>
      </div>
      <div className="flex-1 space-y-3 px-5 pb-4">
        <p className="text-sm break-all text-slate-700">
          <span className="sr-only">Email : </span>
          {admin.userMail}
          {admin.phoneNumber && <span className="block text-slate-600">{formatPhoneNumber(admin.phoneNumber)}</span>}
        </p>
        <PendingEmailChangeNote pending={admin.pendingEmailChange} />
        <dl className="divide-y divide-slate-100">
          <Figure label="Dernière connexion" value={lastLoginText(admin.lastLoginAt)} />
          <Figure label="Actions" value={admin.actionsCount.toLocaleString('fr-FR')} />
          <Figure label="Membre depuis" value={creationText(admin.createdAt)} />
          <Figure label="Identifiant" value={shortAdminId(admin.adminId)} />
        </dl>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-4">
        <CardAction label={`Modifier l'administrateur ${name}`} refusal={mayTouch ? undefined : TECH_ACCOUNT_HINT} onClick={() => onEdit(admin)} icon={<Pencil aria-hidden="true" />} />
        {/* The server withholds a TECH account's temporary password from SITE administrators. */}
        <CardAction label={`Mot de passe temporaire de ${name}`} refusal={mayTouch ? undefined : TECH_PASSWORD_HINT} onClick={() => onShowPassword(admin)} icon={<KeyRound aria-hidden="true" />} />
        <CardAction
          label={`${admin.locked ? 'Débloquer' : 'Bloquer'} l'administrateur ${name}`}
          refusal={lockRefusal}
          onClick={toggleLock}
          icon={admin.locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
        />
        <CardAction label={`Supprimer l'administrateur ${name}`} refusal={deleteRefusal} onClick={() => setIsConfirmingDelete(true)} icon={<Trash2 aria-hidden="true" />} className="text-red-700 hover:bg-red-50" />
        <ResetSecondFactorButton userId={admin.adminId} name={name} viewerRole={viewer?.adminRole} isSelf={isSelf} />
      </div>
      <ConfirmDialog
        isOpen={isConfirmingDelete}
        onOpenChange={(isOpen) => !deleteMutation.isPending && setIsConfirmingDelete(isOpen)}
        onConfirm={confirmDelete}
        title="Supprimer l'administrateur"
        description={`Êtes-vous sûr de vouloir supprimer l'administrateur "${name}" ? Cette action est irréversible.`}
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        isDestructive
        isBusy={deleteMutation.isPending}
        busyLabel="Suppression..."
      />
    </Card>
  );
}
