import { lazy, Suspense, useState } from 'react';
import { DownloadFailure } from '@/components/ui/download-failure';
import { LoadError } from '@/components/ui/load-error';
import { ReportSkeleton } from '../report/report-skeleton';

const loadReportPanel = () => import('../report/company-report-panel').then((module) => ({ default: module.CompanyReportPanel }));

/** The « Rapport » tab: its code is a chunk of its own, downloaded when the tab opens, so the admin chunk stays small. */
export function CompanyReportTab({ companyId }: { companyId: string }) {
  // React.lazy keeps a failed download's error: trying again takes a new lazy component.
  const [download, setDownload] = useState(() => ({ attempt: 0, ReportPanel: lazy(loadReportPanel) }));
  const retry = () => setDownload(({ attempt }) => ({ attempt: attempt + 1, ReportPanel: lazy(loadReportPanel) }));
  const failure = <LoadError title="Le rapport n'a pas pu se charger" message="Vérifiez votre connexion, puis réessayez ou rechargez la page." onRetry={retry} />;
  return (
    <DownloadFailure key={download.attempt} fallback={failure}>
      <Suspense fallback={<ReportSkeleton />}>
        <download.ReportPanel companyId={companyId} />
      </Suspense>
    </DownloadFailure>
  );
}
