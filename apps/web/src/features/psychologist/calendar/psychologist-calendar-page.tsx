import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { CALENDAR_HOURS, parisWeekDays, paths, timeText } from '@parenthese/shared';
import { LoadError } from '@/components/ui/load-error';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer } from '@/components/ui/page-container';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { DayNavigation, useDayWindow, useDisplayedWeek, usePlanningWeek, WeekNavigation } from '@/features/psychologist/planning';
import { useAwaitingConsultations } from './api/load-awaiting-consultations';
import { AwaitingBanner } from './components/awaiting-banner';
import { CalendarLegend } from './components/calendar-legend';
import { ConsultationDialog } from './components/consultation-dialog';
import { WeekCalendarGrid } from './components/week-calendar-grid';

export function PsychologistCalendarPage() {
  const week = useDisplayedWeek();
  const planning = usePlanningWeek(week.weekStart);
  const [openId, setOpenId] = useState<string | null>(null);

  const awaiting = useAwaitingConsultations();
  const consultations = planning.data?.consultations ?? [];
  // The dialog follows the fresh data, so its status and buttons change after an answer; a reminder may
  // open a consultation of another week.
  const openConsultation = [...consultations, ...(awaiting.data?.consultations ?? [])].find((consultation) => consultation.meetingId === openId) ?? null;
  const activeCount = consultations.filter((consultation) => consultation.meetingStatus !== 'CANCELLED').length;
  const cancelledCount = consultations.length - activeCount;
  // One day at a time on a phone, so the cards' text is never cut.
  const dayWindow = useDayWindow(parisWeekDays(week.weekStart), 1);

  return (
    <PageContainer
      title="Mes Rendez-vous"
      pageName="Mes rendez-vous"
      description="Vos consultations de la semaine. Cliquez sur un rendez-vous pour en voir le détail."
      actions={<BackLink to={paths.psyProfile} />}
    >
      {awaiting.isPending ? (
        // Until the requests awaiting an answer are known, a block stands for the week's card: the banner, when
        // there is one, comes above the card, which would move (a layout shift) if it were already on screen.
        <Skeleton className="h-[44rem] rounded-2xl" />
      ) : (
        <>
          <AwaitingBanner consultations={awaiting.data?.consultations ?? []} onOpen={(consultation) => setOpenId(consultation.meetingId)} />
          <Card>
            <CardContent className="space-y-4 p-3 pt-4 sm:p-6">
              <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
                <WeekNavigation weekStart={week.weekStart} isCurrentWeek={week.isCurrentWeek} onPrevious={week.previous} onNext={week.next} onToday={week.today} />
                {planning.data && (
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600" aria-live="polite">
                    <span>
                      <strong className="text-slate-900">{activeCount}</strong> rendez-vous cette semaine
                      {cancelledCount > 0 && ` (${cancelledCount} annulé${cancelledCount > 1 ? 's' : ''})`}
                    </span>
                    <span>Dernière mise à jour : {timeText(planning.dataUpdatedAt)}</span>
                    <Button variant="ghost" size="sm" onClick={() => planning.refetch()} isLoading={planning.isFetching}>
                      <RefreshCw aria-hidden="true" />
                      Actualiser
                    </Button>
                  </div>
                )}
              </div>
              {planning.isPending ? (
                <SkeletonRows label="Chargement des rendez-vous" keys={CALENDAR_HOURS} rowClassName="h-10" />
              ) : planning.isError ? (
                <LoadError message="Impossible de charger les rendez-vous" onRetry={() => planning.refetch()} />
              ) : (
                <>
                  {dayWindow.isWindowed && (
                    <DayNavigation visibleDays={dayWindow.visibleDays} hasPrevious={dayWindow.hasPrevious} hasNext={dayWindow.hasNext} onPrevious={dayWindow.previous} onNext={dayWindow.next} />
                  )}
                  {consultations.length === 0 && <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">Aucun rendez-vous cette semaine.</p>}
                  <WeekCalendarGrid days={dayWindow.visibleDays} consultations={consultations} closedHours={planning.data?.closedHours} onOpen={(consultation) => setOpenId(consultation.meetingId)} />
                </>
              )}
              <CalendarLegend />
            </CardContent>
          </Card>
        </>
      )}
      <ConsultationDialog consultation={openConsultation} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}
