import { cancellationOf, consultationFactsOf, consultationStage, consultationStageLabels, type Cancellation, type ConsultationStage, type PsychologistConsultation } from '@parenthese/shared';

/** The calendar reads the shared life of a consultation, so both sides agree (pending, confirmed, cancelled, completed). */
export type CalendarStatus = ConsultationStage;

export function calendarStatusOf(consultation: PsychologistConsultation, now: Date = new Date()): CalendarStatus {
  return consultationStage(consultationFactsOf(consultation), now);
}

export function calendarCancellationOf(consultation: PsychologistConsultation): Cancellation | null {
  return cancellationOf(consultationFactsOf(consultation));
}

export const calendarStatusLabels = consultationStageLabels;

export const calendarStatusTones = { pending: 'warning', confirmed: 'success', cancelled: 'neutral', completed: 'info' } as const;
