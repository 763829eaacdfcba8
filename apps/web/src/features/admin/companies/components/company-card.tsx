import { useState } from 'react';
import { Collapsible } from 'radix-ui';
import { Building2, ChevronDown, Eye, Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { formatPhoneNumber, poolSnapshotDayText, type Company } from '@parenthese/shared';
import { AdminCardShell } from '@/components/admin-card/admin-card-shell';
import { CardAction } from '@/components/admin-card/card-action';
import { Figure } from '@/components/admin-card/figure';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { useEditModeFocus } from '@/components/ui/use-edit-mode-focus';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { onDemand } from '@/components/on-demand';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/http-client';
import { useDeleteCompany } from '../api/delete-company';
import { CompanyStatusBadge, companyStatusSentence } from './company-status-badge';
import { CompanyUsage } from './company-usage';

// The edit mode (form library, zod: most of the section's weight) downloads when wanted; pointing at 'Modifier' starts it.
const CompanyEditForm = onDemand(() => import('./company-edit-form').then((module) => module.CompanyEditForm));

function EditFormLoading() {
  return (
    <div role="status" aria-label="Chargement du formulaire..." className="flex-1 space-y-3 px-5 pb-4">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}

function EditFormFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex-1 px-5 pb-4">
      <LoadError title="Le formulaire n'a pas pu se charger" message="Vérifiez votre connexion, puis réessayez." onRetry={onRetry} />
    </div>
  );
}

/** 'Informations de contact', folded by default (spec section 2). */
function ContactInformation({ company }: { company: Company }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Collapsible.Root open={isOpen} onOpenChange={setIsOpen} className="rounded-lg border border-slate-200">
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
        Informations de contact
        <ChevronDown className={`size-4 text-slate-500 transition-transform ${isOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="space-y-2 border-t border-slate-200 px-3 py-3 text-sm text-slate-700">
          <li className="flex items-start gap-2">
            <Mail className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Email :</span>
            <a href={`mailto:${company.companyMail}`} className="min-w-0 break-all text-brand-800 hover:underline">
              {company.companyMail}
            </a>
          </li>
          <li className="flex items-start gap-2">
            <Phone className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Téléphone :</span>
            {company.companyPhone ? <span>{formatPhoneNumber(company.companyPhone)}</span> : <span className="text-slate-500 italic">Non renseigné</span>}
          </li>
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span className="sr-only">Adresse :</span>
            {company.companyAddress ? <span className="min-w-0 break-words">{company.companyAddress}</span> : <span className="text-slate-500 italic">Non renseignée</span>}
          </li>
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * One company of the grid: name and status, contact information, credits, maximum, alert threshold
 * and usage; 'Détails', inline edit (Sauvegarder / Annuler) and deletion after confirmation.
 */
type CompanyCardProps = {
  company: Company;
  onOpenDetail: (company: Company) => void;
  /** Receives the 'Détails' button, so the grid can give it the focus back when the detail closes. */
  detailButtonRef?: (element: HTMLButtonElement | null) => void;
  /** After a deletion, where the focus goes instead of the vanished card. */
  onDeleted?: () => void;
};

export function CompanyCard({ company, onOpenDetail, detailButtonRef, onDeleted }: CompanyCardProps) {
  const [isEditing, setIsEditing] = useState(false);
  const { askToDelete, confirmDialog } = useConfirmedDelete({
    mutation: useDeleteCompany(),
    variables: company.companyId,
    title: "Supprimer l'entreprise",
    description: `Êtes-vous sûr de vouloir supprimer l'entreprise "${company.companyName}" ? Cette action est irréversible.`,
    onDeleted: () => {
      toastSuccess('Entreprise supprimée', `L'entreprise "${company.companyName}" a été supprimée du système.`);
      window.setTimeout(() => onDeleted?.(), 0);
    },
    onError: (error) => toastError(errorMessage(error, 'Une erreur est survenue lors de la suppression.')),
  });
  // The form focuses its first field itself when it mounts (its code may still be downloading here).
  const editButtonRef = useEditModeFocus(isEditing, () => undefined);

  return (
    <AdminCardShell icon={Building2} title={company.companyName} badges={<CompanyStatusBadge status={company.status} />}>
      {isEditing ? (
        <CompanyEditForm company={company} onDone={() => setIsEditing(false)} fallback={<EditFormLoading />} failure={(retry) => <EditFormFailure onRetry={retry} />} />
      ) : (
        <>
          <div className="flex-1 space-y-4 px-5 pb-4">
            <ContactInformation company={company} />
            <dl className="divide-y divide-slate-100">
              {company.creditsAmount !== null && company.poolAsOf !== null && (
                <Figure label={`Crédits ${poolSnapshotDayText(company.poolAsOf)}`} value={company.creditsAmount.toLocaleString('fr-FR')} valueClassName="whitespace-nowrap" />
              )}
              <Figure label="Consultations max. par employé" value={String(company.employeeAmountMax)} valueClassName="whitespace-nowrap" />
              {company.triggerMailIfCreditsLow && <Figure label="Seuil d'alerte" value={`${company.amountOfCreditsToTriggerMail} %`} valueClassName="whitespace-nowrap" />}
            </dl>
            <CompanyUsage company={company} />
          </div>
          <div className="space-y-3 border-t border-slate-100 px-5 py-4">
            <p className="text-sm text-slate-600">{companyStatusSentence[company.status]}</p>
            <div className="flex gap-2">
              <Button ref={detailButtonRef} variant="secondary" size="sm" className="flex-1" aria-label={`Détails de l'entreprise ${company.companyName}`} onClick={() => onOpenDetail(company)}>
                <Eye aria-hidden="true" />
                Détails
              </Button>
              <CardAction
                ref={editButtonRef}
                label={`Modifier l'entreprise ${company.companyName}`}
                tooltip="Modifier"
                onClick={() => setIsEditing(true)}
                icon={<Pencil aria-hidden="true" />}
                onIntent={CompanyEditForm.preload}
              />
              <CardAction
                label={`Supprimer l'entreprise ${company.companyName}`}
                tooltip="Supprimer"
                onClick={askToDelete}
                icon={<Trash2 aria-hidden="true" />}
                className="text-red-700 hover:bg-red-50"
              />
            </div>
          </div>
        </>
      )}

      {confirmDialog}
    </AdminCardShell>
  );
}
