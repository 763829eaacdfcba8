import { lazy, Suspense, useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { DownloadFailure } from '@/components/ui/download-failure';
import { ReportSkeleton } from '../report/report-skeleton';

const loadReportPanel = () => import('../report/company-report-panel').then((module) => ({ default: module.CompanyReportPanel }));

/** The « Rapport » tab: its code is a chunk of its own, downloaded when the tab opens, so the admin chunk stays small. */
export function CompanyReportTab({ companyId }: { companyId: string }) {
  // React.lazy keeps a failed download's error: trying again takes a new lazy component.
  const [download, setDownload] = useState(() => ({ attempt: 0, ReportPanel: lazy(loadReportPanel) }));
  const retry = () => setDownload(({ attempt }) => ({ attempt: attempt + 1, ReportPanel: lazy(loadReportPanel) }));
  const failure = (
    <AlertBanner
      tone="danger"
      title="Le rapport n'a pas pu se charger. Vérifiez votre connexion, puis réessayez ou rechargez la page."
      action={
        <Button variant="outline" size="sm" onClick={retry}>
          Réessayer
        </Button>
      }
    />
  );
  return (
    <DownloadFailure key={download.attempt} fallback={failure}>
      <Suspense fallback={<ReportSkeleton />}>
        <download.ReportPanel companyId={companyId} />
      </Suspense>
    </DownloadFailure>
  );
}
