import { capitalized, timeText, weekdayDateText, type PsychologistConsultation } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';

const SHOWN = 5;

/** Reminds the psychologist of bookings still waiting for an answer, whatever the week shown; each opens its detail. */
export function AwaitingBanner({ consultations, onOpen }: { consultations: PsychologistConsultation[]; onOpen: (consultation: PsychologistConsultation) => void }) {
  if (consultations.length === 0) return null;
  const count = consultations.length;
  const title = count === 1 ? '1 demande de rendez-vous attend votre réponse' : `${count} demandes de rendez-vous attendent votre réponse`;
  return (
    <AlertBanner title={title} tone="warning" className="mb-4">
      <p>Répondez avant le début du rendez-vous : sans réponse, le salarié ne sait pas s'il est confirmé.</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {consultations.slice(0, SHOWN).map((consultation) => {
          const start = consultation.startDate;
          return (
            <li key={consultation.meetingId}>
              <button
                type="button"
                onClick={() => onOpen(consultation)}
                className="rounded-lg border border-amber-300 bg-white px-3 py-1.5 text-left text-sm font-medium text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {capitalized(weekdayDateText(start))} à {timeText(start)}
                {consultation.doctorCategoryName ? ` · ${consultation.doctorCategoryName}` : ''}
              </button>
            </li>
          );
        })}
        {count > SHOWN && (
          <li className="self-center text-sm">
            et {count - SHOWN} autre{count - SHOWN > 1 ? 's' : ''}
          </li>
        )}
      </ul>
    </AlertBanner>
  );
}
