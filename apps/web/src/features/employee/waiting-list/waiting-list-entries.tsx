import { shortDateText, type WaitingListEntry } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-client';
import { useLeaveWaitingList } from './api';

const MODE_LABELS = { PHONE: 'par téléphone', TEAMS: 'en visioconférence' } as const;

/** « Du 2 mars au 15 mars »: the period's last day is the one before its end. */
export function periodText(entry: WaitingListEntry) {
  const lastDay = new Date(new Date(entry.endDate).getTime() - 1);
  return `du ${shortDateText(new Date(entry.startDate))} au ${shortDateText(lastDay)}`;
}

/** The employee's waiting list entries, each with its cancellation. */
export function WaitingListEntries({ entries }: { entries: WaitingListEntry[] }) {
  const leave = useLeaveWaitingList();
  if (entries.length === 0) return null;
  return (
    <div className="space-y-2">
      <ul className="space-y-2">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between">
            <span>
              {entry.doctorCategoryName}, {MODE_LABELS[entry.meetingType]}, {periodText(entry)}
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={leave.isPending}
              aria-label={`Annuler l’alerte ${entry.doctorCategoryName} ${MODE_LABELS[entry.meetingType]} ${periodText(entry)}`}
              onClick={() => leave.mutate(entry.id)}
            >
              Annuler l’alerte
            </Button>
          </li>
        ))}
      </ul>
      {leave.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(leave.error, 'L’alerte n’a pas pu être annulée. Réessayez.')}
        </p>
      )}
    </div>
  );
}
