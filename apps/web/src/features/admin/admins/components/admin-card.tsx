import { Check, Lock, LockOpen, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { ADMIN_ROLE_LABELS, adminPermissionRefusal, canManageAdmin, formatPhoneNumber, isSameAdmin, type AdminAccount, type AdminAccountAction, type AdminParty } from '@parenthese/shared';
import { AdminCardShell } from '@/components/admin-card/admin-card-shell';
import { CardAction } from '@/components/admin-card/card-action';
import { Figure } from '@/components/admin-card/figure';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StaffInvitationState, invitationSentText } from '@/components/invitation/staff-invitation-state';
import { useApproveTechRole, useResendAdminInvitation } from '../api/admin-invitations';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { errorMessage } from '@/lib/http-client';
import { useDeleteAdmin } from '../api/delete-admin';
import { useToggleAdminLock } from '../api/toggle-admin-lock';
import { adminName, creationText, lastLoginText, shortAdminId } from '../admin-display';
import { PendingEmailChangeNote } from '@/components/pending-email-change-note';
import { ResetSecondFactorButton } from '../../components/reset-second-factor-button';

const SELF_LOCK_HINT = 'Vous ne pouvez pas bloquer ou débloquer votre propre compte.';
const SELF_DELETE_HINT = 'Vous ne pouvez pas supprimer votre propre compte.';
const TECH_ACCOUNT_HINT = "Seul un administrateur technique peut modifier ou supprimer le compte d'un administrateur technique.";

const asParty = (account: AdminAccount): AdminParty => ({ id: account.adminId, adminRole: account.adminRole, email: account.userMail });

type AdminCardProps = {
  admin: AdminAccount;
  viewer: AdminAccount | undefined;
  onEdit: (admin: AdminAccount) => void;
  /** The intent to edit (pointer over, focus on « Modifier »): starts downloading the form. */
  onEditIntent?: () => void;
};

/**
 * One administrator (spec section 2): name, role, last sign-in ('Jamais' before the first), number
 * of audited actions, month of creation and the id up to its first hyphen; the invitation's state and
 * « Renvoyer l'invitation », a TECH role awaiting approval and « Approuver » (another TECH administrator); edit,
 * block or unblock (TECH only, never oneself) and deletion after confirmation (never oneself), as
 * canManageAdmin allows.
 */
