import { useState } from 'react';
import { Download, FileJson, FileText, Trash2 } from 'lucide-react';
import { dateText, timeText, type DataExport, type DataExportFormat } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError } from '@/components/ui/toaster';
import { errorMessage, HttpError } from '@/lib/http-client';
import { downloadDataExport, useLatestDataExport, useRequestDataExport } from '../api/data-export';
import { AccountErasureDialog } from './account-erasure-dialog';

export const EXPORT_FAILED_MESSAGE = 'La préparation de vos données a échoué. Vous pouvez relancer la demande.';

/** « Disponible jusqu'au 25 novembre 2026 à 14:05 » (Paris time). */
export const availableUntilText = (expiresAt: string) => `Disponible jusqu'au ${dateText(expiresAt)} à ${timeText(expiresAt)}`;

function ExportState({ dataExport }: { dataExport: DataExport }) {
  const [downloading, setDownloading] = useState<DataExportFormat | null>(null);
  const download = async (format: DataExportFormat) => {
    setDownloading(format);
    try {
      await downloadDataExport(dataExport.id, format);
    } catch (error) {
      toastError(errorMessage(error, 'Le téléchargement a échoué. Veuillez réessayer.'));
    } finally {
      setDownloading(null);
    }
  };
  if (dataExport.status !== 'READY' || !dataExport.expiresAt) return null;
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-800">Vos données sont prêtes.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={() => download('json')} isLoading={downloading === 'json'} loadingText="Téléchargement…">
          <FileJson aria-hidden="true" />
          Fichier JSON
        </Button>
        <Button type="button" variant="outline" onClick={() => download('html')} isLoading={downloading === 'html'} loadingText="Téléchargement…">
          <FileText aria-hidden="true" />
          Page lisible (HTML)
        </Button>
      </div>
      <p className="text-sm text-slate-600">{availableUntilText(dataExport.expiresAt)}</p>
    </div>
  );
}

/**
 * « Mes données » of « Mon compte » (issue 26): a copy of everything the platform holds about the
 * employee, prepared by the server and offered for a day, and the erasure of the account.
 */
export function PersonalDataCard() {
  const latest = useLatestDataExport();
  const requestExport = useRequestDataExport();
  const [conflictMessage, setConflictMessage] = useState<string | null>(null);
  const current = latest.data?.export ?? null;
  const isPreparing = current?.status === 'PREPARING';

  const ask = () => {
    setConflictMessage(null);
    requestExport.mutate(undefined, {
      onError: (error) => {
        if (error instanceof HttpError && error.status === 409) {
          setConflictMessage(error.message);
          void latest.refetch();
        } else toastError(errorMessage(error, 'Impossible de demander vos données. Veuillez réessayer.'));
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mes données</CardTitle>
        <CardDescription>Obtenez une copie de tout ce que Parenthèse conserve à votre sujet, ou supprimez votre compte.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby="data-export-title" className="space-y-3">
          <h3 id="data-export-title" className="font-medium text-slate-900">
            Télécharger mes données
          </h3>
          <p className="text-sm text-slate-600">
            Votre compte, vos consultations et leurs motifs, vos mouvements de crédits, les e-mails qui vous ont été adressés et vos connexions, en un fichier JSON et en une page lisible et
            imprimable. Les fichiers restent disponibles 24 heures.
          </p>
          {latest.isPending ? (
            <Skeleton className="h-10 w-56" />
          ) : (
            <>
              <div aria-live="polite" className="space-y-3">
                {isPreparing && (
                  <p className="flex items-center gap-2 text-sm text-slate-700" role="status">
                    <span className="size-2 animate-pulse rounded-full bg-brand-600" aria-hidden="true" />
                    Préparation en cours…
                  </p>
                )}
                {conflictMessage && !isPreparing && <p className="text-sm text-slate-700">{conflictMessage}</p>}
                {current?.status === 'FAILED' && (
                  <AlertBanner title="Échec de la préparation" tone="danger">
                    {EXPORT_FAILED_MESSAGE}
                  </AlertBanner>
                )}
                {current && <ExportState dataExport={current} />}
              </div>
              {!isPreparing && (
                <Button type="button" variant={current?.status === 'READY' ? 'ghost' : 'secondary'} onClick={ask} isLoading={requestExport.isPending} loadingText="Demande en cours…">
                  <Download aria-hidden="true" />
                  {current?.status === 'FAILED' ? 'Réessayer' : current?.status === 'READY' ? 'Préparer une nouvelle copie' : 'Télécharger mes données'}
                </Button>
              )}
            </>
          )}
          {latest.isError && <p className="text-sm text-red-700">Impossible de savoir où en est votre export.</p>}
        </section>
        <section aria-labelledby="account-erasure-title" className="space-y-3 border-t border-slate-100 pt-6">
          <h3 id="account-erasure-title" className="font-medium text-slate-900">
            Supprimer mon compte
          </h3>
          <p className="text-sm text-slate-600">Vos données personnelles sont effacées pour de bon. Cette action est irréversible.</p>
          <AccountErasureDialog
            trigger={
              <Button type="button" variant="destructive">
                <Trash2 aria-hidden="true" />
                Supprimer mon compte
              </Button>
            }
          />
        </section>
      </CardContent>
    </Card>
  );
}
