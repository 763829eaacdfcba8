import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { contactCompanySizeLabel, inParis, type ContactRequestValues } from '@parenthese/shared';
import type { OutgoingMail } from '../../mail/mailer';

/** "lundi 7 janvier 2030 à 09h00", on the Paris clock. */
export function formatDemoSlot(start: Date): string {
  return format(inParis(start), "EEEE d MMMM yyyy 'à' HH'h'mm", { locale: fr });
}

/** The sales team's copy of a demonstration request: every field, to call the company back. */
export function salesMail(request: ContactRequestValues, to: string): OutgoingMail {
  const start = new Date(request.date);
  return {
    kind: 'contact-sales',
    to,
    // "Répondre" reaches the requester, not the platform's no-reply address.
    replyTo: request.mail,
    subject: `Nouvelle demande de démonstration : ${request.companyName}`,
    text: [
      'Une nouvelle demande de démonstration vient d’arriver.',
      '',
      `Contact : ${request.firstName} ${request.lastName}`,
      `Email : ${request.mail}`,
      `Téléphone : ${request.phone || 'Non renseigné'}`,
      `Entreprise : ${request.companyName} (${contactCompanySizeLabel(request.size)})`,
      `Créneau souhaité : ${formatDemoSlot(start)} (heure de Paris)`,
      '',
      'Message :',
      request.message || '(aucun message)',
      '',
      'Merci de confirmer le créneau au demandeur sous 24h.',
    ].join('\n'),
  };
}

/** The acknowledgement the visitor receives. */
export function acknowledgementMail(request: ContactRequestValues): OutgoingMail {
  const start = new Date(request.date);
  return {
    kind: 'contact-ack',
    to: request.mail,
    subject: 'Votre demande de démonstration Parenthèse',
    text: [
      `Bonjour ${request.firstName},`,
      '',
      `Nous avons bien reçu votre demande de démonstration pour ${request.companyName}.`,
      `Créneau souhaité : ${formatDemoSlot(start)} (heure de Paris).`,
      '',
      'Notre équipe vous contactera sous 24h pour confirmer ce créneau.',
      '',
      'À très bientôt,',
      'L’équipe Parenthèse',
    ].join('\n'),
  };
}
