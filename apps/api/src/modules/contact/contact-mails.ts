import { contactCompanySizeLabel, mailDateTimeText, type ContactRequestValues } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mailer';

/** « lundi 7 janvier 2030 à 09 h 00 », on the Paris clock: the one date wording of every mail; `now` is the server's clock. */
export function formatDemoSlot(start: Date, now: Date): string {
  return mailDateTimeText(start, now);
}

/** The sales team's copy of a demonstration request: every field, to call the company back. */
export function salesMail(request: ContactRequestValues, to: string, now: Date): OutgoingMail {
  const start = new Date(request.date);
  return composeMail({
    kind: 'contact-sales',
    to,
    // "Répondre" reaches the requester, not the platform's no-reply address.
    replyTo: request.mail,
    subject: `Nouvelle demande de démonstration : ${request.companyName}`,
    paragraphs: [
      "Une nouvelle demande de démonstration vient d'arriver.",
      `Contact : ${request.firstName} ${request.lastName}`,
      `Email : ${request.mail}`,
      `Téléphone : ${request.phone || 'Non renseigné'}`,
      `Entreprise : ${request.companyName} (${contactCompanySizeLabel(request.size)})`,
      `Créneau souhaité : ${formatDemoSlot(start, now)} (heure de Paris)`,
      `Message : ${request.message || '(aucun message)'}`,
      'Merci de confirmer le créneau au demandeur sous 24h.',
    ],
  });
}

/** The acknowledgement the visitor receives. */
export function acknowledgementMail(request: ContactRequestValues, now: Date): OutgoingMail {
  const start = new Date(request.date);
  return composeMail({
    kind: 'contact-ack',
    to: request.mail,
    greeting: `Bonjour ${request.firstName},`,
    subject: 'Votre demande de démonstration Parenthèse',
    paragraphs: [
      `Nous avons bien reçu votre demande de démonstration pour ${request.companyName}.`,
      `Créneau souhaité : ${formatDemoSlot(start, now)} (heure de Paris).`,
      'Notre équipe vous contactera sous 24h pour confirmer ce créneau.',
      'À très bientôt,',
    ],
  });
}
