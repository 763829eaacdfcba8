import { cn } from '@/lib/cn';

/** A bar from 0 to 100, named for screen readers by `label`. */
export function Progress({ value, label, className, barClassName }: { value: number; label: string; className?: string; barClassName?: string }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent} %`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full bg-brand-600 transition-[width]', barClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}
