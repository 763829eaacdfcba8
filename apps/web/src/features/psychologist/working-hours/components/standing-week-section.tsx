import { memo, useId, useMemo, useState } from 'react';
import { Save } from 'lucide-react';
import { EDITOR_HOURS, STANDING_WEEK_WEEKDAY_LABELS, STANDING_WEEK_WEEKDAYS, weekHourOf, type StandingWeekResponse } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { hourLabel, useSaveStandingWeek, useStandingWeek } from '@/features/psychologist/planning';

type Draft = { source: StandingWeekResponse; isEnabled: boolean; weekHours: Set<number> };

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;
const publishedText = (count: number) => (count > 1 ? `${count} créneaux publiés` : `${count} créneau publié`);
const withdrawnText = (count: number) => (count > 1 ? `${count} créneaux libres retirés` : `${count} créneau libre retiré`);

/**
 * « Semaine type » (decision 0065): the hours published every week, kept published ahead by a nightly
 * job while it is on. Plain checkboxes grouped by weekday: the week editor's grid names dated days,
 * which a pattern has not. Memoised: the week editor's every cell change re-renders the page above it.
 */
export const StandingWeekSection = memo(function StandingWeekSection() {
  const standingWeek = useStandingWeek();
  const save = useSaveStandingWeek();
  const [draft, setDraft] = useState<Draft | null>(null);
  const headingId = useId();
  const switchId = useId();
  const explanationId = useId();

  const saved = useMemo(() => (standingWeek.data ? { isEnabled: standingWeek.data.isEnabled, weekHours: new Set(standingWeek.data.hours.map(weekHourOf)) } : null), [standingWeek.data]);
  const current = draft && draft.source === standingWeek.data ? draft : saved;
  const hasChanges =
    !!current && !!saved && (current.isEnabled !== saved.isEnabled || current.weekHours.size !== saved.weekHours.size || [...current.weekHours].some((hour) => !saved.weekHours.has(hour)));

  const edit = (change: Partial<Omit<Draft, 'source'>>) => {
    if (!standingWeek.data || !current) return;
    setDraft({ source: standingWeek.data, isEnabled: current.isEnabled, weekHours: current.weekHours, ...change });
  };
  const toggleHour = (weekHour: number, isChecked: boolean) => {
    if (!current) return;
    const next = new Set(current.weekHours);
    if (isChecked) next.add(weekHour);
    else next.delete(weekHour);
    edit({ weekHours: next });
  };

  const onSave = () => {
    if (!current) return;
    const hours = [...current.weekHours].sort((a, b) => a - b).map((weekHour) => ({ weekday: Math.floor(weekHour / 24), hour: weekHour % 24 }));
    save.mutate(
      { isEnabled: current.isEnabled, hours },
      {
        onSuccess: (result) => {
          setDraft(null);
          if (result.isEnabled) toastSuccess('Semaine type enregistrée', `${publishedText(result.published)}, ${withdrawnText(result.withdrawn)}.`);
          else toastSuccess('Semaine type désactivée', `${withdrawnText(result.withdrawn)}.`);
        },
        onError: (error) => toastError(errorMessage(error, 'Impossible d’enregistrer la semaine type')),
      },
    );
  };

  return (
    <Card>
      <CardContent className="space-y-4 p-3 pt-4 sm:p-6">
        <section aria-labelledby={headingId} className="space-y-4">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Semaine type
          </h2>
          <p id={explanationId} className="text-sm text-slate-700">
            Cochez les heures que vous voulez proposer chaque semaine. Tant que la semaine type est activée, ces heures sont publiées sur les {standingWeek.data?.horizonWeeks ?? 8} prochaines
            semaines, et chaque nuit la période avance d’un jour. Une semaine que vous modifiez à la main (ou avec « Appliquer à plusieurs semaines ») reste telle quelle. Les rendez-vous déjà réservés
            ne sont jamais touchés. Désactiver la semaine type retire seulement les créneaux libres à venir qu’elle a publiés.
          </p>

          {standingWeek.isPending ? (
            <SkeletonRows label="Chargement de la semaine type" keys={STANDING_WEEK_WEEKDAYS} rowClassName="h-10" />
          ) : standingWeek.isError || !current ? (
            <LoadError message="Impossible de charger la semaine type" onRetry={() => standingWeek.refetch()} />
          ) : (
            <>
              <div className="flex items-center gap-3">
                <Switch id={switchId} checked={current.isEnabled} onCheckedChange={(isEnabled) => edit({ isEnabled })} aria-labelledby={`${switchId}-label`} aria-describedby={explanationId} />
                <label id={`${switchId}-label`} htmlFor={switchId} className="text-sm font-medium text-slate-900">
                  Semaine type activée
                </label>
              </div>
              <div className="space-y-3">
                {STANDING_WEEK_WEEKDAYS.map((weekday) => (
                  <fieldset key={weekday} className="min-w-0">
                    <legend className="mb-1 text-sm font-medium text-slate-900">{STANDING_WEEK_WEEKDAY_LABELS[weekday]}</legend>
                    <div className="grid grid-cols-4 gap-1.5 sm:grid-cols-7 lg:grid-cols-13">
                      {EDITOR_HOURS.map((hour) => {
                        const weekHour = weekHourOf({ weekday, hour });
                        const isChecked = current.weekHours.has(weekHour);
                        return (
                          <label
                            key={hour}
                            className="flex cursor-pointer items-center justify-center gap-1 rounded-md border border-slate-300 px-1 py-1.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
                          >
                            <input type="checkbox" className="size-4 accent-brand-600" checked={isChecked} onChange={(event) => toggleHour(weekHour, event.target.checked)} />
                            {hourLabel(hour)}
                          </label>
                        );
                      })}
                    </div>
                  </fieldset>
                ))}
              </div>
              <p className="text-sm text-slate-700" aria-live="polite">
                {plural(current.weekHours.size, 'heure')} par semaine{current.isEnabled ? '' : ' (semaine type désactivée)'}
              </p>
              <Button onClick={onSave} disabled={!hasChanges} isLoading={save.isPending}>
                <Save aria-hidden="true" />
                Enregistrer la semaine type
              </Button>
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
});
