import type { DoctorConsultation } from '@parenthese/shared';

/** The calendar's three statuses (spec section 4): confirmed, pending, cancelled. */
export type CalendarStatus = 'pending' | 'confirmed' | 'cancelled';

export function calendarStatusOf(consultation: Pick<DoctorConsultation, 'meetingStatus' | 'doctorDecision'>): CalendarStatus {
  if (consultation.meetingStatus === 'CANCELLED') return 'cancelled';
  return consultation.doctorDecision === 'ACCEPTED' ? 'confirmed' : 'pending';
}

export const calendarStatusLabels: Record<CalendarStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  cancelled: 'Annulé',
};

export const calendarStatusTones = { pending: 'warning', confirmed: 'success', cancelled: 'neutral' } as const;
