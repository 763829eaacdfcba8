import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, FileText, Lock, LockOpen, Mail, MapPin, Pencil, Phone, Stethoscope, Trash2, type LucideIcon } from 'lucide-react';
import { adminCan, adminPermissionRefusal, consultationCount, dateText, psychologistAdminMessages, formatPhoneNumber, paths, type AdminPsychologist, type AdminRole } from '@parenthese/shared';
import { AdminCardShell } from '@/components/admin-card/admin-card-shell';
import { CardAction } from '@/components/admin-card/card-action';
import { Figure } from '@/components/admin-card/figure';
import { Badge } from '@/components/ui/badge';
import { StaffInvitationState, invitationSentText } from '@/components/invitation/staff-invitation-state';
import { useResendPsychologistInvitation } from '../api/resend-psychologist-invitation';
import { Button } from '@/components/ui/button';
import { DisabledWithHint } from '@/components/ui/disabled-with-hint';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { psychologistCategoryIcons } from '@/lib/psychologist-category-icons';
import { errorMessage } from '@/lib/http-client';
import { psychologistCreditsQueryOptions } from '../api/get-psychologists';
import { useDeletePsychologist } from '../api/delete-psychologist';
import { useTogglePsychologistLock } from '../api/toggle-psychologist-lock';
import { fullName } from '../psychologist-form';
import { PendingEmailChangeNote } from '@/components/pending-email-change-note';
import { ResetSecondFactorButton } from '../../components/reset-second-factor-button';

/** What the billing screen receives in its navigation state (spec section 2). */
export type PsychologistBillingState = { psychologist: AdminPsychologist };

function ContactLine({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
      <span className="sr-only">{label} :</span>
      {children}
    </li>
  );
}

const notGiven = (text: string) => <span className="text-slate-500 italic">{text}</span>;

/** The card's consultation count: the sum of the credits, 0 when they cannot be loaded (spec section 3). */
function ConsultationCount({ psychologistId }: { psychologistId: string }) {
  const { data, isPending, isError } = useQuery(psychologistCreditsQueryOptions(psychologistId));
  if (isPending)
    return (
      <>
        <Skeleton className="inline-block h-4 w-6 align-middle" />
        <span className="sr-only">Chargement</span>
      </>
    );
  return <>{isError ? 0 : consultationCount(data.credits)}</>;
}

type PsychologistCardProps = {
  psychologist: AdminPsychologist;
  adminRole: AdminRole | undefined;
  onEdit: (psychologist: AdminPsychologist) => void;
  /** The intent to edit (pointer over, focus on « Modifier »): starts downloading the form. */
  onEditIntent?: () => void;
  /** After a deletion, where the focus goes instead of the vanished card. */
  onDeleted?: () => void;
};

/**
 * One psychologist of the grid: status, ADELI number, contact, specialisations (or the warning that
 * they cannot receive consultations), consultations and member-since; the invitation's state and
 * « Renvoyer l'invitation »; billing, edit, block or unblock, and deletion after confirmation.
 */
