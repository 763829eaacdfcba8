import { useState, type ReactNode } from 'react';
import { CheckCircle2, Download, FileText, Lock, Upload } from 'lucide-react';
import { AWAITING_PAYMENT_LABEL, BILL_STATUS_LABELS, formatEuros, monthLabel, ofYearMonthText, shortDateText, yearMonthText, type BillStatus, type MonthlyBill } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ResponsiveCell, ResponsiveRow } from '@/components/responsive-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/http-client';
import { usePayBill, useValidateBill } from './api/bill-actions';
import { downloadBillDocument } from './api/download-bill-document';
import { UploadDocumentDialog } from './upload-document-dialog';

/** The monthly table's columns (spec section 2); on a phone each row is a card whose cells name their column. */
export const billColumns = ['Période', 'Consultations', 'Montant', 'Statut', 'Document', 'Actions'] as const;

const statusTones: Record<BillStatus, 'neutral' | 'info' | 'warning' | 'success'> = { pending: 'neutral', uploaded: 'info', validated: 'warning', paid: 'success' };

function Cell({ column, children, className }: { column: (typeof billColumns)[number]; children: ReactNode; className?: string }) {
  const isHalfWidth = column === 'Consultations' || column === 'Montant';
  return (
    <ResponsiveCell column={column} className={cn('md:align-middle', !isHalfWidth && 'col-span-2', className)}>
      {children}
    </ResponsiveCell>
  );
}

function StatusCell({ bill }: { bill: MonthlyBill }) {
  if (bill.isInProgress) return <Badge tone="neutral">Mois en cours</Badge>;
  const date = bill.paymentDate ?? bill.validationDate ?? bill.uploadDate;
  const verb = bill.paymentDate ? 'Payé le' : bill.validationDate ? 'Validé le' : 'Uploadé le';
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={statusTones[bill.status]}>{BILL_STATUS_LABELS[bill.status]}</Badge>
      {bill.status === 'validated' && <span className="text-xs font-medium text-amber-800">{AWAITING_PAYMENT_LABEL}</span>}
      {date && <span className="text-xs text-slate-500">{`${verb} ${shortDateText(date)}`}</span>}
    </div>
  );
}

/** One month: its figures, its status and what can be done next (upload, 'Clôturer', 'Marquer comme payé', download). */
/** « dont 1 rendez-vous manqué par le salarié » */
const noShowsText = (count: number) => (count > 1 ? `dont ${count.toLocaleString('fr-FR')} rendez-vous manqués par les salariés` : 'dont 1 rendez-vous manqué par le salarié');

