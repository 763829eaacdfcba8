import { lateCancellationTexts } from './consultation-texts';

/**
 * A `meetings` row's status (the wire's `meetingStatus`): a published free hour (AVAILABLE), a booked
 * consultation (BOOKED), or a cancelled one (CANCELLED). See the glossary in docs/architecture.md.
 */
export const MEETING_STATUSES = ['AVAILABLE', 'BOOKED', 'CANCELLED'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/**
 * The life of a booked consultation, decided once for the employee's and the psychologist's screens:
 * booked and waiting for the psychologist, accepted, cancelled (a refusal is the psychologist's
 * cancellation before accepting), completed once its end has passed.
 */
export const CONSULTATION_STAGES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type ConsultationStage = (typeof CONSULTATION_STAGES)[number];

export const CANCELLATION_PARTIES = ['EMPLOYEE', 'DOCTOR', 'ADMIN'] as const;
export type CancellationParty = (typeof CANCELLATION_PARTIES)[number];

export type ConsultationFacts = {
  status: MeetingStatus;
  doctorDecision: 'PENDING' | 'ACCEPTED' | null;
  cancelledBy: CancellationParty | null;
  endsAt: Date;
};

export type Cancellation = { by: CancellationParty | null; isRefusal: boolean };

/** The facts as both sides receive them (an employee's meeting, a psychologist's consultation). */
export function consultationFactsOf(consultation: {
  meetingStatus: MeetingStatus;
  doctorDecision: ConsultationFacts['doctorDecision'];
  cancelledBy: CancellationParty | null;
  endDate: string;
}): ConsultationFacts {
  return { status: consultation.meetingStatus, doctorDecision: consultation.doctorDecision, cancelledBy: consultation.cancelledBy, endsAt: new Date(consultation.endDate) };
}

/** Cancelled whatever the time; completed once the end is past (the join window closes at the same instant); else the psychologist's answer. */
export function consultationStage(facts: ConsultationFacts, now: Date): ConsultationStage {
  if (facts.status === 'CANCELLED') return 'cancelled';
  if (now.getTime() > facts.endsAt.getTime()) return 'completed';
  return facts.doctorDecision === 'ACCEPTED' ? 'confirmed' : 'pending';
}

/** Who ended a cancelled consultation; null for one that is not cancelled. */
export function cancellationOf(facts: Pick<ConsultationFacts, 'status' | 'doctorDecision' | 'cancelledBy'>): Cancellation | null {
  if (facts.status !== 'CANCELLED') return null;
  return { by: facts.cancelledBy, isRefusal: facts.cancelledBy === 'DOCTOR' && facts.doctorDecision !== 'ACCEPTED' };
}

/** The psychologist's labels (spec: calendar statuses confirmed, pending, cancelled; plus completed). */
export const consultationStageLabels: Record<ConsultationStage, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  cancelled: 'Annulé',
  completed: 'Terminé',
};

/** The employee's badge (spec: À venir, Terminé, Annulé): waiting or accepted, it is still to come. */
export const employeeStageLabels: Record<ConsultationStage, string> = {
  pending: 'À venir',
  confirmed: 'À venir',
  cancelled: 'Annulé',
  completed: 'Terminé',
};

/** Said discreetly on the employee's card while the psychologist has not accepted yet. */
export const AWAITING_PSYCHOLOGIST_NOTE = 'En attente de confirmation par le psychologue';

/** The sentence under a cancelled consultation, for the employee. */
export function employeeCancellationSentence(cancellation: Cancellation, isLateCancellation: boolean): string {
  if (cancellation.by === 'DOCTOR') return 'Annulé par le psychologue, votre crédit vous a été rendu';
  if (cancellation.by === 'EMPLOYEE') {
    return isLateCancellation ? lateCancellationTexts.card : 'Annulé par vous, votre crédit vous a été rendu';
  }
  if (cancellation.by === 'ADMIN') return 'Annulé par un administrateur';
  return 'Rendez-vous annulé';
}

/** The sentence under a cancelled consultation, for the psychologist (never who the employee is). */
export function psychologistCancellationSentence(cancellation: Cancellation): string {
  if (cancellation.isRefusal) return 'Refusé par vous';
  if (cancellation.by === 'DOCTOR') return 'Annulé par vous';
  if (cancellation.by === 'EMPLOYEE') return 'Annulé par le salarié';
  if (cancellation.by === 'ADMIN') return 'Annulé par un administrateur';
  return 'Rendez-vous annulé';
}
