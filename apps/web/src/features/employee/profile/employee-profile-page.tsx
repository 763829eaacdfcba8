import { AfterFirstPaint } from '@/components/after-first-paint';
import { AlertBanner } from '@/components/ui/alert-banner';
import { EmailChangeCard } from '@/features/account-email';
import { OpenSessionsCard } from '@/features/account-sessions';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { EmployeePage, useEmployeeDetails } from '@/features/employee/shared';
import { SecondFactorSection } from '@/features/second-factor';
import { CreditsCard } from './components/credits-card';
import { MailPreferencesCard } from './components/mail-preferences-card';
import { PersonalDataCard } from './components/personal-data-card';
import { ProfileCard } from './components/profile-card';

export function EmployeeProfilePage() {
  const details = useEmployeeDetails();

  return (
    <EmployeePage isLoading={details.isPending} title="Mon compte" description="Vos informations personnelles et vos crédits de consultation.">
      {details.isPending ? (
        <div className="grid gap-6 lg:grid-cols-3" aria-busy="true" aria-live="polite">
          <span className="sr-only">Chargement de votre profil...</span>
          <Skeleton className="h-80 lg:col-span-2" />
          <Skeleton className="h-80" />
        </div>
      ) : details.isError ? (
        <LoadError message="Impossible de charger votre profil." onRetry={() => details.refetch()} isRetrying={details.isFetching} />
      ) : (
        <div className="space-y-6">
          {(!details.data.phoneNumber || details.data.availableCredits <= 0) && (
            <div className="space-y-3">
              {!details.data.phoneNumber && (
                <AlertBanner title="Numéro de téléphone manquant">Renseignez votre numéro de téléphone (bouton « Modifier ») pour accéder aux consultations téléphoniques.</AlertBanner>
              )}
              {details.data.availableCredits <= 0 && (
                <AlertBanner title="Crédits épuisés" tone="danger">
                  Vous n'avez plus de crédits disponibles. Contactez votre entreprise pour réserver de nouvelles consultations.
                </AlertBanner>
              )}
            </div>
          )}
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <ProfileCard details={details.data} />
            </div>
            <CreditsCard details={details.data} />
          </div>
          {/* Below a phone's first screen: drawn in a second render, in slices, as on the psychologist's profile. */}
          <AfterFirstPaint>
            <SecondFactorSection />
            <EmailChangeCard />
            <MailPreferencesCard />
            <OpenSessionsCard />
            <PersonalDataCard />
          </AfterFirstPaint>
        </div>
      )}
    </EmployeePage>
  );
}
