/**
 * Missed consultations (issue 35, item 5): either side may say the other did not come, from the
 * consultation's start until 7 days after it. The psychologist's word keeps the credit spent (as a
 * late cancellation does) and the bill counts it per NO_SHOW_POLICY; the employee's word gives the
 * credit back and takes the consultation off the bill. When both declare it, the employee is believed
 * for the credit and the bill, and the case is flagged to TECH (decision 0062).
 */

/** How long after its start a consultation may be declared missed, by either side. */
export const MISSED_CONSULTATION_REPORT_DAYS = 7;
const REPORT_WINDOW_MS = MISSED_CONSULTATION_REPORT_DAYS * 24 * 60 * 60 * 1000;

/** Whether a consultation the psychologist marked « Le salarié ne s'est pas présenté » is on their bill. */
export const NO_SHOW_POLICY = { isEmployeeAbsenceBilled: true } as const;

export type MissedReportTiming = 'not-started' | 'open' | 'closed';

/** Where `now` stands against the declaration window [start, start + 7 days]. */
export function missedReportTiming(startsAt: Date, now: Date): MissedReportTiming {
  const elapsed = now.getTime() - startsAt.getTime();
  if (elapsed < 0) return 'not-started';
  return elapsed <= REPORT_WINDOW_MS ? 'open' : 'closed';
}

/** What each side has declared about one booked consultation. */
export type MissedConsultationFacts = {
  /** The psychologist marked the employee absent. */
  isEmployeeNoShow: boolean;
  /** The employee reported that the psychologist did not come. */
  isPsychologistNoShow: boolean;
};

/** Whether a booked consultation that has ended is on the psychologist's bill. */
export function isMissedConsultationBilled(facts: MissedConsultationFacts, policy: { isEmployeeAbsenceBilled: boolean } = NO_SHOW_POLICY): boolean {
  // The employee is believed: a consultation they say did not happen is never billed.
  if (facts.isPsychologistNoShow) return false;
  return facts.isEmployeeNoShow ? policy.isEmployeeAbsenceBilled : true;
}

/** Whether the employee's credit is given back: only on their own report (they are believed over the psychologist). */
export function isMissedConsultationRefunded(facts: MissedConsultationFacts): boolean {
  return facts.isPsychologistNoShow;
}

/** Both sides say the other did not come: TECH looks into it. */
export function isMissedConsultationDisputed(facts: MissedConsultationFacts): boolean {
  return facts.isPsychologistNoShow && facts.isEmployeeNoShow;
}

/** The refusals the server answers with, and the words both screens show. */
export const missedConsultationMessages = {
  notStarted: "Ce rendez-vous n'a pas encore commencé : une absence ne peut être signalée qu'à partir de son heure de début.",
  windowClosed: `Le délai pour signaler une absence est dépassé : ${MISSED_CONSULTATION_REPORT_DAYS} jours après le rendez-vous.`,
  cancelled: 'Ce rendez-vous a été annulé : aucune absence ne peut être signalée.',
  notBooked: "Ce créneau n'a pas été réservé.",
  alreadyReported: 'Cette absence a déjà été signalée.',
  employeeNoShowRecorded: 'Absence du salarié enregistrée.',
  psychologistNoShowRecorded: 'Signalement enregistré : votre crédit vous a été rendu.',
} as const;

/** The psychologist's side (doctor calendar). */
export const psychologistNoShowTexts = {
  action: "Le salarié ne s'est pas présenté",
  confirmTitle: 'Signaler une absence',
  confirmBody: "Confirmez-vous que la personne ne s'est pas présentée à ce rendez-vous ? Le crédit reste utilisé, comme pour une annulation tardive. Ce signalement ne peut pas être retiré.",
  confirm: "Confirmer l'absence",
  state: 'Absence du salarié signalée',
  reportedByEmployee: "Signalé comme non tenu par la personne : il n'est pas facturé.",
} as const;

/**
 * The employee's side (« Mes rendez-vous »). Neutral on purpose: we do not know the psychologist's
 * gender, and the card may be read over a shoulder (decision 0062).
 */
export const employeeNoShowTexts = {
  action: "Personne ne s'est présenté",
  confirmTitle: "Signaler un rendez-vous qui n'a pas eu lieu",
  confirmBody: "Vous étiez au rendez-vous, mais personne ne s'est présenté pour vous recevoir ? Votre crédit vous sera rendu aussitôt. Ce signalement ne dit pas qui vous êtes.",
  confirm: 'Signaler',
  state: 'Absence signalée : votre crédit vous a été rendu',
  markedAbsent: 'Noté comme manqué : le crédit reste utilisé.',
} as const;
