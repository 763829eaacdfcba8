/** Contact (demo) requests as the landing page sends them, for the API tests. */
import { format } from 'date-fns';
import { demoSlotStart, inParis } from '@parenthese/shared';
import { TEST_CLOCK_START } from './test-clock';

/** The start of a demo slot on the first weekday at least `daysAhead` days from `now` (Paris calendar): by default the test clock's start. */
export function futureDemoStart(slot = '10:00', daysAhead = 2, now = TEST_CLOCK_START): Date {
  for (let offset = daysAhead; offset < daysAhead + 7; offset += 1) {
    const day = inParis(now.getTime() + offset * 24 * 60 * 60 * 1000);
    if (day.getDay() >= 1 && day.getDay() <= 5) return demoSlotStart(format(day, 'yyyy-MM-dd'), slot)!;
  }
  throw new Error('no weekday in a week');
}

export function validContactRequest(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Camille',
    lastName: 'Martin',
    mail: 'camille.martin@exemple.fr',
    phone: '06 12 34 56 78',
    companyName: 'Atelier Lumière',
    size: '11-50',
    date: futureDemoStart().toISOString(),
    message: 'Nous aimerions présenter le service à nos équipes.',
    ...overrides,
  };
}
