import { EMAIL_CHANGE_RESET_HOLD_HOURS, EMAIL_CHANGE_UNDO_DAYS } from './insider-safeguards';

// The email change's texts, without its schemas (contracts/email-change.ts): the screens that only show a
// change's state then carry no zod.
export const emailChangeMessages = {
  /** Unknown, used, replaced or expired link: the same answer for each, as for the reset link. */
  invalidLink: 'Le lien de confirmation est invalide ou a expiré.',
  confirmationSent: "Un lien de confirmation a été envoyé à la nouvelle adresse. L'adresse actuelle reste celle de connexion jusqu'à ce que le lien soit suivi.",
  confirmed: 'Votre adresse email de connexion a été modifiée. Veuillez vous reconnecter avec la nouvelle adresse.',
  refused: "La demande de changement d'adresse a été annulée. Votre adresse de connexion reste inchangée.",
  /** At confirmation, if another account took the address in between. */
  addressTaken: 'Cette adresse est déjà utilisée par un autre compte : le changement ne peut pas être effectué.',
  tooManyRequests: "Trop de demandes de changement d'adresse pour ce compte. Veuillez réessayer dans une heure.",
  /** The screens' line under the current address while a change waits. */
  pending: (mail: string) => `Changement en attente de confirmation : ${mail}`,
  /** The admin screens' line while a proposal waits for its owner. */
  awaitingOwner: (mail: string) => `Changement proposé, en attente de son titulaire : ${mail}`,
  /** Under an administrator's email field, past the first connection. */
  adminFormNotice: (mail: string) => `Une demande de changement sera envoyée à ${mail} ; l'adresse ne change que si son titulaire la confirme.`,
  proposalNotFound: "Aucune demande de changement d'adresse n'attend votre réponse.",
  proposalDeclined: "La demande de changement d'adresse a été déclinée. Votre adresse de connexion reste inchangée.",
  wrongPassword: 'Mot de passe incorrect',
  codeRequired: 'Saisissez le code de votre application d’authentification ou un code de secours',
  /** A profile form sent with another address: the change has its own form, with the password and the code. */
  useOwnChangeForm: "Pour changer votre adresse de connexion, utilisez « Changer d'adresse » : votre mot de passe et votre code vous seront demandés.",
  undone: "Le changement d'adresse a été annulé : votre adresse de connexion est de nouveau celle-ci. Toutes les sessions ont été fermées ; changez votre mot de passe dès que possible.",
  undoInvalidLink: "Le lien d'annulation est invalide ou a expiré.",
  /** POST …/password/reset/confirm while the hold lasts. */
  resetHeld: `L'adresse de connexion de ce compte a changé il y a moins de ${EMAIL_CHANGE_RESET_HOLD_HOURS} heures : la réinitialisation du mot de passe est suspendue pendant ce délai. Contactez l'équipe Parenthèse si vous n'êtes pas à l'origine de ce changement.`,
  undoLinkNote: `Ce lien est valable ${EMAIL_CHANGE_UNDO_DAYS} jours.`,
} as const;
