import { LATE_CANCELLATION_HOURS } from './consultation-timing';

/**
 * Moving an appointment (« Déplacer », issue 35): the employee may move a booked consultation to
 * another free hour while it is at least as far ahead as a free cancellation (the same 48 h: up to
 * then the hour can still be offered to someone else), and at most MAX_APPOINTMENT_MOVES times, so a
 * booking cannot hold a psychologist's hours hostage by moving on and on. The API and the card read it.
 */
export const MAX_CONSULTATION_MOVES = 2;
export const CONSULTATION_MOVE_MIN_HOURS_BEFORE = LATE_CANCELLATION_HOURS;

export const consultationMoveMessages = {
  cancelled: 'Ce rendez-vous est annulé : il ne peut pas être déplacé.',
  past: 'Ce rendez-vous a déjà commencé ou est passé : il ne peut plus être déplacé.',
  tooLate: `Un rendez-vous ne peut plus être déplacé moins de ${CONSULTATION_MOVE_MIN_HOURS_BEFORE} h avant son début. Vous pouvez encore l'annuler.`,
  limitReached: `Ce rendez-vous a déjà été déplacé ${MAX_CONSULTATION_MOVES} fois : il ne peut plus l'être. Vous pouvez l'annuler et en prendre un autre.`,
  /** Missing, taken, or claimed by another move meanwhile (its row is gone then): one answer for all three. */
  slotGone: "Ce créneau n'est plus disponible. Veuillez en choisir un autre.",
  sameSlot: 'Choisissez un autre créneau que celui du rendez-vous.',
  otherCategoryOrMode: 'Ce créneau ne correspond pas à la catégorie et au mode de ce rendez-vous.',
  moved: 'Rendez-vous déplacé',
} as const;

export type ConsultationMoveFacts = {
  status: 'AVAILABLE' | 'BOOKED' | 'CANCELLED';
  startsAt: Date;
  moveCount: number;
};

/** Why this appointment cannot be moved now, in French, or null when it can. */
export function consultationMoveRefusal(consultation: ConsultationMoveFacts, now: Date): string | null {
  if (consultation.status === 'CANCELLED') return consultationMoveMessages.cancelled;
  if (consultation.startsAt.getTime() <= now.getTime()) return consultationMoveMessages.past;
  if (consultation.startsAt.getTime() - now.getTime() < CONSULTATION_MOVE_MIN_HOURS_BEFORE * 3_600_000) return consultationMoveMessages.tooLate;
  if (consultation.moveCount >= MAX_CONSULTATION_MOVES) return consultationMoveMessages.limitReached;
  return null;
}
