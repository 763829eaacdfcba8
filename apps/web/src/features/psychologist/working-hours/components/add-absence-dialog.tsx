import { useState } from 'react';
import { absenceProblem, dateText, EDITOR_HOURS, parisDateKey, timeText, weekdayDateText, WORKING_DAY_END_HOUR, type AbsencePreviewResponse, type AbsenceRequest } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { hourLabel } from '@/features/psychologist/planning';
import { useAddAbsence, usePreviewAbsence } from '../api/absences';

export type AddAbsenceDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; now?: Date };

const END_HOURS = [...EDITOR_HOURS.slice(1), WORKING_DAY_END_HOUR];

/** The last day of an absence, shown inclusive: the interval ends at the next midnight. */
const lastDayOf = (preview: AbsencePreviewResponse) => new Date(new Date(preview.endDate).getTime() - 1);

/**
 * « Ajouter une absence »: whole days or a range of hours of one day. A first step lists the booked
 * consultations it would cancel (their hours only), the second confirms (decision 0064).
 */
export function AddAbsenceDialog({ isOpen, onOpenChange, now = new Date() }: AddAbsenceDialogProps) {
  const today = parisDateKey(now);
  const [kind, setKind] = useState<AbsenceRequest['kind']>('DAYS');
  const [firstDay, setFirstDay] = useState(today);
  const [lastDay, setLastDay] = useState(today);
  const [day, setDay] = useState(today);
  const [fromHour, setFromHour] = useState(9);
  const [toHour, setToHour] = useState(12);
  const previewCall = usePreviewAbsence();
  const add = useAddAbsence();
  const [preview, setPreview] = useState<AbsencePreviewResponse | null>(null);

  const absence: AbsenceRequest = kind === 'DAYS' ? { kind, firstDay, lastDay } : { kind, day, fromHour, toHour };
  // The same rule as the server's (packages/shared rules/absences.ts), shown under the field.
  const problem = absenceProblem(absence, now);
  const fieldError = (field: string) => (problem?.field === field ? problem.message : undefined);
  const isBusy = previewCall.isPending || add.isPending;
  const serverError = previewCall.error ?? add.error;

  const close = (open: boolean) => {
    if (isBusy) return;
    onOpenChange(open);
    if (!open) {
      setPreview(null);
      previewCall.reset();
      add.reset();
    }
  };
  const edit = () => {
    setPreview(null);
    add.reset();
  };

  const askPreview = () => {
    if (problem) return;
    add.reset();
    previewCall.mutate(absence, { onSuccess: setPreview });
  };
  const confirm = () =>
    add.mutate(absence, {
      onSuccess: (created) => {
        const cancelled = created.cancelledConsultations;
        toastSuccess(
          'Absence enregistrée',
          cancelled === 0
            ? 'Aucun rendez-vous n’était réservé pendant cette absence.'
            : `${cancelled} rendez-vous annulé${cancelled > 1 ? 's' : ''} : les salariés ont été prévenus et leur crédit rendu.`,
        );
        close(false);
      },
      // The list may have changed (a booking landed meanwhile): show it again.
      onError: () => previewCall.mutate(absence, { onSuccess: setPreview, onError: () => setPreview(null) }),
    });

  const period = preview
    ? kind === 'DAYS'
      ? `Du ${dateText(new Date(preview.startDate))} au ${dateText(lastDayOf(preview))} inclus.`
      : `Le ${weekdayDateText(new Date(preview.startDate))}, de ${timeText(new Date(preview.startDate))} à ${timeText(new Date(preview.endDate))}.`
    : '';

  return (
    <Dialog open={isOpen} onOpenChange={close}>
      <DialogContent title="Ajouter une absence" description="Pendant une absence, aucun créneau ne peut être publié ; les rendez-vous déjà réservés sont annulés et les salariés prévenus.">
        {preview ? (
          <div className="space-y-4">
            <p className="text-sm font-medium text-slate-900">{period}</p>
            {preview.consultations.length === 0 ? (
              <p className="text-sm text-slate-700">Aucun rendez-vous réservé pendant cette absence.</p>
            ) : (
              <div className="space-y-2">
                <p className="text-sm text-slate-700">
                  {preview.consultations.length === 1 ? 'Ce rendez-vous sera annulé' : `Ces ${preview.consultations.length} rendez-vous seront annulés`} ; le crédit est rendu au salarié, qui est
                  prévenu :
                </p>
                <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900" aria-label="Rendez-vous annulés par cette absence">
                  {preview.consultations.map((consultation) => (
                    <li key={consultation.startDate}>
                      {weekdayDateText(new Date(consultation.startDate))}, {timeText(new Date(consultation.startDate))} – {timeText(new Date(consultation.endDate))}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {preview.freeSlots > 0 && (
              <p className="text-sm text-slate-700">
                {preview.freeSlots} créneau{preview.freeSlots > 1 ? 'x' : ''} libre{preview.freeSlots > 1 ? 's' : ''} ser{preview.freeSlots > 1 ? 'ont' : 'a'} retiré{preview.freeSlots > 1 ? 's' : ''}.
              </p>
            )}
            {add.error && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {errorMessage(add.error, 'Impossible d’enregistrer l’absence')}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={edit} disabled={isBusy}>
                Modifier
              </Button>
              <Button onClick={confirm} isLoading={add.isPending} loadingText="Enregistrement…" variant={preview.consultations.length > 0 ? 'destructive' : 'default'}>
                {preview.consultations.length > 0 ? 'Confirmer et annuler les rendez-vous' : 'Confirmer l’absence'}
              </Button>
            </div>
          </div>
        ) : (
          <form
            className="space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              askPreview();
            }}
          >
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-900">Durée</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
                <label className="flex items-center gap-2">
                  <input type="radio" name="absence-kind" value="DAYS" checked={kind === 'DAYS'} onChange={() => setKind('DAYS')} className="size-4 accent-brand-700" />
                  Des jours entiers
                </label>
                <label className="flex items-center gap-2">
                  <input type="radio" name="absence-kind" value="HOURS" checked={kind === 'HOURS'} onChange={() => setKind('HOURS')} className="size-4 accent-brand-700" />
                  Quelques heures d’une journée
                </label>
              </div>
            </fieldset>
            {kind === 'DAYS' ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField label="Premier jour" error={fieldError('firstDay')} isRequired>
                  <Input type="date" min={today} value={firstDay} onChange={(event) => setFirstDay(event.target.value)} />
                </FormField>
                <FormField label="Dernier jour (inclus)" error={fieldError('lastDay')} isRequired>
                  <Input type="date" min={firstDay} value={lastDay} onChange={(event) => setLastDay(event.target.value)} />
                </FormField>
              </div>
            ) : (
              <div className="grid gap-3 sm:grid-cols-3">
                <FormField label="Jour" error={fieldError('day')} isRequired>
                  <Input type="date" min={today} value={day} onChange={(event) => setDay(event.target.value)} />
                </FormField>
                <FormField label="De" error={fieldError('fromHour')}>
                  <Select value={fromHour} onChange={(event) => setFromHour(Number(event.target.value))}>
                    {EDITOR_HOURS.map((hour) => (
                      <option key={hour} value={hour}>
                        {hourLabel(hour)}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label="À" error={fieldError('toHour')}>
                  <Select value={toHour} onChange={(event) => setToHour(Number(event.target.value))}>
                    {END_HOURS.map((hour) => (
                      <option key={hour} value={hour}>
                        {hourLabel(hour)}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </div>
            )}
            {previewCall.error && !preview && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {errorMessage(serverError, 'Impossible de vérifier cette absence')}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={isBusy}>
                Annuler
              </Button>
              <Button type="submit" isLoading={previewCall.isPending} loadingText="Vérification…" disabled={problem !== null}>
                Voir les rendez-vous concernés
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
