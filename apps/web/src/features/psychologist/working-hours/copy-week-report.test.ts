import { describe, expect, it } from 'vitest';
import { copyWeekReport } from './copy-week-report';

const nothing = { weeks: 1, added: 0, alreadyAvailable: 0, alreadyBooked: 0, removedByHand: 0, outsideWindow: 0, closed: 0 };

describe('copyWeekReport', () => {
  it('says what the copy added and what it left, in the issue’s words', () => {
    expect(copyWeekReport({ ...nothing, weeks: 8, added: 24, alreadyBooked: 2 })).toBe('24 créneaux ajoutés sur 8 semaines, 2 déjà réservés laissés tels quels');
  });

  it('agrees in number and names every kind of hour left out', () => {
    expect(copyWeekReport(nothing)).toBe('Aucun créneau ajouté sur 1 semaine');
    expect(copyWeekReport({ ...nothing, weeks: 2, added: 1, alreadyBooked: 1, alreadyAvailable: 1, removedByHand: 1, outsideWindow: 1 })).toBe(
      '1 créneau ajouté sur 2 semaines, 1 déjà réservé laissé tel quel, 1 déjà publié, 1 retiré à la main non remis, 1 passé ou au-delà de 3 mois non publié',
    );
    expect(copyWeekReport({ ...nothing, weeks: 4, added: 10, closed: 2 })).toBe('10 créneaux ajoutés sur 4 semaines, 2 pendant une absence ou un jour férié non publiés');
    expect(copyWeekReport({ ...nothing, weeks: 12, added: 30, alreadyAvailable: 3, removedByHand: 2, outsideWindow: 4 })).toBe(
      '30 créneaux ajoutés sur 12 semaines, 3 déjà publiés, 2 retirés à la main non remis, 4 passés ou au-delà de 3 mois non publiés',
    );
  });
});
