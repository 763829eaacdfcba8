/**
 * « Proposer un suivi » (issue 35, docs/decisions/0066-follow-up-proposals.md): from a held or upcoming
 * consultation, its psychologist offers 1 to MAX_FOLLOW_UP_HOURS of their free hours to the same person,
 * who picks one (a booking like any other) or declines. Unanswered after FOLLOW_UP_PROPOSAL_HOURS, the
 * hours are freed. The API and both screens read these.
 */
export const MIN_FOLLOW_UP_HOURS = 1;
export const MAX_FOLLOW_UP_HOURS = 3;
/** How long the hours stay held for the person without an answer. */
export const FOLLOW_UP_PROPOSAL_HOURS = 72;

export const FOLLOW_UP_STATUSES = ['OPEN', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'NO_CREDIT'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const followUpMessages = {
  notFound: 'Proposition introuvable.',
  consultationNotFound: 'Rendez-vous introuvable.',
  cancelled: 'Ce rendez-vous est annulé : aucun suivi ne peut être proposé depuis celui-ci.',
  notBooked: "Ce créneau n'a pas été réservé : aucun suivi ne peut être proposé depuis celui-ci.",
  missed: "Ce rendez-vous n'a pas eu lieu : aucun suivi ne peut être proposé depuis celui-ci.",
  alreadyOpen: 'Un suivi est déjà proposé depuis ce rendez-vous : la personne n’a pas encore répondu.',
  hourCount: `Choisissez de ${MIN_FOLLOW_UP_HOURS} à ${MAX_FOLLOW_UP_HOURS} créneaux.`,
  duplicateHours: 'Chaque créneau ne peut être proposé qu’une fois.',
  hourUnavailable: "Un des créneaux choisis n'est plus libre ou ne vous appartient pas. Veuillez en choisir un autre.",
  hourOutsideWindow: 'Un des créneaux choisis est hors de la période de réservation (à partir de demain, jours ouvrés, 3 mois au plus).',
  noCredit: "La personne ne peut pas réserver d'autre rendez-vous pour le moment : aucun suivi ne peut lui être proposé.",
  proposed: 'Suivi proposé : la personne est prévenue par e-mail.',
  expired: 'Cette proposition a expiré : les créneaux ont été libérés. Vous pouvez prendre un nouveau rendez-vous.',
  declined: 'Vous avez décliné cette proposition : les créneaux ont été libérés.',
  accepted: 'Vous avez déjà choisi un créneau de cette proposition : il figure dans « Mes rendez-vous ».',
  noCreditLeft: "Cette proposition n'est plus valable : vous n'avez plus de crédit de consultation.",
  notOffered: 'Ce créneau ne fait pas partie de la proposition. Veuillez en choisir un autre.',
  declinedNow: 'Proposition déclinée : les créneaux ont été libérés.',
} as const;

/** When a proposal made at `createdAt` stops holding its hours. */
export const followUpExpiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + FOLLOW_UP_PROPOSAL_HOURS * 3_600_000);

/** True when an open proposal is past its time: it answers like an expired one even before the job frees it. */
export const isFollowUpExpired = (expiresAt: Date, now: Date): boolean => expiresAt.getTime() <= now.getTime();

export type FollowUpOriginFacts = {
  status: 'AVAILABLE' | 'BOOKED' | 'CANCELLED';
  employeeId: string | null;
  employeeNoShowAt: Date | null;
  doctorNoShowAt: Date | null;
};

/**
 * Why no follow-up may be proposed from this consultation, in French, or null when it may: it must be
 * booked (held or upcoming) and not reported as missed by either side. Its start does not matter: from
 * an upcoming one the psychologist may plan ahead, from a held one they continue.
 */
export function followUpOriginRefusal(consultation: FollowUpOriginFacts): string | null {
  if (consultation.status === 'CANCELLED') return followUpMessages.cancelled;
  if (consultation.status !== 'BOOKED' || consultation.employeeId === null) return followUpMessages.notBooked;
  if (consultation.employeeNoShowAt !== null || consultation.doctorNoShowAt !== null) return followUpMessages.missed;
  return null;
}

/** The French refusal of answering a proposal that is no longer open (or past its time), or null while it may be answered. */
export function followUpAnswerRefusal(proposal: { status: FollowUpStatus; expiresAt: Date }, now: Date): string | null {
  switch (proposal.status) {
    case 'ACCEPTED':
      return followUpMessages.accepted;
    case 'DECLINED':
      return followUpMessages.declined;
    case 'NO_CREDIT':
      return followUpMessages.noCreditLeft;
    case 'EXPIRED':
      return followUpMessages.expired;
    case 'OPEN':
      return isFollowUpExpired(proposal.expiresAt, now) ? followUpMessages.expired : null;
  }
}
