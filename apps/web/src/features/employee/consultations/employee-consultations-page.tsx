import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarCheck2, CalendarClock, CalendarPlus } from 'lucide-react';
import { paths } from '@parenthese/shared';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DisabledWithHint } from '@/components/ui/disabled-with-hint';
import { LoadError } from '@/components/ui/load-error';
import { EmployeePage, useEmployeeDetails, useEmployeeConsultations } from '@/features/employee/shared';
import { ConsultationCard, isStillToCome, stageOf } from './components/consultation-card';
import { useWaitingList, WaitingListEntries } from '@/features/employee/waiting-list';
import { FollowUpSection } from './components/follow-up-section';

function NewConsultationButton({ hasCredits }: { hasCredits: boolean }) {
  const content = (
    <>
      <CalendarPlus aria-hidden="true" />
      Nouveau rendez-vous
    </>
  );
  if (hasCredits) {
    return (
      <Button asChild>
        <Link to={paths.employeeBooking}>{content}</Link>
      </Button>
    );
  }
  return (
    <DisabledWithHint label="Nouveau rendez-vous" hint="Crédits épuisés - Contactez votre entreprise" className="inline-flex">
      <Button disabled>{content}</Button>
    </DisabledWithHint>
  );
}

/** `value` null: not known yet, a placeholder in the figure's line, so that the card keeps its final height. */
function Counter({ icon, label, value }: { icon: React.ReactNode; label: string; value: number | null }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 pt-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5 sm:pt-5">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700" aria-hidden="true">
          {icon}
        </span>
        <div>
          <p className="text-2xl font-bold text-slate-900">{value ?? <span aria-hidden="true" className="inline-block h-6 w-8 animate-pulse rounded-md bg-slate-200 align-middle" />}</p>
          <p className="text-sm text-slate-600">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

const counterIcons = { upcoming: <CalendarClock className="size-5" />, completed: <CalendarCheck2 className="size-5" /> };

/**
 * What the page shows while its consultations come (also in the prerendered HTML): the counters, the tabs and an
 * upcoming card drawn at their final heights (the card's: its title row, four lines, three buttons), so that
 * nothing moves when the first card replaces it.
 */
function ConsultationsSkeleton() {
  return (
    <div className="space-y-6">
      <p className="sr-only" role="status">
        Chargement de vos rendez-vous...
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Counter icon={counterIcons.upcoming} label="Rendez-vous à venir" value={null} />
        <Counter icon={counterIcons.completed} label="Consultations terminées" value={null} />
      </div>
      <div aria-hidden="true">
        <Skeleton className="h-10 rounded-lg sm:max-w-md" />
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Card className="overflow-hidden">
            <CardContent className="space-y-4 p-5 pt-5">
              <div className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-lg" />
                <Skeleton className="h-5 w-44" />
              </div>
              <div className="space-y-1.5">
                {['w-48', 'w-28', 'w-36', 'w-40'].map((width) => (
                  <Skeleton key={width} className={`h-5 ${width}`} />
                ))}
              </div>
              <div className="flex flex-col gap-2">
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
              </div>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

/** 'Mes Rendez-vous' (spec section 2): counters, upcoming and past tabs, cards. */
export function EmployeeConsultationsPage() {
  const details = useEmployeeDetails();
  const consultations = useEmployeeConsultations();
  const waitingList = useWaitingList();
  const [tab, setTab] = useState('upcoming');
  const now = new Date();
  const all = consultations.data?.meetings ?? [];
  const hasEnded = (consultation: (typeof all)[number]) => new Date(consultation.endDate).getTime() < now.getTime();
  // Upcoming soonest first; past most recent first (the server sends newest first). A cancelled
  // consultation whose hour is still to come stays with the upcoming ones, saying who cancelled it.
  const upcoming = all.filter((consultation) => isStillToCome(stageOf(consultation, now))).reverse();
  const cancelledUpcoming = all.filter((consultation) => stageOf(consultation, now) === 'cancelled' && !hasEnded(consultation)).reverse();
  const past = all.filter((consultation) => stageOf(consultation, now) === 'completed' || (stageOf(consultation, now) === 'cancelled' && hasEnded(consultation)));
  // Held ones only: a consultation reported as not held (either side) is past but did not take place.
  const completedCount = past.filter((consultation) => stageOf(consultation, now) === 'completed' && !consultation.doctorNoShowReported && !consultation.employeeNoShowReported).length;
  const hasCredits = (details.data?.availableCredits ?? 0) > 0;
  // Not waited for: the cards show from the consultations alone, a phone card's number fills in when it comes.
  const phoneNumber = details.data ? details.data.phoneNumber : null;

  return (
    <EmployeePage
      isLoading={consultations.isPending}
      title="Mes Rendez-vous"
      pageName="Mes rendez-vous"
      description="Vos consultations à venir et passées."
      actions={
        <>
          <BackLink to={paths.employeeProfile} />
          <NewConsultationButton hasCredits={hasCredits} />
        </>
      }
    >
      {consultations.isPending ? (
        <ConsultationsSkeleton />
      ) : consultations.isError ? (
        <LoadError message="Impossible de charger vos données" onRetry={() => consultations.refetch()} isRetrying={consultations.isFetching} />
      ) : (
        <div className="space-y-6">
          <FollowUpSection />
          <div className="grid grid-cols-2 gap-3 sm:gap-4">
            <Counter icon={counterIcons.upcoming} label="Rendez-vous à venir" value={upcoming.length} />
            <Counter icon={counterIcons.completed} label="Consultations terminées" value={completedCount} />
          </div>
          {waitingList.data && waitingList.data.entries.length > 0 && (
            <section aria-labelledby="alertes-creneaux" className="space-y-3">
              <h2 id="alertes-creneaux" className="text-base font-semibold text-slate-900">
                Vos alertes de créneau libéré
              </h2>
              <WaitingListEntries entries={waitingList.data.entries} />
            </section>
          )}
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="sm:max-w-md">
              <TabsTrigger value="upcoming">À venir ({upcoming.length})</TabsTrigger>
              <TabsTrigger value="past">Passés ({past.length})</TabsTrigger>
            </TabsList>
            <TabsContent value="upcoming">
              {upcoming.length === 0 ? (
                <Card>
                  <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
                    <p className="text-slate-700">Aucun rendez-vous à venir</p>
                    {hasCredits && (
                      <Button asChild>
                        <Link to={paths.employeeBooking}>Prendre rendez-vous</Link>
                      </Button>
                    )}
                  </CardContent>
                </Card>
              ) : (
                <div className="grid gap-4 md:grid-cols-2">
                  {upcoming.map((consultation) => (
                    <ConsultationCard key={consultation.meetingId} consultation={consultation} phoneNumber={phoneNumber} now={now} />
                  ))}
                </div>
              )}
              {cancelledUpcoming.length > 0 && (
                <section aria-labelledby="rendez-vous-annules" className="mt-6 space-y-3">
                  <h2 id="rendez-vous-annules" className="text-base font-semibold text-slate-900">
                    Rendez-vous annulés ({cancelledUpcoming.length})
                  </h2>
                  <div className="grid gap-4 md:grid-cols-2">
                    {cancelledUpcoming.map((consultation) => (
                      <ConsultationCard key={consultation.meetingId} consultation={consultation} phoneNumber={phoneNumber} now={now} />
                    ))}
                  </div>
                </section>
              )}
            </TabsContent>
            <TabsContent value="past">
              {past.length === 0 ? (
                <Card>
                  <CardContent className="py-12 text-center text-slate-700">Aucun rendez-vous passé</CardContent>
                </Card>
              ) : (
                <div className="grid gap-4 md:grid-cols-2">
                  {past.map((consultation) => (
                    <ConsultationCard key={consultation.meetingId} consultation={consultation} phoneNumber={phoneNumber} now={now} />
                  ))}
                </div>
              )}
            </TabsContent>
          </Tabs>
        </div>
      )}
    </EmployeePage>
  );
}
