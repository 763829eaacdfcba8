import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PsychologistConsultation } from '@parenthese/shared';
import { AwaitingBanner } from './awaiting-banner';
import { CalendarLegend } from './calendar-legend';
import { ConsultationCard } from './consultation-card';

const consultation = (overrides: Partial<PsychologistConsultation> = {}): PsychologistConsultation => ({
  meetingId: '0b4a3c2e-1f00-4c2a-9a11-2d9c6c1b7e01',
  startDate: '2020-01-08T17:00:00.000Z', // mercredi 8 janvier 2020, 18:00 Paris: long past
  endDate: '2020-01-08T18:00:00.000Z',
  meetingStatus: 'BOOKED',
  doctorDecision: 'PENDING',
  cancelledBy: null,
  doctorCategoryName: 'Psychologue clinicien',
  meetingType: 'PHONE',
  subject: null,
  meetingLink: null,
  phoneNumber: null,
  employeeNoShowReported: false,
  doctorNoShowReported: false,
  carePair: null,
  ...overrides,
});

describe('ConsultationCard', () => {
  it('shows a past booking as completed, even if it was never accepted (as the employee sees it)', () => {
    render(<ConsultationCard consultation={consultation()} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: "18:00 Psychologue clinicien Terminé, jusqu'à 19:00, Téléphone. Voir le détail" })).toBeInTheDocument();
    expect(screen.queryByText('En attente')).not.toBeInTheDocument();
  });

  // axe's label-content-name-mismatch (WCAG 2.5.3): the name began « 18:00 à 19:00, … » under « 18:00 Psychologue clinicien En attente ».
  it.each([
    ['pending', consultation({ startDate: '2030-01-08T17:00:00.000Z', endDate: '2030-01-08T18:00:00.000Z' })],
    ['cancelled', consultation({ meetingStatus: 'CANCELLED', cancelledBy: 'EMPLOYEE' })],
    ['without a category', consultation({ doctorCategoryName: null, meetingType: 'TEAMS' })],
  ])('starts its accessible name with its visible text (%s)', (_case, item) => {
    render(<ConsultationCard consultation={item} onOpen={vi.fn()} />);
    const card = screen.getByRole('button');
    // As axe reads it: the text nodes joined as they are (the sweep found « 10:00Psychologue clinicienEn attente »).
    const visibleText = card.textContent!.replace(/\s+/g, ' ').trim();
    expect(card.getAttribute('aria-label')!.startsWith(`${visibleText},`)).toBe(true);
  });

  it('says who cancelled: a refusal, a cancellation by the psychologist or by the employee', () => {
    const { rerender } = render(<ConsultationCard consultation={consultation({ meetingStatus: 'CANCELLED', cancelledBy: 'DOCTOR' })} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: /^18:00 Psychologue clinicien Annulé, jusqu'à 19:00, Téléphone, Refusé par vous\./ })).toBeInTheDocument();
    rerender(<ConsultationCard consultation={consultation({ meetingStatus: 'CANCELLED', cancelledBy: 'DOCTOR', doctorDecision: 'ACCEPTED' })} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Annulé, .*, Annulé par vous\./ })).toBeInTheDocument();
    rerender(<ConsultationCard consultation={consultation({ meetingStatus: 'CANCELLED', cancelledBy: 'EMPLOYEE' })} onOpen={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Annulé, .*, Annulé par le salarié\./ })).toBeInTheDocument();
  });
});

describe('AwaitingBanner', () => {
  it('counts the bookings waiting for an answer and opens the one chosen', async () => {
    const onOpen = vi.fn();
    const second = consultation({ meetingId: '0b4a3c2e-1f00-4c2a-9a11-2d9c6c1b7e02', startDate: '2030-01-09T08:00:00.000Z' });
    render(<AwaitingBanner consultations={[consultation({ startDate: '2030-01-08T17:00:00.000Z' }), second]} onOpen={onOpen} />);
    expect(screen.getByText('2 demandes de rendez-vous attendent votre réponse')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /Mercredi 9 janvier à 09:00/i }));
    expect(onOpen).toHaveBeenCalledWith(second);
  });

  it('shows nothing when no booking waits', () => {
    const { container } = render(<AwaitingBanner consultations={[]} onOpen={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CalendarLegend', () => {
  it("names each status in the cards' order, with the colours a card of that status wears", () => {
    render(
      <>
        <CalendarLegend />
        <ConsultationCard consultation={consultation()} onOpen={vi.fn()} />
      </>,
    );
    const items = within(screen.getByRole('list', { name: 'Légende' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['En attente', 'Confirmé', 'Annulé', 'Terminé', 'Absence ou jour férié']);
    const completedSwatch = items[3].querySelector('span')!;
    expect(completedSwatch).toHaveClass('border-sky-200', 'bg-sky-50');
    expect(screen.getByRole('button', { name: /^18:00 Psychologue clinicien Terminé, / })).toHaveClass('border-sky-200', 'bg-sky-50');
  });
});
