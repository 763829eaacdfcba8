// Kept apart from the zod contracts (contracts/employee-service.ts): the booking and appointment pages
// read these without downloading zod, which they do not otherwise need.

import { LATE_CANCELLATION_HOURS } from './consultation-timing';

export const CONSULTATION_SUBJECT_MAX_LENGTH = 500;
export const DEFAULT_CONSULTATION_SUBJECT = 'Consultation anonyme';
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The sentences the server answers with, so the browser and the tests read the same words. */
export const bookingMessages = {
  // A booking waits for the psychologist's acceptance (doctorDecision PENDING): never « confirmé » before it.
  requested: 'Rendez-vous enregistré',
  requestedDetail: "Il sera confirmé dès que le psychologue l'aura accepté : vous recevrez alors un message.",
  slotTaken: "Ce créneau vient d'être réservé par une autre personne. Veuillez choisir un autre créneau.",
  slotNotFound: 'Ce créneau est introuvable.',
  overlapsOwnConsultation: 'Vous avez déjà un rendez-vous à cette heure-là. Veuillez choisir un autre créneau.',
  outsideWindow: 'Ce créneau est hors de la période de réservation : du lendemain à 3 mois, du lundi au vendredi.',
  noEmployeeCredit: "Vous n'avez plus de crédits disponibles",
  noCompanyCredit: "Votre entreprise n'a plus de crédits disponibles. Contactez votre entreprise.",
  companyLocked: 'Le compte de votre entreprise est bloqué. Contactez votre entreprise.',
  phoneMissing: 'Option indisponible : Vous devez renseigner votre numéro de téléphone dans votre profil pour accéder aux consultations téléphoniques',
  phoneNeededForUpcomingCall: 'Vous avez un rendez-vous téléphonique à venir : le psychologue a besoin de votre numéro pour vous appeler. Annulez ce rendez-vous avant de retirer votre numéro.',
  psychologistUnsuitable: 'Ce psychologue ne propose pas cette catégorie ou ce mode de consultation.',
  meetingNotFound: 'Rendez-vous introuvable.',
  alreadyCancelled: 'Ce rendez-vous est déjà annulé.',
  pastCannotCancel: 'Ce rendez-vous a déjà commencé ou est passé : il ne peut plus être annulé.',
  cancelledCannotRate: 'Une consultation annulée ne peut pas être évaluée.',
  notYetRatable: 'Vous pourrez évaluer cette consultation une fois terminée.',
  alreadyRated: 'Vous avez déjà évalué cette consultation.',
} as const;

/**
 * What an employee's late cancellation (under LATE_CANCELLATION_HOURS) does: the consultation's credit is used
 * (the employer is billed for it), and the employee pays nothing. The terms of use (/conditions-utilisation)
 * say the same; the dialog, the card, the toast and the mail say it in these words.
 */
export const lateCancellationTexts = {
  warning: `Vous annulez moins de ${LATE_CANCELLATION_HOURS} h avant la consultation : le crédit de cette consultation est utilisé et ne vous sera pas rendu. Vous n'avez rien à payer.`,
  done: 'Annulation tardive : le crédit de cette consultation est utilisé.',
  card: `Annulé par vous moins de ${LATE_CANCELLATION_HOURS} h avant : le crédit est utilisé.`,
  mail: `Vous avez annulé ce rendez-vous moins de ${LATE_CANCELLATION_HOURS} h avant l'heure : comme le prévoient nos conditions d'utilisation, le crédit de cette consultation est utilisé et ne vous est pas rendu. Vous n'avez rien à payer.`,
} as const;
