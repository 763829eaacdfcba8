import { EMAIL_CHANGE_LIFETIME_HOURS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';
import type { MailKind } from '@parenthese/shared';
import { maskEmailAddress } from '../../lib/mask-email-address';

/**
 * The mails of a sign-in email change. Each carries a link that moves an account, or nothing worth
 * reading to anyone else: administrators see their subject and a masked recipient only (outbox presenter).
 */
export const EMAIL_CHANGE_MAIL_KINDS = ['email-change-confirm', 'email-change-address-taken', 'email-change-requested', 'email-change-done'] as const satisfies readonly MailKind[];

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

/** To the former address, once the change is done. */
export function emailChangeDoneMail(input: { to: string; newEmail: string }) {
  return composeMail({
    kind: 'email-change-done',
    to: input.to,
    subject: 'Votre adresse de connexion Parenthèse a été modifiée',
    paragraphs: [
      `L'adresse de connexion de votre compte est désormais ${maskEmailAddress(input.newEmail)}. Cette adresse-ci ne permet plus de vous connecter.`,
      'Toutes les sessions ouvertes de votre compte ont été fermées.',
      `Si vous n'êtes pas à l'origine de ce changement, contactez sans attendre l'équipe Parenthèse : ${SUPPORT_EMAIL}, ${SUPPORT_PHONE} (du lundi au vendredi, 9h-18h).`,
    ],
  });
}
