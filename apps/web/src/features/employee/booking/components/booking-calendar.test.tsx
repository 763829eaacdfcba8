import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingMonths, parisDateTime } from '@parenthese/shared';
import { BookingCalendar } from './booking-calendar';

const now = parisDateTime(2026, 11, 25, 10); // Wednesday 25 November 2026

function renderCalendar(month: string, availableDays: string[]) {
  const onSelectDay = vi.fn();
  const onMonthChange = vi.fn();
  render(<BookingCalendar month={month} months={bookingMonths(now)} onMonthChange={onMonthChange} availableDays={new Set(availableDays)} selectedDay={null} onSelectDay={onSelectDay} now={now} />);
  return { onSelectDay, onMonthChange };
}

describe('booking calendar', () => {
  it('lets only weekdays of the window with a free slot be picked', async () => {
    const { onSelectDay } = renderCalendar('2026-11', ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-28', '2026-11-30']);
    expect(screen.getByRole('heading', { name: 'novembre 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^mardi 24 novembre 2026/ })).toBeDisabled(); // past
    expect(screen.getByRole('button', { name: /^mercredi 25 novembre 2026/ })).toBeDisabled(); // today
    expect(screen.getByRole('button', { name: /^samedi 28 novembre 2026/ })).toBeDisabled(); // weekend
    expect(screen.getByRole('button', { name: /^vendredi 27 novembre 2026/ })).toBeDisabled(); // no slot
    const thursday = screen.getByRole('button', { name: 'jeudi 26 novembre 2026, créneaux disponibles' });
    expect(thursday).toBeEnabled();
    expect(screen.getByRole('button', { name: 'lundi 30 novembre 2026, créneaux disponibles' })).toBeEnabled();
    await userEvent.click(thursday);
    expect(onSelectDay).toHaveBeenCalledWith('2026-11-26');
  });

  it('navigates from the current month to the last month of the window only', async () => {
    const first = renderCalendar('2026-11', []);
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(first.onMonthChange).toHaveBeenCalledWith('2026-12');
  });

  it('stops at the end of the window and disables the days beyond it', () => {
    renderCalendar('2027-02', ['2027-02-25', '2027-02-26']);
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^jeudi 25 février 2027, créneaux/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^vendredi 26 février 2027/ })).toBeDisabled();
  });
  it('is one tab stop whose arrow keys move between the free days', async () => {
    const user = userEvent.setup();
    renderCalendar('2026-11', ['2026-11-26', '2026-11-30']);
    const thursday = screen.getByRole('button', { name: 'jeudi 26 novembre 2026, créneaux disponibles' });
    const monday = screen.getByRole('button', { name: 'lundi 30 novembre 2026, créneaux disponibles' });
    expect(thursday).toHaveAttribute('tabindex', '0');
    expect(monday).toHaveAttribute('tabindex', '-1');
    screen.getByRole('button', { name: 'Mois suivant' }).focus();
    await user.tab();
    expect(thursday).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(monday).toHaveFocus();
    // A week up is Monday 23rd, not free, and nothing free before it: focus stays.
    await user.keyboard('{ArrowUp}');
    expect(monday).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(thursday).toHaveFocus();
    await user.keyboard('{End}');
    expect(monday).toHaveFocus();
  });
});
