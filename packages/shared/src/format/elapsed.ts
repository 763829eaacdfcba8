import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import { fr } from 'date-fns/locale/fr';
import type { Instant } from './dates';

/**
 * « 3 heures », « 1 jour », « 5 minutes »: the time between two instants in its largest whole unit, rounded.
 * From date-fns, which chooses the unit (Node 20 has no Intl.DurationFormat); kept apart from dates.ts so the
 * pages that only write dates download no date library.
 */
export const elapsedText = (from: Instant, to: Instant) => formatDistanceStrict(new Date(from), new Date(to), { locale: fr });