export function AdminCard({ admin, viewer, onEdit, onEditIntent }: AdminCardProps) {
  const lockMutation = useToggleAdminLock();
  const resendMutation = useResendAdminInvitation();
  const approveMutation = useApproveTechRole();
  const name = adminName(admin);
  const actor = viewer && asParty(viewer);
  const target = asParty(admin);
  const isSelf = actor ? isSameAdmin(actor, target) : false;
  const may = (action: AdminAccountAction) => canManageAdmin(actor, target, action);
  const lockRefusal = may('lock') ? undefined : isSelf ? SELF_LOCK_HINT : adminPermissionRefusal('admins:lock');
  const deleteRefusal = may('delete') ? undefined : isSelf ? SELF_DELETE_HINT : TECH_ACCOUNT_HINT;
  const { askToDelete, confirmDialog } = useConfirmedDelete({
    mutation: useDeleteAdmin(),
    variables: admin.adminId,
    title: "Supprimer l'administrateur",
    description: `Êtes-vous sûr de vouloir supprimer l'administrateur "${name}" ? Cette action est irréversible.`,
    onDeleted: () => toastSuccess('Administrateur supprimé', `L'administrateur "${name}" a été supprimé du système.`),
    onError: (error) => toastError(errorMessage(error, "Impossible de supprimer l'administrateur"), 'La suppression a échoué'),
  });

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

  const resend = () =>
    resendMutation.mutate(admin.adminId, {
      onSuccess: () => toastSuccess('Invitation renvoyée', `${invitationSentText(admin.userMail)} Le précédent lien ne fonctionne plus.`),
      onError: (error) => toastError(errorMessage(error, "Impossible de renvoyer l'invitation")),
    });
  const approve = () =>
    approveMutation.mutate(admin.adminId, {
      onSuccess: (approved) =>
        toastSuccess(
          'Rôle TECH approuvé',
          approved.techApproval === null && approved.invitation?.status === 'PENDING' ? invitationSentText(approved.userMail) : `${name} est maintenant administrateur technique.`,
        ),
      onError: (error) => toastError(errorMessage(error, "Impossible d'approuver ce rôle"), "L'approbation a échoué"),
    });
  const approval = admin.techApproval;
  const mayApprove = viewer?.adminRole === 'TECH' && approval !== null && !approval.isExpired && !approval.isRequestedByViewer && !isSelf;

  return (
    <AdminCardShell
      icon={ShieldCheck}
      title={
        <>
          {name}
          {isSelf && <span className="ml-1 text-sm font-normal text-slate-500">(vous)</span>}
        </>
      }
      badges={
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge tone={admin.adminRole === 'TECH' ? 'brand' : 'info'}>{ADMIN_ROLE_LABELS[admin.adminRole]}</Badge>
          <Badge tone={admin.locked ? 'danger' : 'success'}>{admin.locked ? 'Bloqué' : 'Actif'}</Badge>
        </div>
      }
    >
      <div className="flex-1 space-y-3 px-5 pb-4">
        <p className="text-sm break-all text-slate-700">
          <span className="sr-only">Email : </span>
          {admin.userMail}
          {admin.phoneNumber && <span className="block text-slate-600">{formatPhoneNumber(admin.phoneNumber)}</span>}
        </p>
        <PendingEmailChangeNote pending={admin.pendingEmailChange} />
        {approval && (
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={approval.isExpired ? 'warning' : 'neutral'}>
              {approval.isExpired
                ? 'Demande de rôle TECH expirée'
                : approval.kind === 'CREATION'
                  ? "En attente de l'approbation d'un second administrateur TECH"
                  : "Passage en TECH en attente de l'approbation d'un second administrateur TECH"}
            </Badge>
            {mayApprove && (
              <Button
                type="button"
                size="compact"
                aria-label={`Approuver le rôle TECH de ${name}`}
                aria-busy={approveMutation.isPending || undefined}
                onClick={() => {
                  if (!approveMutation.isPending) approve();
                }}
              >
                <Check aria-hidden="true" />
                Approuver
              </Button>
            )}
          </div>
        )}
        {admin.invitation && <StaffInvitationState invitation={admin.invitation} ownerName={name} onResend={may('invitation') ? resend : undefined} isResending={resendMutation.isPending} />}
        <dl className="divide-y divide-slate-100">
          <Figure label="Dernière connexion" value={lastLoginText(admin.lastLoginAt)} valueClassName="text-right" />
          <Figure label="Actions" value={admin.actionsCount.toLocaleString('fr-FR')} valueClassName="text-right" />
          <Figure label="Membre depuis" value={creationText(admin.createdAt)} valueClassName="text-right" />
          <Figure label="Identifiant" value={shortAdminId(admin.adminId)} valueClassName="text-right" />
        </dl>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-4">
        <CardAction
          label={`Modifier l'administrateur ${name}`}
          refusal={may('edit') ? undefined : TECH_ACCOUNT_HINT}
          onClick={() => onEdit(admin)}
          onIntent={onEditIntent}
          icon={<Pencil aria-hidden="true" />}
        />
        <CardAction
          label={`${admin.locked ? 'Débloquer' : 'Bloquer'} l'administrateur ${name}`}
          refusal={lockRefusal}
          onClick={toggleLock}
          icon={admin.locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
        />
        <CardAction label={`Supprimer l'administrateur ${name}`} refusal={deleteRefusal} onClick={askToDelete} icon={<Trash2 aria-hidden="true" />} className="text-red-700 hover:bg-red-50" />
        <ResetSecondFactorButton userId={admin.adminId} name={name} viewerRole={viewer?.adminRole} isSelf={isSelf} />
      </div>
      {confirmDialog}
    </AdminCardShell>
  );
}
