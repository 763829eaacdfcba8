import type { PlanningCopyWeekResponse } from '@parenthese/shared';

const plural = (count: number, word: string) => (count > 1 ? `${word}s` : word);

/** '24 créneaux ajoutés sur 8 semaines, 2 déjà réservés laissés tels quels': what a copy did. */
export function copyWeekReport(report: PlanningCopyWeekResponse): string {
  const { added, weeks } = report;
  const parts = [`${added === 0 ? 'Aucun' : added} ${added > 1 ? 'créneaux ajoutés' : 'créneau ajouté'} sur ${weeks} ${plural(weeks, 'semaine')}`];
  const { alreadyBooked: booked, alreadyAvailable: available, removedByHand: removed, outsideWindow: outside, closed } = report;
  if (booked > 0) parts.push(`${booked} ${plural(booked, 'déjà réservé')} ${plural(booked, 'laissé')} ${plural(booked, 'tel')} ${plural(booked, 'quel')}`);
  if (available > 0) parts.push(`${available} ${plural(available, 'déjà publié')}`);
  if (removed > 0) parts.push(`${removed} ${plural(removed, 'retiré')} à la main non remis`);
  if (outside > 0) parts.push(`${outside} ${plural(outside, 'passé')} ou au-delà de 3 mois non ${plural(outside, 'publié')}`);
  if (closed > 0) parts.push(`${closed} pendant une absence ou un jour férié non ${plural(closed, 'publié')}`);
  return parts.join(', ');
}
