import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Loader2, X } from 'lucide-react';
import { dateText, employeeImportMessages, timeText, type EmployeeImport } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { useDownloadImportSummary } from '../api/download-import-summary';
import { latestEmployeeImportQueryOptions } from '../api/get-latest-employee-import';
import { ImportProgressBar } from './import-progress-bar';

/** A finished import stays on the page this long (its summary waits for its one download). */
const FINISHED_SHOWN_MS = 24 * 60 * 60 * 1000;
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('fr-FR')} ${count > 1 ? many : one}`;

function HideButton({ onHide }: { onHide: () => void }) {
  return (
    <Button type="button" variant="ghost" size="icon" className="size-9 shrink-0" aria-label="Masquer" onClick={onHide}>
      <X aria-hidden="true" />
    </Button>
  );
}

function CompletedImport({ employeeImport, onHide }: { employeeImport: EmployeeImport; onHide: () => void }) {
  const download = useDownloadImportSummary();
  const { createdCount, invitedCount, skippedCount } = employeeImport;
  return (
    <AlertBanner tone="info" title="Import terminé" action={<HideButton onHide={onHide} />}>
      <p>
        {plural(createdCount, 'employé créé', 'employés créés')}, dont {plural(invitedCount, 'invité', 'invités')} par e-mail ; {plural(skippedCount, 'ligne écartée', 'lignes écartées')}.
      </p>
      {employeeImport.isSummaryAvailable ? (
        <div className="mt-2 space-y-2">
          <p>Le récapitulatif donne l'identifiant de chaque employé et le mot de passe temporaire de ceux sans e-mail. Il ne peut être téléchargé qu'une fois.</p>
          <Button
            type="button"
            variant="outline"
            // Wraps on a phone rather than pushing the banner wider than the screen.
            className="h-auto min-h-10 whitespace-normal"
            isLoading={download.isPending}
            loadingText="Téléchargement..."
            onClick={() =>
              download.mutate(
                { companyId: employeeImport.companyId, importId: employeeImport.importId },
                { onError: (error) => toastError(errorMessage(error, 'Le récapitulatif n’a pas pu être téléchargé.')) },
              )
            }
          >
            <Download aria-hidden="true" />
            Télécharger le récapitulatif (CSV)
          </Button>
        </div>
      ) : (
        <p className="mt-1">
          {employeeImport.isSummaryErased ? employeeImportMessages.summaryErased : 'Le récapitulatif a été téléchargé.'} Les mots de passe temporaires restent visibles dans la liste des employés
          jusqu'à leur première connexion.
        </p>
      )}
    </AlertBanner>
  );
}

/**
 * The company's CSV import, on its detail page: the progress bar while the job runs (read every second,
 * so a reload or another administrator's page shows it too), then the summary or the failure's reason.
 */
export function EmployeeImportPanel({ companyId }: { companyId: string }) {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useQuery(latestEmployeeImportQueryOptions(companyId));
  const employeeImport = data?.employeeImport ?? null;
  const [hiddenImportId, setHiddenImportId] = useState<string | null>(null);

  // When a running import ends, the company's counts and its employee list have changed.
  const previousStatus = useRef(employeeImport?.status);
  useEffect(() => {
    if (previousStatus.current === 'RUNNING' && employeeImport?.status !== 'RUNNING') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.one(companyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies.employees.ofCompany(companyId) });
    }
    previousStatus.current = employeeImport?.status;
  }, [companyId, employeeImport?.status, queryClient]);

  if (!employeeImport || employeeImport.importId === hiddenImportId) return null;
  const hide = () => setHiddenImportId(employeeImport.importId);
  const isRecent = employeeImport.finishedAt === null || dataUpdatedAt - new Date(employeeImport.finishedAt).getTime() < FINISHED_SHOWN_MS;

  if (employeeImport.status === 'RUNNING') {
    return (
      <section aria-label="Import en cours" className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/40 p-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Loader2 className="size-4 animate-spin text-brand-700" aria-hidden="true" />
          Import en cours, lancé le {dateText(employeeImport.startedAt)} à {timeText(employeeImport.startedAt)}
        </p>
        <ImportProgressBar created={employeeImport.createdCount} total={employeeImport.totalCount} />
        {employeeImport.isResuming ? <p className="text-sm text-slate-800">{employeeImportMessages.resuming}</p> : null}
        <p className="text-xs text-slate-600">Vous pouvez quitter cette page : l'import continue sur le serveur. Les invitations partent par e-mail une fois tout le fichier créé.</p>
      </section>
    );
  }
  if (!isRecent) return null;
  if (employeeImport.status === 'FAILED') {
    return (
      <AlertBanner tone="danger" title="L'import a échoué" action={<HideButton onHide={hide} />}>
        {employeeImport.failureReason}
      </AlertBanner>
    );
  }
  return <CompletedImport employeeImport={employeeImport} onHide={hide} />;
}
