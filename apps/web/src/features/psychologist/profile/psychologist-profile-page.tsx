import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CalendarClock, CalendarDays } from 'lucide-react';
import { shiftParisWeek, parisWeekStart, paths } from '@parenthese/shared';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton } from '@/components/ui/skeleton';
import { EmailChangeCard } from '@/features/account-email';
import { OpenSessionsCard } from '@/features/account-sessions';
import { planningWeekQueryOptions } from '@/features/psychologist/planning';
import { SecondFactorSection } from '@/features/second-factor';
import { usePsychologistDetails } from './api/get-psychologist-details';
import { CalendarFeedCard } from './components/calendar-feed-card';
import { PersonalInfoCard, PersonalInfoSkeleton } from './components/personal-info-card';
import { PresentationCard } from './components/presentation-card';
import { ConsultationModesCard, CategoriesCard } from './components/settings-toggles';
import { ProfileBanners } from './profile-banners';

/** True when an AVAILABLE slot lies ahead in this week or the next one. */
function useHasUpcomingSlots(): boolean | null {
  const [now] = useState(() => Date.now());
  const thisWeek = parisWeekStart(new Date());
  const nextWeek = shiftParisWeek(thisWeek, 1);
  const weeks = useQueries({
    queries: [thisWeek, nextWeek].map((weekStart) => planningWeekQueryOptions(weekStart)),
  });
  if (weeks.some((week) => !week.data)) return null;
  return weeks.some((week) => week.data!.availableMeetings.some((slot) => slot.meetingStatus === 'AVAILABLE' && new Date(slot.startDate).getTime() > now));
}

function ProfileSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-busy="true" aria-label="Chargement du profil">
      <PersonalInfoSkeleton />
      {[0, 1].map((index) => (
        <Card key={index}>
          <CardHeader>
            <Skeleton className="h-6 w-48" />
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((field) => (
              <Skeleton key={field} className="h-10" />
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export function PsychologistProfilePage() {
  const details = usePsychologistDetails();
  const hasUpcomingSlots = useHasUpcomingSlots();

  return (
    <PageContainer
      title="Mon compte"
      description={details.data ? `Bonjour ${details.data.firstName} ${details.data.lastName}` : 'Votre profil de psychologue'}
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={paths.psyWorkingHours}>
              <CalendarClock aria-hidden="true" />
              Plages de travail
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.psyCalendar}>
              <CalendarDays aria-hidden="true" />
              Mes rendez-vous
            </Link>
          </Button>
        </>
      }
    >
      {details.isPending ? (
        <ProfileSkeleton />
      ) : details.isError ? (
        <LoadError message="Impossible de charger les données du profil." onRetry={() => details.refetch()} />
      ) : (
        <div className="space-y-6">
          <ProfileBanners hasCategories={details.data.doctorCategories.length > 0} hasConsultationModes={details.data.phoneEnabled || details.data.teamsEnabled} hasUpcomingSlots={hasUpcomingSlots} />
          <PersonalInfoCard details={details.data} />
          <PresentationCard />
          <div className="grid gap-6 lg:grid-cols-2">
            <CategoriesCard details={details.data} />
            <ConsultationModesCard details={details.data} />
          </div>
          <AfterFirstPaint>
            <CalendarFeedCard />
            <SecondFactorSection />
            <EmailChangeCard />
            <OpenSessionsCard />
          </AfterFirstPaint>
        </div>
      )}
    </PageContainer>
  );
}
