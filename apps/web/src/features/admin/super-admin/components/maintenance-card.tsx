import { useId } from 'react';
import { Wrench } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http-client';
import { Button } from '@/components/ui/button';
import { backupMessages, shortDateText, timeText, type BackupReport, type DataRetentionStepReport, type MaintenanceReport } from '@parenthese/shared';
import { useMaintenanceReport } from '../api/get-maintenance';
import { useStartBackup } from '../api/start-backup';

const whenText = (iso: string) => `${shortDateText(iso)} à ${timeText(iso)}`;
const daysText = (days: number) => `${days} jour${days > 1 ? 's' : ''}`;

function lastRunText(lastRun: DataRetentionStepReport['lastRun']): string {
  if (!lastRun) return 'Jamais exécuté';
  if (lastRun.isFailed) return `${whenText(lastRun.startedAt)} (interrompu)`;
  if (!lastRun.finishedAt) return `${whenText(lastRun.startedAt)} (en cours)`;
  return whenText(lastRun.startedAt);
}

/** 'Conservation des données': each step of the nightly retention job, its period and its last run (counts only). */
function RetentionTable({ retention }: { retention: MaintenanceReport['dataRetention'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-2">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Conservation des données
      </h4>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Traitements de conservation des données : durée, dernier passage et nombre d'éléments effacés</caption>
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Traitement
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Durée
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Dernier passage
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Effacés
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {retention.steps.map((step) => (
              <tr key={step.step}>
                <th scope="row" className="py-1.5 pr-2 font-normal text-slate-800">
                  {step.label}
                </th>
                <td className="py-1.5 pr-2 whitespace-nowrap text-slate-700">{daysText(step.periodDays)}</td>
                <td className={`py-1.5 pr-2 ${step.lastRun?.isFailed ? 'font-semibold text-red-700' : 'text-slate-700'}`}>{lastRunText(step.lastRun)}</td>
                <td className="py-1.5 text-right text-slate-900">{step.lastRun ? String(step.lastRun.erasedCount) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {retention.nextRunAt && <p className="text-xs text-slate-500">Prochain passage le {whenText(retention.nextRunAt)}</p>}
    </section>
  );
}

/** 'Sauvegardes': the newest backup file (date, size) and « Lancer une sauvegarde », which queues the nightly job now. */
function BackupsSection({ backups }: { backups: BackupReport }) {
  const headingId = useId();
  const start = useStartBackup();
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-2">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Sauvegardes
      </h4>
      {!backups.isConfigured ? (
        <p className="text-sm text-slate-700">{backupMessages.notConfigured}</p>
      ) : (
        <>
          <dl>
            <Figure label="Dernière sauvegarde" value={backups.last ? `${whenText(backups.last.createdAt)} (${formatBytes(backups.last.bytes)})` : backupMessages.none} />
          </dl>
          <p className="text-xs text-slate-500">Chaque nuit à 02:30, les {backups.keep} dernières sont gardées.</p>
          <Button type="button" variant="outline" size="sm" isLoading={start.isPending} loadingText="Lancement…" onClick={() => start.mutate()}>
            {backupMessages.start}
          </Button>
          {start.isSuccess && (
            <p role="status" className="text-sm text-slate-700">
              {start.data.message}
            </p>
          )}
          {start.isError && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {errorMessage(start.error, 'La sauvegarde n’a pas pu être lancée.')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

const bytesFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** '0 octet', '1,2 Ko', '3,4 Mo'… */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} octet${bytes > 1 ? 's' : ''}`;
  const units = ['Ko', 'Mo', 'Go', 'To'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${bytesFormat.format(value)} ${units[unit]}`;
}

const figureTones = { danger: 'font-semibold text-red-700', code: 'font-mono text-xs break-all text-slate-800' };

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'danger' | 'code' }) {
  const toneClass = tone ? figureTones[tone] : 'font-semibold text-slate-900';
  return (
    <div className="flex items-baseline justify-between gap-3 py-2">
      <dt className="shrink-0 text-sm text-slate-600">{label}</dt>
      <dd className={`min-w-0 text-right text-sm ${toneClass}`}>{value}</dd>
    </div>
  );
}

/** 'Maintenance système': live figures of the platform (database, migrations, outbox, disk) and the retention job's last runs. */
export function MaintenanceCard() {
  const { data, error, isPending, isError, isFetching, refetch } = useMaintenanceReport();
  return (
    <Card>
      <CardHeader className="flex flex-row items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Wrench className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Maintenance système</h3>
          <CardDescription>État de la base de données, des mails et du stockage</CardDescription>
        </div>
      </CardHeader>
      <CardContent aria-busy={isPending}>
        {isPending && (
          <div role="status" className="space-y-2">
            <span className="sr-only">Chargement des informations de maintenance...</span>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-5 w-full" />
            ))}
          </div>
        )}
        {isError && (
          <LoadError title="Erreur lors du chargement de la maintenance" message={errorMessage(error, 'Une erreur inconnue est survenue')} onRetry={() => refetch()} isRetrying={isFetching} />
        )}
        {data && (
          <dl className="divide-y divide-slate-100">
            <Figure label="Base de données" value={`${data.database.kind} ${data.database.version}`} />
            <Figure label="Migrations appliquées" value={String(data.migrations.applied)} />
            <Figure label="Dernière migration" value={data.migrations.latest ?? 'Aucune'} tone="code" />
            <Figure label="Mails en attente" value={String(data.mails.waiting)} />
            <Figure label="Mails en échec" value={String(data.mails.failed)} tone={data.mails.failed > 0 ? 'danger' : undefined} />
            {/* Where they are (decision 0070): in PostgreSQL, shared by every instance; on disk under DATA_DIR with PGlite. */}
            <Figure label={`Fichiers déposés (${data.database.kind === 'PostgreSQL' ? 'dans la base' : 'disque'})`} value={formatBytes(data.uploads.bytes)} />
          </dl>
        )}
        {data && <BackupsSection backups={data.backups} />}
        {data && <RetentionTable retention={data.dataRetention} />}
      </CardContent>
    </Card>
  );
}
