import { Phone, Video } from 'lucide-react';
import { psychologistCancellationSentence, meetingTypeLabels, timeText, type PsychologistConsultation, carePairPseudonymLabel, careSeriesRankLabel } from '@parenthese/shared';
import { cn } from '@/lib/cn';
import { calendarCancellationOf, calendarStatusLabels, calendarStatusOf } from '../consultation-status';

/** Each status's border and background: the card's, and the legend's swatch. */
export const statusSwatches = {
  pending: 'border-amber-300 bg-amber-50',
  confirmed: 'border-emerald-300 bg-emerald-50',
  cancelled: 'border-slate-200 bg-slate-100',
  completed: 'border-sky-200 bg-sky-50',
} as const;

const cardColours = {
  pending: 'text-amber-900 hover:bg-amber-100',
  confirmed: 'text-emerald-900 hover:bg-emerald-100',
  // slate-600 on slate-100 reads 6.9:1 (slate-500 failed axe's 4.5:1 at this size).
  cancelled: 'text-slate-600 line-through decoration-slate-400 hover:bg-slate-200',
  completed: 'text-sky-900 hover:bg-sky-100',
} as const;

/** One consultation in the week grid, coloured by status; opens the detail dialog. */
export function ConsultationCard({ consultation, onOpen }: { consultation: PsychologistConsultation; onOpen: () => void }) {
  const status = calendarStatusOf(consultation);
  const start = consultation.startDate;
  const end = consultation.endDate;
  const Icon = consultation.meetingType === 'TEAMS' ? Video : Phone;
  const type = consultation.meetingType ? meetingTypeLabels[consultation.meetingType] : '';
  const cancellation = calendarCancellationOf(consultation);
  // The name starts with the card's visible text, in its order (WCAG 2.5.3, axe's label-content-name-mismatch),
  // then says what the card only shows by its icon and colour, and what a click does. The lines are separated by
  // spaces (a flex column ignores them): axe reads the visible text as its text nodes joined.
  const isFollowUp = (consultation.carePair?.rank ?? 1) > 1;
  const visibleText = [timeText(start), consultation.doctorCategoryName, calendarStatusLabels[status], isFollowUp && 'Suivi'].filter(Boolean).join(' ');
  const series = consultation.carePair && [carePairPseudonymLabel(consultation.carePair.pseudonym), isFollowUp && careSeriesRankLabel(consultation.carePair.rank)].filter(Boolean).join(', ');
  const details = [`jusqu'à ${timeText(end)}`, type, series, cancellation && psychologistCancellationSentence(cancellation)].filter(Boolean).join(', ');
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn('flex w-full flex-col gap-0.5 rounded-lg border px-2 py-1.5 text-left text-xs shadow-sm transition-colors', statusSwatches[status], cardColours[status])}
      aria-label={`${visibleText}, ${details}. Voir le détail`}
    >
      <span className="flex items-center gap-1 font-semibold">
        <Icon className="size-3.5 shrink-0" aria-hidden="true" />
        {timeText(start)}
      </span>{' '}
      <span className="break-words">{consultation.doctorCategoryName}</span> <span className="font-medium no-underline">{calendarStatusLabels[status]}</span>
      {isFollowUp && <span className="font-medium"> Suivi</span>}
    </button>
  );
}
