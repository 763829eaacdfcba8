import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';

/** To the owner, when a TECH administrator resets their second factor. */
export function secondFactorResetMail(to: string) {
  return composeMail({
    kind: 'second-factor-reset',
    to,
    subject: 'La double authentification de votre compte Parenthèse a été réinitialisée',
    paragraphs: [
      'Un administrateur technique de Parenthèse a réinitialisé la double authentification de votre compte.',
      "Toutes les sessions ouvertes de votre compte ont été fermées, et vos codes de secours ne fonctionnent plus. Si votre rôle l'exige, vous configurerez à nouveau votre application d'authentification à votre prochaine connexion.",
      `Si vous n'êtes pas à l'origine de cette demande, contactez sans attendre l'équipe Parenthèse : ${SUPPORT_EMAIL}, ${SUPPORT_PHONE} (du lundi au vendredi, 9h-18h).`,
    ],
  });
}
