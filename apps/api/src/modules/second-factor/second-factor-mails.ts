import { FOUR_EYES_APPROVAL_HOURS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';

const supportSentence = `contactez sans attendre l'équipe Parenthèse : ${SUPPORT_EMAIL}, ${SUPPORT_PHONE} (du lundi au vendredi, 9h-18h).`;

/**
 * To the owner, when a TECH administrator asks for a reset of their second factor: sent to the address
 * the account had before any change of the last RESET_NOTICE_LOOKBACK_DAYS, with a link that refuses it.
 */
export function secondFactorResetRequestedMail(input: { to: string; refuseLink: string }) {
  return composeMail({
    kind: 'second-factor-reset-requested',
    to: input.to,
    subject: 'Demande de réinitialisation de la double authentification de votre compte Parenthèse',
    paragraphs: [
      "L'équipe de Parenthèse a demandé la réinitialisation de la double authentification de votre compte.",
      `Rien n'a encore changé : un second administrateur doit approuver cette demande dans les ${FOUR_EYES_APPROVAL_HOURS} heures. Une fois approuvée, vos codes de secours ne fonctionneront plus et vous configurerez à nouveau votre application d'authentification à votre prochaine connexion.`,
    ],
    action: {
      label: 'Refuser cette réinitialisation',
      link: input.refuseLink,
      note: "Si vous n'êtes pas à l'origine de cette demande, refusez-la avec ce lien : la page qui s'ouvre vous demandera de confirmer d'un clic.",
    },
    after: [`Si vous n'êtes pas à l'origine de cette demande, ${supportSentence}`],
  });
}

/** To the owner (same address as the request's notice), once a second TECH administrator approved the reset. */
export function secondFactorResetMail(to: string) {
  return composeMail({
    kind: 'second-factor-reset',
    to,
    subject: 'La double authentification de votre compte Parenthèse a été réinitialisée',
    paragraphs: [
      'Deux administrateurs techniques de Parenthèse ont réinitialisé la double authentification de votre compte.',
      "Toutes les sessions ouvertes de votre compte ont été fermées, et vos codes de secours ne fonctionnent plus. Si votre rôle l'exige, vous configurerez à nouveau votre application d'authentification à votre prochaine connexion.",
      `Si vous n'êtes pas à l'origine de cette demande, ${supportSentence}`,
    ],
  });
}

/** To every TECH administrator, when a reset is approved: who asked, who approved, whose account. */
export function secondFactorResetApprovedStaffMail(input: { to: string; targetName: string; requestedByName: string; approvedByName: string }) {
  return composeMail({
    kind: 'second-factor-reset-approved-staff',
    to: input.to,
    subject: 'Une réinitialisation de double authentification a été approuvée',
    paragraphs: [
      `La double authentification du compte de ${input.targetName} a été réinitialisée.`,
      `Demandée par ${input.requestedByName}, approuvée par ${input.approvedByName}.`,
      "Si cette réinitialisation vous semble anormale, vérifiez le journal d'audit et prévenez les autres administrateurs TECH.",
    ],
  });
}