export function PsychologistCard({ psychologist, adminRole, onEdit, onEditIntent, onDeleted }: PsychologistCardProps) {
  const navigate = useNavigate();
  const resendMutation = useResendPsychologistInvitation();
  const lockMutation = useTogglePsychologistLock();
  const name = fullName(psychologist);
  const mayOpenBilling = adminCan(adminRole, 'billing:read');
  const { askToDelete, confirmDialog } = useConfirmedDelete({
    mutation: useDeletePsychologist(),
    variables: psychologist.userId,
    title: 'Supprimer le psychologue',
    description: `Êtes-vous sûr de vouloir supprimer le psychologue "${name}" ? Cette action est irréversible.`,
    onDeleted: () => {
      toastSuccess('Psychologue supprimé', `Le psychologue ${name} a été supprimé du système.`);
      window.setTimeout(() => onDeleted?.(), 0);
    },
    onError: (error) => toastError(errorMessage(error, 'Une erreur est survenue lors de la suppression.')),
  });

  const resend = () =>
    resendMutation.mutate(psychologist.userId, {
      onSuccess: () => toastSuccess('Invitation renvoyée', `${invitationSentText(psychologist.mail)} Le précédent lien ne fonctionne plus.`),
      onError: (error) => toastError(errorMessage(error, "Impossible de renvoyer l'invitation")),
    });

  const toggleLock = () => {
    const lockAccount = !psychologist.locked;
    lockMutation.mutate(
      { userId: psychologist.userId, lockAccount },
      {
        onSuccess: () => toastSuccess(lockAccount ? 'Psychologue bloqué' : 'Psychologue débloqué', `Le compte de ${name} a été ${lockAccount ? 'bloqué' : 'débloqué'}.`),
        onError: () => toastError(lockAccount ? 'Impossible de bloquer le psychologue' : 'Impossible de débloquer le psychologue'),
      },
    );
  };

  const billingButton = (
    <Button
      variant="secondary"
      size="sm"
      className="w-full"
      disabled={!mayOpenBilling}
      aria-label={mayOpenBilling ? `Facturation de ${name}` : undefined}
      onClick={() => navigate(paths.psychologistBilling(psychologist.userId), { state: { psychologist } satisfies PsychologistBillingState })}
    >
      <FileText aria-hidden="true" />
      Facturation
    </Button>
  );

  return (
    <AdminCardShell
      icon={Stethoscope}
      title={name}
      badges={
        <div className="mt-1 flex flex-wrap gap-1">
          {psychologist.locked ? <Badge tone="danger">Bloqué</Badge> : <Badge tone="success">Actif</Badge>}
          {psychologist.isFirstConnection && <Badge tone="info">Première connexion en attente</Badge>}
        </div>
      }
    >
      <div className="flex-1 space-y-4 px-5 pb-4">
        <ul className="space-y-2 text-sm text-slate-700">
          <ContactLine icon={FileText} label="Numéro ADELI">
            <span>
              ADELI <span className="font-mono">{psychologist.adeliNumber}</span>
            </span>
          </ContactLine>
          <ContactLine icon={Mail} label="Email">
            <span className="min-w-0">
              <a href={`mailto:${psychologist.mail}`} className="break-all text-brand-800 hover:underline">
                {psychologist.mail}
              </a>
              <PendingEmailChangeNote pending={psychologist.pendingEmailChange} className="mt-1" />
            </span>
          </ContactLine>
          {psychologist.invitation && (
            <li>
              <StaffInvitationState invitation={psychologist.invitation} ownerName={name} onResend={resend} isResending={resendMutation.isPending} />
            </li>
          )}
          <ContactLine icon={Phone} label="Téléphone">
            {psychologist.phoneNumber ? <span>{formatPhoneNumber(psychologist.phoneNumber)}</span> : notGiven('Non renseigné')}
          </ContactLine>
          <ContactLine icon={MapPin} label="Localisation">
            {psychologist.address ? <span className="min-w-0 break-words">{psychologist.address}</span> : notGiven('Non renseignée')}
          </ContactLine>
        </ul>

        <div>
          <p className="mb-1.5 text-sm font-medium text-slate-800">Spécialisations</p>
          {psychologist.doctorCategories.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5">
              {psychologist.doctorCategories.map((category) => {
                const Icon = psychologistCategoryIcons[category];
                return (
                  <li key={category}>
                    <Badge tone="brand">
                      <Icon className="size-3.5" aria-hidden="true" />
                      {category}
                    </Badge>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-2.5 text-sm text-amber-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {psychologistAdminMessages.noSpecialisation}
            </p>
          )}
        </div>

        <dl className="divide-y divide-slate-100">
          <Figure label="Consultations réalisées" value={<ConsultationCount psychologistId={psychologist.userId} />} />
          <Figure label="Membre depuis" value={dateText(psychologist.createdAt)} />
        </dl>
      </div>

      <div className="space-y-3 border-t border-slate-100 px-5 py-4">
        {mayOpenBilling ? (
          billingButton
        ) : (
          <div className="space-y-1">
            <DisabledWithHint label="Facturation" hint={adminPermissionRefusal('billing:read')} className="block">
              {billingButton}
            </DisabledWithHint>
            {/* Also written out: a tooltip never shows on a touch screen. The group already says it to screen readers. */}
            <p aria-hidden="true" className="text-center text-xs text-slate-500">
              {adminPermissionRefusal('billing:read')}
            </p>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <CardAction label={`Modifier ${name}`} tooltip="Modifier" onClick={() => onEdit(psychologist)} onIntent={onEditIntent} icon={<Pencil aria-hidden="true" />} />
          <CardAction
            label={`${psychologist.locked ? 'Débloquer' : 'Bloquer'} ${name}`}
            tooltip={psychologist.locked ? 'Débloquer' : 'Bloquer'}
            isLoading={lockMutation.isPending}
            onClick={toggleLock}
            icon={psychologist.locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
          />
          <CardAction label={`Supprimer ${name}`} tooltip="Supprimer" onClick={askToDelete} icon={<Trash2 aria-hidden="true" />} className="ml-auto text-red-700 hover:bg-red-50" />
        </div>
        <ResetSecondFactorButton userId={psychologist.userId} name={name} viewerRole={adminRole} />
      </div>

      {confirmDialog}
    </AdminCardShell>
  );
}
