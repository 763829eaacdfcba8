import { useId, useState } from 'react';
import { BellRing } from 'lucide-react';
import { longDateText, startOfParisDay, WAITING_LIST_DAYS, waitingWeeks, type PsychologistCategory, type MeetingType } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-client';
import { useJoinWaitingList, useWaitingList } from './api';
import { WaitingListEntries } from './waiting-list-entries';

const NEXT_DAYS = 'next';

/**
 * Under an empty calendar: « Me prévenir quand un créneau se libère », for the next 14 days or a chosen
 * week; the entries of this category and mode are listed with their cancellation. The server refuses
 * when something is free in that period.
 */
export function WaitingListOffer({ category, meetingType }: { category: PsychologistCategory; meetingType: MeetingType }) {
  const selectId = useId();
  const [period, setPeriod] = useState(NEXT_DAYS);
  const entries = useWaitingList();
  const join = useJoinWaitingList();
  const weeks = waitingWeeks(new Date());
  const own = (entries.data?.entries ?? []).filter((entry) => entry.doctorCategoryName === category && entry.meetingType === meetingType);

  return (
    <section aria-labelledby={`${selectId}-titre`} className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id={`${selectId}-titre`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <BellRing className="size-4" aria-hidden="true" />
        Me prévenir quand un créneau se libère
      </h3>
      <p className="text-sm text-slate-700">Vous recevrez un message dès qu’un créneau de ce type se libère : son lien le réserve pour vous s’il est encore libre.</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-900">
            Période
          </label>
          <select
            id={selectId}
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
          >
            <option value={NEXT_DAYS}>Les {WAITING_LIST_DAYS} prochains jours</option>
            {weeks.map((monday) => (
              <option key={monday} value={monday}>
                Semaine du {longDateText(startOfParisDay(monday))}
              </option>
            ))}
          </select>
        </div>
        <Button type="button" disabled={join.isPending} onClick={() => join.mutate({ doctorCategoryName: category, meetingType, weekStart: period === NEXT_DAYS ? null : period })}>
          Me prévenir
        </Button>
      </div>
      {join.isSuccess && <AlertBanner tone="info" title={join.data.message} />}
      {join.isError && <AlertBanner tone="danger" title={errorMessage(join.error, 'La demande n’a pas pu être enregistrée. Réessayez.')} />}
      {own.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-900">Vos alertes pour ce choix</p>
          <WaitingListEntries entries={own} />
        </div>
      )}
    </section>
  );
}
