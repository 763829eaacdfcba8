import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** A company's detail: the way back to the grid, above what the detail shows. */
export function DetailHeader({ onBack, children }: { onBack: () => void; children?: ReactNode }) {
  return (
    <div className="space-y-4">
      <Button variant="outline" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Retour aux entreprises
      </Button>
      {children}
    </div>
  );
}

/** The detail while the company loads, and while the detail's own code downloads: the same skeleton, so nothing moves. */
export function CompanyDetailSkeleton({ onBack }: { onBack: () => void }) {
  return (
    <DetailHeader onBack={onBack}>
      <div role="status" className="space-y-4">
        <p className="text-sm text-slate-600">Chargement de l'entreprise...</p>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-48 w-full rounded-2xl" />
          ))}
        </div>
      </div>
    </DetailHeader>
  );
}
