import { poolSnapshotDayText, type Company } from '@parenthese/shared';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

/** What administrators see of a pool: the last nightly snapshot's, never the live one (decision 0045). */
export const NO_POOL_SNAPSHOT_TEXT = "Pas encore d'état des crédits : le premier est pris cette nuit à 0 h.";

/** « 12 sur 40 accordés, au 27 novembre à 0 h », or why there is none yet. */
export function poolText(company: Pick<Company, 'creditsAmount' | 'creditsGranted' | 'poolAsOf'>): string {
  if (company.creditsAmount === null || company.poolAsOf === null) return NO_POOL_SNAPSHOT_TEXT;
  return `${company.creditsAmount.toLocaleString('fr-FR')} sur ${company.creditsGranted.toLocaleString('fr-FR')} accordés, ${poolSnapshotDayText(company.poolAsOf)}`;
}

/** The share of the granted credits already spent as of the last snapshot, with its bar (amber from 75 %, red from 90 %). */
export function CompanyUsage({ company, className }: { company: Pick<Company, 'usagePercent' | 'poolAsOf'>; className?: string }) {
  const { usagePercent, poolAsOf } = company;
  if (usagePercent === null || poolAsOf === null) return <p className={cn('text-sm text-slate-600', className)}>{NO_POOL_SNAPSHOT_TEXT}</p>;
  const barClassName = usagePercent >= 90 ? 'bg-red-600' : usagePercent >= 75 ? 'bg-amber-500' : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">Utilisation des crédits {poolSnapshotDayText(poolAsOf)}</span>
        <span className="font-semibold text-slate-900">{usagePercent} %</span>
      </div>
      <Progress value={usagePercent} label={`Utilisation des crédits ${poolSnapshotDayText(poolAsOf)}`} barClassName={barClassName} />
    </div>
  );
}
