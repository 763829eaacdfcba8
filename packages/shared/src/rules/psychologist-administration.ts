import type { PsychologistCredits } from '../contracts/admin-psychologists';

// The psychologists' administration texts and figures, without its schemas (contracts/admin-psychologists.ts): the
// section's list then carries no zod.
export const psychologistAdminMessages = {
  notFound: 'Psychologue introuvable',
  adeliTaken: 'Ce numéro ADELI est déjà utilisé par un autre psychologue.',
  passwordNotEditable: "Le mot de passe d'un psychologue ne se modifie pas ici : il le choisit à sa première connexion.",
  upcomingConsultations: (count: number) =>
    count === 1 ? 'Impossible de supprimer le psychologue : 1 consultation est encore à venir.' : `Impossible de supprimer le psychologue : ${count} consultations sont encore à venir.`,
  /** Past consultations are billed and stay in the employees' history (docs/decisions/0007). */
  hasHistory: 'Ce psychologue a des consultations passées ou annulées : bloquez son compte plutôt que de le supprimer.',
  noSpecialisation: 'Aucune spécialisation : ce psychologue ne peut pas recevoir de consultations.',
  passwordChanged: 'Modifié par utilisateur',
} as const;

/** The card's consultation count: the sum of the credits (spec section 3). */
export const consultationCount = (credits: PsychologistCredits['credits']) => credits.reduce((total, credit) => total + credit.creditAmount, 0);
