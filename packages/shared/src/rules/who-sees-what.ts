import type { PsychologistConsultation } from '../contracts/psychologist';
import type { EmployeePsychologist } from '../contracts/psychologist-presentations';

/**
 * What the psychologist receives of a consultation: each field the server's presenter sends them
 * (presentConsultation, apps/api/src/modules/psychologist/presenter.ts) with the words the privacy page says of
 * it. The anonymity test (psychologist/anonymity.test.ts) checks that the presenter sends these fields and no
 * other, so the page cannot promise other than what the product does.
 */
export const psychologistReceives = [
  { fields: ['startDate', 'endDate'], text: "la date et l'heure de la consultation" },
  { fields: ['doctorCategoryName'], text: 'la catégorie de psychologue choisie' },
  { fields: ['meetingType', 'meetingLink'], text: 'le mode (visio ou téléphone) et, pour une visio, son lien' },
  { fields: ['subject'], text: 'le motif que vous avez écrit en réservant' },
  { fields: ['phoneNumber'], text: "pour une consultation par téléphone, votre numéro, seulement jusqu'à la fin de la consultation" },
  { fields: ['meetingStatus', 'doctorDecision', 'cancelledBy'], text: "l'état du rendez-vous et, s'il est annulé, par quel côté (vous, le psychologue ou l'administration)" },
  // Missed consultations (decision 0062): that a side declared it, never who you are.
  { fields: ['employeeNoShowReported', 'doctorNoShowReported'], text: 'si le rendez-vous a été signalé comme manqué, et par quel côté' },
  // Continuing with the same psychologist (decision 0060): a pseudonym drawn at random for this psychologist only.
  {
    fields: ['carePair'],
    text: "un pseudonyme tiré au hasard (« Personne K7Q2 »), propre à ce psychologue, avec les dates de vos rendez-vous précédents avec lui et le dernier motif tant qu'il est conservé",
  },
] as const satisfies readonly { fields: readonly (keyof PsychologistConsultation)[]; text: string }[];

/** The one sentence of what the psychologist never receives: the landing page, the booking's summary and the privacy page say it. */
export const PSYCHOLOGIST_NEVER_RECEIVES = 'Le psychologue ne reçoit ni votre nom, ni votre adresse email, ni votre identifiant, ni le nom de votre entreprise.';

/** The privacy page's sentence of what the psychologist receives, built from the list above. */
export const PSYCHOLOGIST_RECEIVES_SENTENCE = `Le psychologue que vous consultez reçoit ${psychologistReceives.map((item) => item.text).join(' ; ')}.`;

/**
 * What the employee sees of their psychologist (decision 0061): the presentation's fields, and only
 * them. The employee-side anonymity test (employee-service/psychologist-anonymity.test.ts) checks that
 * presentPsychologistToEmployee sends exactly these, so this sentence cannot promise other than the product does.
 */
export const employeeSeesOfPsychologist = ['firstName', 'formOfAddress', 'approach', 'languages'] as const satisfies readonly (keyof NonNullable<EmployeePsychologist['presentation']>)[];

/** The privacy page's sentence of what the employee sees of their psychologist (decision 0061, word for word). */
export const EMPLOYEE_SEES_OF_PSYCHOLOGIST =
  "Vous voyez de votre psychologue la présentation qu'elle ou il a choisi d'écrire : un prénom, son approche et ses langues ; jamais son nom, son e-mail ou son téléphone.";