export function BillRow({ psychologistId, bill }: { psychologistId: string; bill: MonthlyBill }) {
  // « Octobre 2026 » alone (the row, its period); inside a sentence « octobre 2026 », « d'octobre 2026 ».
  const label = monthLabel(bill.month);
  const inSentence = yearMonthText(bill.month);
  const ofMonth = ofYearMonthText(bill.month);
  const [isUploading, setIsUploading] = useState(false);
  const [confirming, setConfirming] = useState<'validate' | 'pay' | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const validateMutation = useValidateBill();
  const payMutation = usePayBill();
  const canUpload = !bill.isInProgress && (bill.status === 'pending' || bill.status === 'uploaded');

  function confirm() {
    const target = { psychologistId, month: bill.month };
    if (confirming === 'validate') {
      validateMutation.mutate(target, {
        onSuccess: () => toastSuccess('Facturation validée', 'La facturation a été clôturée avec succès.'),
        onError: (error) => toastError(errorMessage(error, 'Impossible de clôturer la facturation.')),
        onSettled: () => setConfirming(null),
      });
    } else if (confirming === 'pay') {
      payMutation.mutate(target, {
        onSuccess: () => toastSuccess('Paiement enregistré', `La facture ${ofMonth} est marquée comme payée.`),
        onError: (error) => toastError(errorMessage(error, "Impossible d'enregistrer le paiement.")),
        onSettled: () => setConfirming(null),
      });
    }
  }

  async function download() {
    setIsDownloading(true);
    try {
      await downloadBillDocument({ psychologistId, month: bill.month, fallbackName: bill.document?.fileName ?? `facture-${bill.month}` });
      toastSuccess('Téléchargement', `Le document ${ofMonth} est en cours de téléchargement.`);
    } catch (error) {
      toastError(errorMessage(error, 'Impossible de télécharger le document.'));
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <ResponsiveRow aria-label={label} className="grid-cols-2 gap-x-4">
      <Cell column="Période">
        <span className="font-semibold text-slate-900 md:whitespace-nowrap">{label}</span>
      </Cell>
      <Cell column="Consultations">
        <span className="block text-slate-900">{bill.consultationsCount.toLocaleString('fr-FR')}</span>
        {/* Counted per NO_SHOW_POLICY: said apart, so the bill can be checked (decision 0062). */}
        {bill.noShowsCount > 0 && <span className="block text-xs text-slate-500">{noShowsText(bill.noShowsCount)}</span>}
      </Cell>
      <Cell column="Montant">
        <span className="block font-semibold text-slate-900">{formatEuros(bill.totalAmountCents)}</span>
        <span className="block text-xs text-slate-500">{`${bill.consultationsCount} × ${formatEuros(bill.unitPriceCents)}`}</span>
      </Cell>
      <Cell column="Statut">
        <StatusCell bill={bill} />
      </Cell>
      <Cell column="Document">
        {bill.document ? (
          <span className="flex min-w-0 items-center gap-1.5 text-slate-700">
            <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="truncate md:max-w-48" title={bill.document.fileName}>
              {bill.document.fileName}
            </span>
          </span>
        ) : (
          <span className="text-slate-500 italic">Aucun document</span>
        )}
      </Cell>
      <Cell column="Actions" className="mt-1 border-t border-slate-100 pt-2 md:mt-0 md:border-0">
        <div className="flex flex-wrap gap-2 md:justify-end">
          {bill.isInProgress && <span className="text-sm text-slate-500">Disponible à la fin du mois</span>}
          {canUpload && (
            <Button variant="outline" size="sm" onClick={() => setIsUploading(true)} aria-label={`${bill.document ? 'Remplacer le document' : 'Uploader la facture'} ${ofMonth}`}>
              <Upload aria-hidden="true" />
              {bill.document ? 'Remplacer' : 'Uploader'}
            </Button>
          )}
          {bill.document && (
            <Button variant="outline" size="sm" onClick={download} isLoading={isDownloading} aria-label={`Télécharger le document ${ofMonth}`}>
              <Download aria-hidden="true" />
              Télécharger
            </Button>
          )}
          {bill.status === 'uploaded' && (
            <Button size="sm" onClick={() => setConfirming('validate')} aria-label={`Clôturer ${inSentence}`}>
              <Lock aria-hidden="true" />
              Clôturer
            </Button>
          )}
          {bill.status === 'validated' && (
            <Button size="sm" onClick={() => setConfirming('pay')} aria-label={`Marquer comme payé ${inSentence}`}>
              <CheckCircle2 aria-hidden="true" />
              Marquer comme payé
            </Button>
          )}
        </div>
        {canUpload && <UploadDocumentDialog psychologistId={psychologistId} month={bill.month} isOpen={isUploading} onOpenChange={setIsUploading} />}
        <ConfirmDialog
          isOpen={confirming !== null}
          onOpenChange={(isOpen) => !isOpen && !validateMutation.isPending && !payMutation.isPending && setConfirming(null)}
          onConfirm={confirm}
          title={confirming === 'pay' ? 'Marquer comme payé' : 'Clôturer la facturation'}
          description={
            confirming === 'pay'
              ? `Confirmez-vous le paiement de ${formatEuros(bill.totalAmountCents)} pour ${inSentence} ?`
              : `${label} : ${bill.consultationsCount} consultation(s), ${formatEuros(bill.totalAmountCents)}. Une fois clôturé, le montant et le document ne changent plus.`
          }
          confirmLabel={confirming === 'pay' ? 'Marquer comme payé' : 'Clôturer'}
          isBusy={validateMutation.isPending || payMutation.isPending}
        />
      </Cell>
    </ResponsiveRow>
  );
}
