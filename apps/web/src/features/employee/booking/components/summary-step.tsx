import { CalendarDays, Clock, MessageSquareText, Phone, ShieldCheck, Video } from 'lucide-react';
import {
  CONSULTATION_LENGTH_MINUTES,
  capitalized,
  PSYCHOLOGIST_NEVER_RECEIVES,
  formatPhoneNumber,
  longDateText,
  meetingTypeLabels,
  timeText,
  type PsychologistCategory,
  type MeetingType,
} from '@parenthese/shared';
import { categoryPresentation } from '@/features/employee/shared';

type SummaryStepProps = {
  category: PsychologistCategory;
  /** The chosen psychologist as the app names them (« Marion, la psychologue »), or « La première disponible ». */
  psychologistTitle: string;
  meetingType: MeetingType;
  startDate: string;
  subject: string;
  phoneNumber: string;
};

/** One dt/dd pair: a dl may hold a div around each pair, nothing deeper (axe: definition-list). */
function Row({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <div className="py-3">
      <dt className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="text-brand-700" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="min-w-0 pl-8 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Step 3: everything chosen, before confirming. */
export function SummaryStep({ category, psychologistTitle, meetingType, startDate, subject, phoneNumber }: SummaryStepProps) {
  const CategoryIcon = categoryPresentation[category].icon;
  const endDate = new Date(new Date(startDate).getTime() + CONSULTATION_LENGTH_MINUTES * 60_000);
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4">
        <Row icon={<CategoryIcon className="size-5" />} label="Psychologue">
          {psychologistTitle}
          <span className="block text-sm text-slate-600">{category}</span>
        </Row>
        <Row icon={meetingType === 'PHONE' ? <Phone className="size-5" /> : <Video className="size-5" />} label="Mode">
          {meetingTypeLabels[meetingType]}
          {meetingType === 'PHONE' && <span className="block text-sm text-slate-600">Le psychologue vous appellera au {formatPhoneNumber(phoneNumber)}.</span>}
        </Row>
        <Row icon={<CalendarDays className="size-5" />} label="Date">
          {capitalized(longDateText(startDate))}
        </Row>
        <Row icon={<Clock className="size-5" />} label="Heure">
          {timeText(startDate)} - {timeText(endDate)} ({CONSULTATION_LENGTH_MINUTES} min)
        </Row>
        <Row icon={<MessageSquareText className="size-5" />} label="Message">
          {subject.trim() || <span className="text-slate-500 italic">Aucun message</span>}
        </Row>
      </dl>
      <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Cette consultation utilise 1 crédit. {PSYCHOLOGIST_NEVER_RECEIVES}
      </p>
    </div>
  );
}
