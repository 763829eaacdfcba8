import { useId, useState, type FormEvent } from 'react';
import { capitalized, longDateText, MAX_FOLLOW_UP_HOURS, MIN_FOLLOW_UP_HOURS, FOLLOW_UP_PROPOSAL_HOURS, timeText } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { LoadError } from '@/components/ui/load-error';
import { toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useFollowUpOptions, useProposeFollowUp } from '../api/follow-up';

export type FollowUpDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; consultationId: string };

const hourText = (startDate: string) => `${capitalized(longDateText(new Date(startDate)))} à ${timeText(startDate)}`;

/**
 * « Proposer un suivi » (decision 0066): 1 to 3 of the psychologist's free hours, held for the person of
 * this consultation for 72 h. The server checks everything again (theirs, free, in the window).
 */
export function FollowUpDialog({ isOpen, onOpenChange, consultationId }: FollowUpDialogProps) {
  const legendId = useId();
  const hintId = useId();
  const options = useFollowUpOptions(consultationId);
  const propose = useProposeFollowUp();
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const isFull = chosen.length >= MAX_FOLLOW_UP_HOURS;
  const open = options.data?.openProposal ?? null;

  function toggle(hourId: string, isChecked: boolean) {
    setError(null);
    setChosen((current) => (isChecked ? [...current, hourId] : current.filter((id) => id !== hourId)));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length < MIN_FOLLOW_UP_HOURS) {
      setError(`Choisissez de ${MIN_FOLLOW_UP_HOURS} à ${MAX_FOLLOW_UP_HOURS} créneaux.`);
      return;
    }
    try {
      const result = await propose.mutateAsync({ consultationId, meetingIds: chosen });
      toastSuccess(result.message);
      setChosen([]);
      onOpenChange(false);
    } catch (caught) {
      setError(errorMessage(caught, 'Impossible de proposer ce suivi. Veuillez réessayer.'));
      void options.refetch();
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={(value) => !propose.isPending && onOpenChange(value)}>
      <DialogContent
        title="Proposer un suivi"
        description={`Choisissez jusqu'à ${MAX_FOLLOW_UP_HOURS} de vos heures libres : elles sont réservées à cette personne pendant ${FOLLOW_UP_PROPOSAL_HOURS} h, puis libérées sans réponse.`}
      >
        {options.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600">
            Chargement de vos heures libres...
          </p>
        ) : options.isError ? (
          <LoadError message={errorMessage(options.error, 'Impossible de charger vos heures libres')} onRetry={() => options.refetch()} isRetrying={options.isFetching} />
        ) : open ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              Un suivi est déjà proposé depuis ce rendez-vous, en attente de réponse jusqu'au {longDateText(new Date(open.expiresAt))} à {timeText(open.expiresAt)} :
            </p>
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
              {open.hours.map((hour) => (
                <li key={hour.meetingId}>{hourText(hour.startDate)}</li>
              ))}
            </ul>
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button variant="outline">Fermer</Button>
              </DialogClose>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4" noValidate>
            {options.data.freeHours.length === 0 ? (
              <p className="text-sm text-slate-700">Aucune heure libre dans la période de réservation. Publiez des créneaux dans « Plages de travail », puis revenez ici.</p>
            ) : (
              <fieldset aria-describedby={hintId} className="space-y-2">
                <legend id={legendId} className="text-sm font-medium text-slate-900">
                  Vos heures libres
                </legend>
                <p id={hintId} className="text-sm text-slate-600" aria-live="polite">
                  {chosen.length} sur {MAX_FOLLOW_UP_HOURS} au plus.
                </p>
                <ul className="max-h-72 space-y-1 overflow-y-auto rounded-lg border border-slate-200 p-2">
                  {options.data.freeHours.map((hour) => {
                    const isChecked = chosen.includes(hour.meetingId);
                    return (
                      <li key={hour.meetingId}>
                        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-slate-900 hover:bg-slate-50">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand-700"
                            checked={isChecked}
                            disabled={!isChecked && isFull}
                            onChange={(event) => toggle(hour.meetingId, event.target.checked)}
                          />
                          {hourText(hour.startDate)}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            )}
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <DialogFormActions
              submitLabel={`Proposer ${chosen.length > 1 ? 'ces horaires' : 'cet horaire'}`}
              busyLabel="Envoi..."
              isPending={propose.isPending}
              isSubmitOffered={options.data.freeHours.length > 0}
            />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
