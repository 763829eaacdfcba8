import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { inParis, paths } from '@parenthese/shared';
import type { OutgoingMail } from '../../mail/mailer';

/**
 * The neutral notice sent to the employee when the psychologist cancels or refuses. Anyone who reads it
 * over their shoulder learns nothing about who they are or whom they consulted: no names, no motive.
 */
export function consultationCancelledMail(input: { to: string; startsAt: Date; appUrl: string }): OutgoingMail {
  const local = inParis(input.startsAt);
  const when = `le ${format(local, 'EEEE d MMMM yyyy', { locale: fr })} à ${format(local, "HH'h'mm")}`;
  const link = `${input.appUrl.replace(/\/$/, '')}${paths.employeeAppointments}`;
  const text = [
    'Bonjour,',
    '',
    `Votre consultation prévue ${when} a été annulée par le psychologue.`,
    'Votre crédit de consultation vous a été intégralement restitué : vous pouvez réserver un nouveau rendez-vous dès maintenant.',
    '',
    `Vos rendez-vous : ${link}`,
    '',
    "L'équipe Parenthèse",
  ].join('\n');
  return { kind: 'meeting-cancelled', to: input.to, subject: 'Votre consultation a été annulée', text };
}
