import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { adminCan, formatEuros, paths, TECH_ONLY_REASON } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useCurrentAdmin } from './api/get-current-admin';
import { psychologistBillingQueryOptions } from './billing/api/get-psychologist-billing';
import { BillingTiles } from './billing/billing-tiles';
import { BillsTable } from './billing/bills-table';
import { PsychologistHeader } from './billing/psychologist-header';

function BillingPage({ children }: { children: ReactNode }) {
  return (
    <PageContainer
      title="Facturation du psychologue"
      description="Consultations réalisées, factures et paiements, mois par mois"
      actions={<BackLink to={paths.adminView('psychologists')}>Retour aux psychologues</BackLink>}
    >
      <div className="space-y-6">{children}</div>
    </PageContainer>
  );
}

function TechOnly() {
  return (
    <AlertBanner tone="warning" title={TECH_ONLY_REASON}>
      La facturation des psychologues (montants, factures et paiements) n'est visible que par les administrateurs techniques.
    </AlertBanner>
  );
}

function LoadingBilling() {
  return (
    <div role="status" className="space-y-6">
      <p className="text-sm text-slate-600">Chargement de la facturation...</p>
      <Skeleton className="h-40 w-full rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

function BillingContent({ psychologistId }: { psychologistId: string }) {
  const { data: admin, isError: isAdminUnknown } = useCurrentAdmin();
  // The server refuses a SITE administrator anyway: the page waits for the role and does not even ask
  // (if the role cannot be read, the server's answer decides).
  const isRefused = admin !== undefined && !adminCan(admin.adminRole, 'billing:read');
  const { data, error, isPending, isError, isFetching, refetch } = useQuery({ ...psychologistBillingQueryOptions(psychologistId), enabled: admin ? !isRefused : isAdminUnknown });

  if (isRefused || (error instanceof HttpError && error.status === 403)) return <TechOnly />;
  if (isError)
    return <LoadError title="Erreur lors du chargement de la facturation" message={errorMessage(error, 'Une erreur inconnue est survenue')} onRetry={() => refetch()} isRetrying={isFetching} />;
  if (isPending) return <LoadingBilling />;

  const fullName = `${data.psychologist.firstName} ${data.psychologist.lastName}`;
  return (
    <>
      <PsychologistHeader psychologist={data.psychologist} />
      <BillingTiles summary={data.summary} />
      <Card>
        <CardHeader>
          <CardTitle>Facturation mensuelle</CardTitle>
          <p className="text-sm text-slate-600">{`Tarif actuel : ${formatEuros(data.consultationPriceCents)} par consultation. Un mois clôturé garde son montant.`}</p>
        </CardHeader>
        <CardContent>
          <BillsTable psychologistId={psychologistId} psychologistName={fullName} bills={data.bills} />
        </CardContent>
      </Card>
    </>
  );
}

/** /account/admin/{psychologistId}: a psychologist's real monthly billing, for TECH administrators (spec section 2). */
export function PsychologistBillingPage() {
  const { psychologistId } = useParams();
  return (
    <BillingPage>
      {psychologistId ? (
        <BillingContent psychologistId={psychologistId} />
      ) : (
        <AlertBanner tone="danger" title="Erreur">
          ID du psychologue manquant
        </AlertBanner>
      )}
    </BillingPage>
  );
}
