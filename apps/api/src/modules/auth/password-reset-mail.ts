import { composeMail } from '../../mail/mail-layout';

/** The French mail carrying the reset link (valid one hour, single use). */
export function passwordResetMail(to: string, link: string) {
  return composeMail({
    kind: 'password-reset',
    to,
    subject: 'Réinitialisation de votre mot de passe Parenthèse',
    paragraphs: ['Vous avez demandé à réinitialiser le mot de passe de votre compte Parenthèse.'],
    action: { label: 'Choisir un nouveau mot de passe', link, note: "Ce lien est valable une heure et ne peut servir qu'une fois :" },
    after: ["Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé."],
  });
}
