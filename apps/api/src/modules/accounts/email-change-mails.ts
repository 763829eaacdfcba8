import { EMAIL_CHANGE_LIFETIME_HOURS, EMAIL_CHANGE_PROPOSAL_DAYS, EMAIL_CHANGE_UNDO_DAYS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';
import type { MailKind } from '@parenthese/shared';
import { maskEmailAddress } from '../../lib/mask-email-address';

/**
 * The mails of a sign-in email change. Each carries a link that moves an account, or nothing worth
 * reading to anyone else: administrators see their subject and a masked recipient only (outbox presenter).
 */
export const EMAIL_CHANGE_MAIL_KINDS = [
  'email-change-confirm',
  'email-change-address-taken',
  'email-change-requested',
  'email-change-done',
  'email-change-proposed',
  'email-change-undone',
] as const satisfies readonly MailKind[];

/** Who asked, as the current address is told: the owner or the platform's staff. */
export type EmailChangeRequester = 'owner' | 'administrator';

const requesterSentence = (requester: EmailChangeRequester) => (requester === 'owner' ? 'depuis votre espace « Mon compte »' : 'par un administrateur de la plateforme');

/** To the new address: the link that completes the change. */
export function emailChangeConfirmMail(to: string, link: string) {
  return composeMail({
    kind: 'email-change-confirm',
    to,
    subject: 'Confirmez votre nouvelle adresse de connexion Parenthèse',
    paragraphs: [
      "Une demande a été faite pour que cette adresse devienne l'adresse de connexion d'un compte Parenthèse.",
      "Le changement n'aura lieu que si vous suivez le lien ci-dessous. Toutes les sessions ouvertes du compte seront alors fermées.",
    ],
    action: {
      label: 'Confirmer cette adresse',
      link,
      note: `Ce lien est valable ${EMAIL_CHANGE_LIFETIME_HOURS} heures et ne peut servir qu'une fois :`,
    },
    after: ["Si vous n'attendiez pas ce message, ignorez-le : rien ne sera modifié."],
  });
}

/** To the new address when an account already uses it: nothing changes, and the asker learns nothing. */
export function emailChangeAddressTakenMail(to: string) {
  return composeMail({
    kind: 'email-change-address-taken',
    to,
    subject: 'Confirmez votre nouvelle adresse de connexion Parenthèse',
    paragraphs: [
      "Une demande a été faite pour que cette adresse devienne l'adresse de connexion d'un compte Parenthèse.",
      "Un compte Parenthèse utilise déjà cette adresse : rien n'a été modifié.",
      'Si vous avez oublié votre mot de passe, utilisez « Mot de passe oublié ? » dans la fenêtre de connexion.',
    ],
    after: ["Si vous n'attendiez pas ce message, ignorez-le."],
  });
}

/** To the current address, at once: a change was asked, with a way to refuse it. */
export function emailChangeRequestedMail(input: { to: string; newEmail: string; refuseLink: string; requester: EmailChangeRequester }) {
  return composeMail({
    kind: 'email-change-requested',
    to: input.to,
    subject: 'Demande de changement de votre adresse de connexion Parenthèse',
    paragraphs: [
      `Un changement de l'adresse de connexion de votre compte a été demandé ${requesterSentence(input.requester)}, vers l'adresse ${maskEmailAddress(input.newEmail)}.`,
      "Votre adresse actuelle reste celle de connexion tant que le lien envoyé à la nouvelle adresse n'a pas été suivi.",
    ],
    action: {
      label: 'Refuser ce changement',
      link: input.refuseLink,
      note: `Si vous n'êtes pas à l'origine de cette demande, refusez-la avec ce lien (valable ${EMAIL_CHANGE_LIFETIME_HOURS} heures) :`,
    },
  });
}

/**
 * To the current address, when an administrator proposes another one: no link at all. Nothing changes
 * unless the owner, signed in, accepts it on their account page.
 */
export function emailChangeProposedMail(input: { to: string; newEmail: string }) {
  return composeMail({
    kind: 'email-change-proposed',
    to: input.to,
    subject: 'Un administrateur propose de changer votre adresse de connexion Parenthèse',
    paragraphs: [
      `Un administrateur de la plateforme propose que votre adresse de connexion devienne ${maskEmailAddress(input.newEmail)}.`,
      'Rien ne change sauf si vous confirmez vous-même ce changement, connecté(e), dans « Mon compte » (ou votre profil), avec votre mot de passe et votre code de double authentification.',
      `Sans réponse de votre part, la proposition expire dans ${EMAIL_CHANGE_PROPOSAL_DAYS} jours. Vous pouvez aussi la décliner depuis la même page.`,
      `Si cette proposition vous surprend, contactez l'équipe Parenthèse : ${SUPPORT_EMAIL}, ${SUPPORT_PHONE} (du lundi au vendredi, 9h-18h).`,
    ],
  });
}

/** To the former address, once the change is done, with the one-click undo. */
export function emailChangeDoneMail(input: { to: string; newEmail: string; undoLink: string }) {
  return composeMail({
    kind: 'email-change-done',
    to: input.to,
    subject: 'Votre adresse de connexion Parenthèse a été modifiée',
    paragraphs: [
      `L'adresse de connexion de votre compte est désormais ${maskEmailAddress(input.newEmail)}. Cette adresse-ci ne permet plus de vous connecter.`,
      'Toutes les sessions ouvertes de votre compte ont été fermées.',
    ],
    action: {
      label: "Ce n'était pas moi : annuler ce changement",
      link: input.undoLink,
      note: `Si vous n'êtes pas à l'origine de ce changement, annulez-le avec ce lien (valable ${EMAIL_CHANGE_UNDO_DAYS} jours) : votre adresse redeviendra celle-ci et toutes les sessions seront fermées.`,
    },
    after: [`Besoin d'aide ? L'équipe Parenthèse : ${SUPPORT_EMAIL}, ${SUPPORT_PHONE} (du lundi au vendredi, 9h-18h).`],
  });
}

/** To the restored address, once the former address undid the change. */
export function emailChangeUndoneMail(to: string) {
  return composeMail({
    kind: 'email-change-undone',
    to,
    subject: 'Le changement de votre adresse de connexion Parenthèse a été annulé',
    paragraphs: [
      'Le changement de votre adresse de connexion a été annulé : cette adresse est de nouveau celle de votre compte.',
      'Toutes les sessions ouvertes ont été fermées et les liens de réinitialisation en cours ne fonctionnent plus.',
      'Connectez-vous et changez votre mot de passe dans « Mon compte » sans attendre : quelqu’un a pu le connaître.',
      `Si vous ne pouvez pas vous connecter, contactez l'équipe Parenthèse : ${SUPPORT_EMAIL}, ${SUPPORT_PHONE} (du lundi au vendredi, 9h-18h).`,
    ],
  });
}
