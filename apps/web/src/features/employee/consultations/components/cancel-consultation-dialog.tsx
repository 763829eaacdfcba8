import { Link } from 'react-router';
import { isLateCancellation, lateCancellationTexts, paths } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export type CancelConsultationDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  isBusy: boolean;
  startDate: string;
  now?: Date;
};

/** 'Conserver' or 'Annuler le rendez-vous'; under 48 h, the late-cancellation warning (spec section 5). */
export function CancelConsultationDialog({ isOpen, onOpenChange, onConfirm, isBusy, startDate, now = new Date() }: CancelConsultationDialogProps) {
  const isLate = isLateCancellation(new Date(startDate), now);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title="Annuler le rendez-vous"
      description={isLate ? 'Cette annulation est définitive.' : 'Cette annulation est définitive. Votre crédit vous sera rendu et le créneau sera de nouveau proposé.'}
      confirmLabel="Annuler le rendez-vous"
      cancelLabel="Conserver"
      isDestructive
      isBusy={isBusy}
      busyLabel="Annulation..."
    >
      {isLate && (
        <AlertBanner title="Attention - Annulation tardive" tone="danger">
          {lateCancellationTexts.warning}{' '}
          <Link to={paths.termsOfUse} className="underline">
            Voir les conditions d'utilisation
          </Link>
        </AlertBanner>
      )}
    </ConfirmDialog>
  );
}
