import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBlocker } from 'react-router';
import { Save } from 'lucide-react';
import { EDITOR_HOURS, isParisWeekend, overlapsAny, parisWeekDays, paths, slotEndAt, type PlanningWeekResponse } from '@parenthese/shared';
import { LoadError } from '@/components/ui/load-error';
import { Badge } from '@/components/ui/badge';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageContainer } from '@/components/ui/page-container';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { DayNavigation, useDayWindow, useDisplayedWeek, usePlanningWeek, useUpdatePlanningWeek, WeekNavigation } from '@/features/psychologist/planning';
import { AvailabilityGrid, AvailabilityGridHelp, AvailabilityLegend, type CellState } from './components/availability-grid';
import { CopyWeekDialog } from './components/copy-week-dialog';
import { StandingWeekSection } from './components/standing-week-section';
import { AbsencesCard } from './components/absences-card';
import { instantOfKey, weekCellsFrom, weekChanges } from './editor-state';

type Draft = { source: PlanningWeekResponse; selected: Set<string> };

export function WorkingHoursPage() {
  const week = useDisplayedWeek();
  const planning = usePlanningWeek(week.weekStart);
  const save = useUpdatePlanningWeek();
  // The user's edits belong to the server answer they started from; a new answer starts afresh.
  const [draft, setDraft] = useState<Draft | null>(null);
  const [pendingWeekMove, setPendingWeekMove] = useState<(() => void) | null>(null);

  const cells = useMemo(() => (planning.data ? weekCellsFrom(planning.data) : null), [planning.data]);
  const selected = useMemo(() => (draft && draft.source === planning.data ? draft.selected : new Set(cells?.availableByKey.keys() ?? [])), [draft, planning.data, cells]);
  const changes = cells ? weekChanges(selected, cells) : { meetingDates: [], meetingsToRemove: [] };
  const hasChanges = changes.meetingDates.length + changes.meetingsToRemove.length > 0;

  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasChanges && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);

  const closedHours = useMemo(() => (planning.data?.closedHours ?? []).map((interval) => ({ start: interval.startDate, end: interval.endDate })), [planning.data]);
  const stateOf = useCallback(
    (key: string): CellState => {
      if (cells?.bookedKeys.has(key)) return 'booked';
      if (cells?.heldKeys.has(key)) return 'held';
      const instant = instantOfKey(key);
      if (instant.getTime() <= Date.now()) return 'past';
      if (isParisWeekend(instant)) return 'weekend';
      // Closed hours cannot be published; a slot already there (published before) can still be removed.
      if (!cells?.availableByKey.has(key) && overlapsAny(closedHours, instant, slotEndAt(instant))) return 'closed';
      return selected.has(key) ? 'selected' : 'free';
    },
    [cells, selected, closedHours],
  );

  const apply = (keys: string[], isSelected: boolean) => {
    if (!planning.data) return;
    setDraft((current) => {
      const base = current && current.source === planning.data ? current.selected : selected;
      const next = new Set(base);
      for (const key of keys) {
        if (isSelected) next.add(key);
        else next.delete(key);
      }
      return { source: planning.data!, selected: next };
    });
  };

  const moveWeek = (move: () => void) => {
    if (hasChanges) setPendingWeekMove(() => move);
    else move();
  };

  const onSave = () =>
    save.mutate(
      { weekStart: week.weekStart, ...changes },
      {
        onSuccess: () => {
          setDraft(null);
          toastSuccess('Succès', 'Plages horaires sauvegardées avec succès');
        },
        onError: (error) => toastError(errorMessage(error, 'Impossible de sauvegarder les plages horaires')),
      },
    );

  const totalHours = [...selected].filter((key) => stateOf(key) === 'selected').length;
  const days = parisWeekDays(week.weekStart);
  // Three days at a time on a phone: seven columns would clip the text.
  const dayWindow = useDayWindow(days, 3);
  const copyDisabledReason = hasChanges
    ? 'Sauvegardez d’abord vos modifications'
    : planning.data && (cells?.availableByKey.size ?? 0) + (cells?.bookedKeys.size ?? 0) + (cells?.heldKeys.size ?? 0) === 0
      ? 'Aucun créneau à copier dans cette semaine'
      : !planning.data
        ? 'Chargement de la semaine…'
        : null;
  const isLeaveDialogOpen = blocker.state === 'blocked' || pendingWeekMove !== null;

  return (
    <PageContainer title="Plages de travail" description="Indiquez les heures où vous êtes disponible, du lundi au vendredi." actions={<BackLink to={paths.psyProfile} />}>
      <Card>
        <CardContent className="space-y-4 p-3 pt-4 sm:p-6">
          {/* Nothing here changes size with the edits (the badge keeps its place while hidden), so the
              grid never moves under the pointer during a first drag. */}
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
            <WeekNavigation
              weekStart={week.weekStart}
              isCurrentWeek={week.isCurrentWeek}
              onPrevious={() => moveWeek(week.previous)}
              onNext={() => moveWeek(week.next)}
              onToday={() => moveWeek(week.today)}
            />
            <div className="flex flex-wrap items-center gap-2">
              <CopyWeekDialog weekStart={week.weekStart} disabledReason={copyDisabledReason} />
              <Button onClick={onSave} disabled={!hasChanges || planning.isFetching} isLoading={save.isPending}>
                <Save aria-hidden="true" />
                Sauvegarder
              </Button>
            </div>
          </div>
          <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700" aria-live="polite">
              Total : <strong>{totalHours} h</strong> sélectionnée{totalHours > 1 ? 's' : ''}
            </p>
            <Badge tone="warning" style={{ visibility: hasChanges ? 'visible' : 'hidden' }}>
              Modifications non sauvegardées
            </Badge>
          </div>
          {dayWindow.isWindowed && (
            <DayNavigation visibleDays={dayWindow.visibleDays} hasPrevious={dayWindow.hasPrevious} hasNext={dayWindow.hasNext} onPrevious={dayWindow.previous} onNext={dayWindow.next} />
          )}

          {planning.isPending ? (
            <div className="space-y-2">
              <AvailabilityGridHelp />
              <SkeletonRows label="Chargement des plages horaires" keys={EDITOR_HOURS} rowClassName="h-8" />
            </div>
          ) : planning.isError ? (
            <LoadError message="Impossible de charger les plages horaires" onRetry={() => planning.refetch()} />
          ) : (
            <AvailabilityGrid days={dayWindow.visibleDays} hours={EDITOR_HOURS} stateOf={stateOf} onApply={apply} />
          )}
          <AvailabilityLegend />
        </CardContent>
      </Card>

      <StandingWeekSection />
      <AbsencesCard year={days[0].year} />

      <ConfirmDialog
        isOpen={isLeaveDialogOpen}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          if (blocker.state === 'blocked') blocker.reset();
          setPendingWeekMove(null);
        }}
        title="Modifications non sauvegardées"
        description="Vous avez modifié vos plages de travail sans les sauvegarder. Si vous continuez, ces modifications seront perdues."
        cancelLabel="Annuler"
        confirmLabel="Continuer sans sauvegarder"
        isDestructive
        onConfirm={() => {
          if (blocker.state === 'blocked') {
            blocker.proceed();
            return;
          }
          setDraft(null);
          pendingWeekMove?.();
          setPendingWeekMove(null);
        }}
      />
    </PageContainer>
  );
}
