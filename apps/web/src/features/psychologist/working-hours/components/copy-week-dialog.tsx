import { useId, useState } from 'react';
import { CopyPlus } from 'lucide-react';
import { COPY_WEEK_MAX_WEEKS, COPY_WEEK_MIN_WEEKS, dateText, parisWeekDays, shiftParisWeek, slotStartAt } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DisabledWithHint } from '@/components/ui/disabled-with-hint';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useCopyPlanningWeek, weekLabel } from '@/features/psychologist/planning';
import { copyWeekReport } from '../copy-week-report';

const WEEK_CHOICES = Array.from({ length: COPY_WEEK_MAX_WEEKS - COPY_WEEK_MIN_WEEKS + 1 }, (_, index) => COPY_WEEK_MIN_WEEKS + index);
const DEFAULT_WEEKS = 4;

const longDay = (weekStart: Date, weeksAhead: number, dayIndex: number) => dateText(slotStartAt(parisWeekDays(shiftParisWeek(weekStart, weeksAhead))[dayIndex], 12));

type CopyWeekDialogProps = {
  weekStart: Date;
  /** Why the copy cannot start now (unsaved changes, an empty week), or null. */
  disabledReason: string | null;
};

/**
 * 'Appliquer à plusieurs semaines': the displayed week's hours into the next 1 to 12 weeks, in one
 * server call. The dialog says the rule (docs/decisions/0004-psychologist-planning.md).
 */
export function CopyWeekDialog({ weekStart, disabledReason }: CopyWeekDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [weeks, setWeeks] = useState(DEFAULT_WEEKS);
  const copy = useCopyPlanningWeek();
  const selectId = useId();

  const trigger = (
    <Button variant="outline" onClick={() => setIsOpen(true)} disabled={disabledReason !== null}>
      <CopyPlus aria-hidden="true" />
      Appliquer à plusieurs semaines
    </Button>
  );

  const apply = () =>
    copy.mutate(
      { weekStart, weeks },
      {
        onSuccess: (report) => {
          toastSuccess('Semaines mises à jour', copyWeekReport(report));
          setIsOpen(false);
        },
        onError: (error) => toastError(errorMessage(error, 'Impossible d’appliquer la semaine aux semaines suivantes')),
      },
    );

  return (
    <>
      {disabledReason ? (
        <DisabledWithHint label="Appliquer à plusieurs semaines" hint={disabledReason} className="inline-block">
          {trigger}
        </DisabledWithHint>
      ) : (
        trigger
      )}
      <Dialog open={isOpen} onOpenChange={(open) => !copy.isPending && setIsOpen(open)}>
        <DialogContent
          title="Appliquer à plusieurs semaines"
          description={`Les heures de la semaine du ${weekLabel(weekStart)} sont publiées aux mêmes jours et aux mêmes heures dans les semaines suivantes.`}
        >
          <div className="space-y-4">
            <div className="space-y-1.5">
              <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
                Nombre de semaines suivantes
              </label>
              <select
                id={selectId}
                value={weeks}
                onChange={(event) => setWeeks(Number(event.target.value))}
                className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
              >
                {WEEK_CHOICES.map((count) => (
                  <option key={count} value={count}>
                    {count} semaine{count > 1 ? 's' : ''}
                  </option>
                ))}
              </select>
              <p className="text-sm text-slate-600">
                Du {longDay(weekStart, 1, 0)} au {longDay(weekStart, weeks, 4)}.
              </p>
            </div>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>Rien n’est supprimé : les créneaux déjà publiés dans ces semaines restent en place.</li>
              <li>Les créneaux déjà réservés ne sont jamais modifiés.</li>
              <li>Une heure que vous avez retirée à la main, ou dont vous avez refusé ou annulé le rendez-vous, n’est pas remise.</li>
              <li>Seules les heures à venir, du lundi au vendredi et dans les 3 mois ouverts à la réservation, sont publiées.</li>
            </ul>
            <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setIsOpen(false)} disabled={copy.isPending}>
                Annuler
              </Button>
              <Button onClick={apply} isLoading={copy.isPending} loadingText="Application…">
                Appliquer
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
