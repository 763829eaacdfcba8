import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { inParis } from '@parenthese/shared';

/** Dates of the employee screens, always on a Paris clock (the business runs on Europe/Paris). */
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Lundi 30 novembre 2026' */
export function formatLongDate(instant: Date | string): string {
  return capitalize(format(inParis(new Date(instant)), 'EEEE d MMMM yyyy', { locale: fr }));
}

/** '09:00' */
export function formatTime(instant: Date | string): string {
  return format(inParis(new Date(instant)), 'HH:mm');
}
