/**
 * Continuing with the same psychologist (issue 35, decision 0060). The employee may book again the
 * psychologist of one of their consultations, upcoming or past, while it started at most
 * CARE_CONTINUATION_MONTHS ago and was not cancelled by the psychologist (who then said no to this
 * hour, maybe to this person). The API and the card read it.
 */
export const CARE_CONTINUATION_MONTHS = 12;

export const careContinuationMessages = {
  cancelledByPsychologist: 'Ce rendez-vous a été annulé de l’autre côté : il ne permet pas de reprendre rendez-vous avec la même personne. Vous pouvez prendre un nouveau rendez-vous.',
  tooOld: `Ce rendez-vous date de plus de ${CARE_CONTINUATION_MONTHS} mois : prenez un nouveau rendez-vous.`,
  notBooked: "Ce créneau n'a pas été réservé.",
  noMode: 'Cette personne ne propose plus de rendez-vous dans cette catégorie. Vous pouvez prendre un nouveau rendez-vous.',
} as const;

export type CareContinuationFacts = {
  status: 'AVAILABLE' | 'BOOKED' | 'CANCELLED';
  cancelledBy: 'EMPLOYEE' | 'DOCTOR' | 'ADMIN' | null;
  startsAt: Date;
};

/** The consultation's start plus CARE_CONTINUATION_MONTHS calendar months: after it, no more continuing from it. */
export function careContinuationEnd(startsAt: Date): Date {
  const end = new Date(startsAt.getTime());
  end.setUTCMonth(end.getUTCMonth() + CARE_CONTINUATION_MONTHS);
  return end;
}

/** Why the employee cannot book again the psychologist of this consultation, in French, or null when they can. */
export function careContinuationRefusal(consultation: CareContinuationFacts, now: Date): string | null {
  if (consultation.status === 'AVAILABLE') return careContinuationMessages.notBooked;
  if (consultation.status === 'CANCELLED' && consultation.cancelledBy === 'DOCTOR') return careContinuationMessages.cancelledByPsychologist;
  if (careContinuationEnd(consultation.startsAt).getTime() <= now.getTime()) return careContinuationMessages.tooOld;
  return null;
}

/** The symbols of a pseudonym: Crockford's base 32, without I, L, O and U (decision 0060). */
export const CARE_PAIR_PSEUDONYM_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CARE_PAIR_PSEUDONYM_LENGTH = 4;

/** How the psychologist reads a pair's pseudonym: « Personne K7Q2 ». */
export function carePairPseudonymLabel(pseudonym: string): string {
  return `Personne ${pseudonym}`;
}

/** « 2e consultation », « 1re consultation »: the consultation's place in the series of one pair. */
export function careSeriesRankLabel(rank: number): string {
  return `${rank}${rank === 1 ? 're' : 'e'} consultation`;
}
