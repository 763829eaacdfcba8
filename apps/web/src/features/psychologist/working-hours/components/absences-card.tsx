import { type ComponentType } from 'react';
import { CalendarOff, Trash2 } from 'lucide-react';
import { dateText, timeText, weekdayDateText } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { useHasHydrated } from '@/lib/use-has-hydrated';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useLazyDialog } from '@/lib/use-lazy-dialog';
import { useAbsences, usePublicHolidays, useRemoveAbsence, useSetPublicHoliday } from '../api/absences';
import type { AddAbsenceDialogProps } from './add-absence-dialog';

const loadAddAbsenceDialog = () => import('./add-absence-dialog').then((module): ComponentType<AddAbsenceDialogProps> => module.AddAbsenceDialog);

const DAY_MS = 86_400_000;

/** « du 8 février 2027 au 21 février 2027 » for whole days, « lundi 8 février, 09:00 – 12:00 » for hours. */
function absenceText(absence: { startDate: string; endDate: string }) {
  const start = new Date(absence.startDate);
  const end = new Date(absence.endDate);
  const isWholeDays = timeText(start) === '00:00' && timeText(end) === '00:00';
  if (!isWholeDays) return `${weekdayDateText(start)}, ${timeText(start)} – ${timeText(end)}`;
  const lastDay = new Date(end.getTime() - 1);
  return end.getTime() - start.getTime() <= DAY_MS + 3_600_000 ? `${weekdayDateText(start)} (journée entière)` : `du ${dateText(start)} au ${dateText(lastDay)}`;
}

/** The psychologist's absences and the public holidays of the displayed year (closed unless opened). */
export function AbsencesCard({ year }: { year: number }) {
  const absences = useAbsences();
  const holidays = usePublicHolidays(year);
  const hasHydrated = useHasHydrated();
  const remove = useRemoveAbsence();
  const setHoliday = useSetPublicHoliday();
  const dialog = useLazyDialog(loadAddAbsenceDialog);
  const AddAbsenceDialog = dialog.Component;

  return (
    <Card>
      <CardContent className="space-y-6 p-3 pt-4 sm:p-6">
        <section aria-labelledby="absences-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="absences-title" className="text-lg font-semibold text-slate-900">
              Absences
            </h2>
            <Button variant="outline" onClick={dialog.open} onPointerEnter={dialog.load} onFocus={dialog.load}>
              <CalendarOff aria-hidden="true" />
              Ajouter une absence
            </Button>
          </div>
          {dialog.isOpen && dialog.hasFailed && !AddAbsenceDialog && (
            <p role="alert" className="text-sm text-red-700">
              Le formulaire d’absence n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.
            </p>
          )}
          {AddAbsenceDialog && <AddAbsenceDialog isOpen={dialog.isOpen} onOpenChange={dialog.setIsOpen} />}
          {absences.isPending ? (
            <div role="status" aria-busy="true" aria-label="Chargement des absences">
              <Skeleton className="h-10" />
            </div>
          ) : absences.isError ? (
            <LoadError message="Impossible de charger vos absences" onRetry={() => absences.refetch()} />
          ) : absences.data.absences.length === 0 ? (
            <p className="text-sm text-slate-600">Aucune absence à venir.</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {absences.data.absences.map((absence) => (
                <li key={absence.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm text-slate-800">
                  <span className="first-letter:uppercase">{absenceText(absence)}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Supprimer l’absence : ${absenceText(absence)}`}
                    isLoading={remove.isPending && remove.variables === absence.id}
                    onClick={() =>
                      remove.mutate(absence.id, {
                        onSuccess: () => toastSuccess('Absence supprimée', 'Vous pouvez de nouveau publier des créneaux sur cette période.'),
                        onError: (error) => toastError(errorMessage(error, 'Impossible de supprimer l’absence')),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                    Supprimer
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="holidays-title" className="space-y-3">
          <h2 id="holidays-title" className="text-lg font-semibold text-slate-900">
            {/* The shell is written at build and served later: no year of the build's day in it (week-navigation.tsx). */}
            Jours fériés {hasHydrated ? year : <span className="invisible">0000</span>}
          </h2>
          <p className="text-sm text-slate-600">Fermés par défaut : ouvrez-en un pour pouvoir y publier des créneaux.</p>
          {holidays.isPending ? (
            <div role="status" aria-busy="true" aria-label="Chargement des jours fériés">
              <Skeleton className="h-10" />
            </div>
          ) : holidays.isError ? (
            <LoadError message="Impossible de charger les jours fériés" onRetry={() => holidays.refetch()} />
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {holidays.data.holidays.map((holiday) => {
                const label = `${holiday.name}, ${weekdayDateText(new Date(`${holiday.day}T12:00:00Z`))}`;
                return (
                  <li key={holiday.day} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm text-slate-800">
                    <span>
                      {label} : <strong>{holiday.isOpen ? 'ouvert' : 'fermé'}</strong>
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${holiday.isOpen ? 'Fermer' : 'Ouvrir'} : ${label}`}
                      isLoading={setHoliday.isPending && setHoliday.variables?.day === holiday.day}
                      onClick={() => setHoliday.mutate({ day: holiday.day, isOpen: !holiday.isOpen }, { onError: (error) => toastError(errorMessage(error, 'Impossible de modifier ce jour férié')) })}
                    >
                      {holiday.isOpen ? 'Fermer' : 'Ouvrir'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
