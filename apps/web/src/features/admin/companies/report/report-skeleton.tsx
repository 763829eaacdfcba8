import { Skeleton } from '@/components/ui/skeleton';

/** The report's place while its code or its figures come. */
export function ReportSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <p className="text-sm text-slate-600">Chargement du rapport...</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}
