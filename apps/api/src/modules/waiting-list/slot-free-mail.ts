import { mailDateTimeText, paths } from '@parenthese/shared';
import { composeMail } from '../../mail/mail-layout';

/**
 * To a waiting employee: a slot freed up. Discreet like every appointment mail (no psychologue,
 * consultation or category in the subject or the first line); the link books it, signed in, if still free.
 */
export function waitingListSlotFreeMail(to: string, facts: { startsAt: Date; meetingType: 'PHONE' | 'TEAMS'; token: string; writtenAt: Date }, appUrl: string) {
  const when = mailDateTimeText(facts.startsAt, facts.writtenAt);
  return composeMail({
    kind: 'waiting-list-slot-free',
    to,
    subject: `Un créneau s’est libéré le ${when}`,
    paragraphs: [
      `Un créneau Parenthèse s’est libéré le ${when}, pour une heure, ${facts.meetingType === 'PHONE' ? 'par téléphone' : 'en visioconférence'}.`,
      'Vous avez demandé à être prévenu : le lien ci-dessous le réserve pour vous s’il est encore libre (une connexion à votre compte est demandée). D’autres personnes en attente ont pu recevoir ce message.',
      'Sans réponse de votre part, vous restez en attente : vous pouvez annuler votre demande dans « Mes rendez-vous ».',
    ],
    action: { label: 'Réserver ce créneau', link: `${appUrl.replace(/\/$/, '')}${paths.waitingListOffer(facts.token)}`, note: 'Pour réserver ce créneau :' },
    audience: 'employee',
  });
}
