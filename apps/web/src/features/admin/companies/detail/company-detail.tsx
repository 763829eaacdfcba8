import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Building2, CreditCard, UserPlus, Users } from 'lucide-react';
import { companyMessages, companyStatusExplanations, dateText, formatPhoneNumber, type Company } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { errorMessage, HttpError } from '@/lib/http-client';
import { AddEmployeesDialog } from '../add-employees/add-employees-dialog';
import { companyQueryOptions } from '../api/get-companies';
import { CompanyStatusBadge } from '../components/company-status-badge';
import { CompanyUsage, poolText } from '../components/company-usage';
import { EmployeeImportPanel } from '../employee-imports/employee-import-panel';
import { CompanyDetailSkeleton, DetailHeader } from './company-detail-skeleton';
import { CompanyDetailTabs, DETAIL_TAB_PARAM, detailTabId, detailTabOf } from './company-detail-tabs';
import { CompanyReportTab } from './company-report-tab';
import { EmployeeTable } from './employee-table';
import { ExportEmployeesButtons } from './export-employees-button';

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-center gap-2 space-y-0">
        <span className="text-brand-700" aria-hidden="true">
          {icon}
        </span>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Count({ label, value, tone = 'text-slate-900' }: { label: string; value: number; tone?: string }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-slate-50 px-2 py-3 text-center">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={`text-2xl font-bold ${tone}`}>{value.toLocaleString('fr-FR')}</dd>
    </div>
  );
}

function CompanyDetailContent({ company, onBack }: { company: Company; onBack: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isAddingEmployees, setIsAddingEmployees] = useState(false);
  const [searchParams] = useSearchParams();
  const tab = detailTabOf(searchParams.get(DETAIL_TAB_PARAM));
  // Opened in place of the grid: the focus goes to the company's name, not back to the top of the page.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <DetailHeader onBack={onBack}>
      <section aria-labelledby="entreprise-detail-titre" className="space-y-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id="entreprise-detail-titre" ref={headingRef} tabIndex={-1} className="text-xl font-semibold break-words text-slate-900 outline-none sm:text-2xl">
              {company.companyName}
            </h2>
            <p className="text-slate-600">Informations, crédits et employés de l'entreprise</p>
          </div>
          <span className="self-start">
            <CompanyStatusBadge status={company.status} />
          </span>
        </div>

        <CompanyDetailTabs current={tab} />
        <section aria-labelledby={detailTabId(tab)} className="space-y-6">
          {tab === 'rapport' ? (
            <CompanyReportTab companyId={company.companyId} />
          ) : (
            <>
              <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                <InfoCard title="Informations générales" icon={<Building2 className="size-5" />}>
                  <dl className="space-y-3">
                    <ReadOnlyField label="Email" value={company.companyMail} />
                    <ReadOnlyField label="Rapport mensuel" value={company.reportMailEnabled ? `Envoyé à ${company.companyMail}` : 'Désactivé'} />
                    <ReadOnlyField label="Téléphone" value={company.companyPhone ? formatPhoneNumber(company.companyPhone) : ''} />
                    <ReadOnlyField label="Adresse" value={company.companyAddress} />
                    <ReadOnlyField label="Date de création" value={dateText(company.createdAt)} />
                    <div className="space-y-0.5">
                      <dt className="text-sm text-slate-500">Statut</dt>
                      <dd className="space-y-1">
                        <CompanyStatusBadge status={company.status} />
                        <p className="text-sm text-slate-600">{companyStatusExplanations[company.status]}</p>
                      </dd>
                    </div>
                  </dl>
                </InfoCard>
                <InfoCard title="Crédits et consultations" icon={<CreditCard className="size-5" />}>
                  <dl className="space-y-3">
                    <ReadOnlyField label="Crédits restants" value={poolText(company)} />
                    <ReadOnlyField label="Consultations maximales par employé" value={String(company.employeeAmountMax)} />
                    <ReadOnlyField label="Seuil d'alerte" value={company.triggerMailIfCreditsLow ? `${company.amountOfCreditsToTriggerMail} %` : 'Désactivé'} />
                  </dl>
                  <CompanyUsage company={company} className="mt-4" />
                </InfoCard>
                <InfoCard title="Employés" icon={<Users className="size-5" />}>
                  <dl className="grid grid-cols-3 gap-2">
                    <Count label="Total" value={company.employeeCount} />
                    <Count label="Actifs" value={company.activeEmployeeCount} tone="text-emerald-700" />
                    <Count label="Bloqués" value={company.blockedEmployeeCount} tone="text-red-700" />
                  </dl>
                  <p className="mt-3 text-xs text-slate-500">Actifs : ont terminé leur première connexion et ne sont pas bloqués.</p>
                </InfoCard>
              </div>

              {company.locked && (
                <AlertBanner tone="warning" title="Entreprise bloquée">
                  Ses employés ne peuvent pas réserver de consultation tant qu'elle est bloquée.
                </AlertBanner>
              )}

              <Card>
                <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <CardTitle>Liste des employés</CardTitle>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <ExportEmployeesButtons company={company} />
                    <Button onClick={() => setIsAddingEmployees(true)}>
                      <UserPlus aria-hidden="true" />
                      Ajouter des employés
                    </Button>
                  </div>
                </CardHeader>
                <CardContent className="space-y-4">
                  <EmployeeImportPanel companyId={company.companyId} />
                  <EmployeeTable companyId={company.companyId} companyName={company.companyName} />
                </CardContent>
              </Card>
              <AddEmployeesDialog company={company} isOpen={isAddingEmployees} onOpenChange={setIsAddingEmployees} />
            </>
          )}
        </section>
      </section>
    </DetailHeader>
  );
}

/** A company's detail, opened in place of the grid with a back button (spec section 2). */
export function CompanyDetail({ companyId, onBack }: { companyId: string; onBack: () => void }) {
  const { data: company, error, isPending, isError, isFetching, refetch } = useQuery(companyQueryOptions(companyId));
  // An unknown or malformed identifier (an old link, a deleted company): the server answers 404 or 400.
  const isUnknown = error instanceof HttpError && (error.status === 404 || error.status === 400);

  if (isPending) return <CompanyDetailSkeleton onBack={onBack} />;
  if (isError && !isUnknown) {
    return (
      <DetailHeader onBack={onBack}>
        <LoadError title="Erreur lors du chargement de l'entreprise" message={errorMessage(error, 'Une erreur inconnue est survenue')} onRetry={() => refetch()} isRetrying={isFetching} />
      </DetailHeader>
    );
  }
  if (!company) {
    return (
      <DetailHeader onBack={onBack}>
        <AlertBanner tone="danger" title={companyMessages.notFound}>
          Cette entreprise n'existe pas ou a été supprimée.
        </AlertBanner>
      </DetailHeader>
    );
  }
  return <CompanyDetailContent company={company} onBack={onBack} />;
}
