import { cn } from '@/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** Placeholder rows while a list or grid loads, one a key, announced to screen readers by `label` (« Chargement des rendez-vous »). */
export function SkeletonRows({ label, keys, rowClassName }: { label: string; keys: readonly (string | number)[]; rowClassName: string }) {
  return (
    <div className="space-y-2" role="status" aria-busy="true" aria-label={label}>
      {keys.map((key) => (
        <Skeleton key={key} className={rowClassName} />
      ))}
    </div>
  );
}
