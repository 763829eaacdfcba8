import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

/** The share of the granted credits already spent, with its bar (amber from 75 %, red from 90 %). */
export function CompanyUsage({ usagePercent, className }: { usagePercent: number; className?: string }) {
  const barClassName = usagePercent >= 90 ? 'bg-red-600' : usagePercent >= 75 ? 'bg-amber-500' : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-slate-600">Utilisation des crédits</span>
        <span className="font-semibold text-slate-900">{usagePercent} %</span>
      </div>
      <Progress value={usagePercent} label="Utilisation des crédits" barClassName={barClassName} />
    </div>
  );
}
