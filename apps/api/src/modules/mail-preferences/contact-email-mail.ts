import { CONTACT_EMAIL_LINK_HOURS } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';

/** To the personal address an employee gave: the link that lets it receive their mails. Neutral, like them. */
export function contactEmailConfirmMail(to: string, link: string) {
  return composeMail({
    kind: 'contact-email-confirm',
    to,
    subject: 'Parenthèse : confirmez votre adresse',
    paragraphs: ['Cette adresse a été donnée pour recevoir les messages Parenthèse d’un compte.', 'Elle ne sera utilisée que si vous suivez le lien ci-dessous ; elle ne sert pas à se connecter.'],
    action: { label: 'Confirmer cette adresse', link, note: `Ce lien est valable ${CONTACT_EMAIL_LINK_HOURS} heures et ne peut servir qu'une fois :` },
    after: ["Si vous n'attendiez pas ce message, ignorez-le : rien ne sera envoyé à cette adresse."],
    audience: 'employee',
  });
}
