import { useQuery } from '@tanstack/react-query';
import { REPORT_HIDDEN_NOTE, REPORT_THRESHOLD_TEXT, yearMonthText, type CompanyReport } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/http-client';
import { companyReportQueryOptions } from '../api/get-company-report';
import { ConsultationsCard } from './consultations-card';
import { CreditsCard, EmployeesCard } from './employees-and-credits';
import { ReportSkeleton } from './report-skeleton';
import { SatisfactionCard } from './satisfaction-card';
import { TrendCard } from './trend-chart';

const isNothingPublished = (report: CompanyReport) => report.employees === null && report.consultations.length === 0 && report.ratings.length === 0;

function Report({ report }: { report: CompanyReport }) {
  return (
    <div className="space-y-6">
      <AlertBanner tone="info" title={REPORT_THRESHOLD_TEXT}>
        <p>{REPORT_HIDDEN_NOTE}</p>
        <p className="mt-1">Chiffres arrêtés fin {yearMonthText(report.lastClosedMonth)} : le mois en cours n'est jamais compté.</p>
      </AlertBanner>
      {isNothingPublished(report) ? (
        <>
          <AlertBanner tone="info" title="Aucun chiffre publié pour le moment">
            Les chiffres d'un mois paraissent une fois le mois terminé, quand au moins 10 salariés sont concernés. Seuls les crédits de l'entreprise sont déjà connus.
          </AlertBanner>
          <CreditsCard credits={report.credits} />
        </>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <EmployeesCard employees={report.employees} />
            <CreditsCard credits={report.credits} />
          </div>
          <ConsultationsCard periods={report.consultations} />
          <SatisfactionCard periods={report.ratings} />
          <TrendCard trend={report.trend} />
        </>
      )}
    </div>
  );
}

/** The « Rapport » tab: the employer's usage report, every figure as the server published it (decision 0036). */
export function CompanyReportPanel({ companyId }: { companyId: string }) {
  const { data: report, error, isPending, isError, isFetching, refetch } = useQuery(companyReportQueryOptions(companyId));
  if (isPending) return <ReportSkeleton />;
  if (isError) return <LoadError title="Erreur lors du chargement du rapport" message={errorMessage(error, 'Une erreur inconnue est survenue')} onRetry={() => refetch()} isRetrying={isFetching} />;
  return <Report report={report} />;
}
