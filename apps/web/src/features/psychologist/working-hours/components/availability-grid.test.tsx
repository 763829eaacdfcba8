import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDITOR_HOURS, parisWeekDays } from '@parenthese/shared';
import { AvailabilityGrid, AvailabilityLegend, type CellState } from './availability-grid';

// A week far ahead, so no cell is in the past: Monday 2030-01-07 to Sunday 2030-01-13.
const days = parisWeekDays(new Date('2030-01-09T12:00:00Z'));
const BOOKED = '2030-01-07T10';
/** Held for a follow-up proposal (decision 0066). */
const HELD = '2030-01-08T15';

function Harness({ initial = [] as string[] }) {
  const [selected, setSelected] = useState(new Set(initial));
  const stateOf = (key: string): CellState => {
    if (key === BOOKED) return 'booked';
    if (key === HELD) return 'held';
    if (key.startsWith('2030-01-12') || key.startsWith('2030-01-13')) return 'weekend';
    return selected.has(key) ? 'selected' : 'free';
  };
  return (
    <>
      <AvailabilityGrid
        days={days}
        hours={EDITOR_HOURS}
        stateOf={stateOf}
        onApply={(keys, isSelected) =>
          setSelected((current) => {
            const next = new Set(current);
            keys.forEach((key) => (isSelected ? next.add(key) : next.delete(key)));
            return next;
          })
        }
      />
      <output data-testid="selected">{[...selected].sort().join(',')}</output>
    </>
  );
}

const cell = (key: string) => document.querySelector<HTMLElement>(`[data-slot="${key}"]`)!;

/**
 * The grid's cells as a browser reads them: a td of a table role="grid" is a gridcell (Chromium, Playwright). The
 * role table of jsdom's tests (aria-query) reads any td as « cell », so the grid's cells are found as cells inside it.
 */
const gridCells = () => within(screen.getByRole('grid')).getAllByRole('cell');
const gridCell = (name: string) => within(screen.getByRole('grid')).getByRole('cell', { name });
const selectedKeys = () => screen.getByTestId('selected').textContent;

describe('AvailabilityGrid', () => {
  // The W3C validator counted 125 role attributes on the grid's tr, th and td, which the table role="grid" already gives.
  it('writes no role on its rows and cells: the grid gives them', () => {
    render(<Harness initial={[]} />);
    expect(screen.getByRole('grid').querySelectorAll('tr[role], th[role], td[role]')).toHaveLength(0);
  });

  it('is an ARIA grid of 7 days and 13 hours whose cells say day, hour and state', () => {
    render(<Harness initial={['2030-01-07T08']} />);
    expect(screen.getByRole('grid', { name: 'Plages de travail de la semaine' })).toBeInTheDocument();
    expect(gridCells()).toHaveLength(7 * 13);
    expect(gridCell('lundi 7 janvier, 07:00 à 08:00, Non disponible')).toBeInTheDocument();
    expect(gridCell('lundi 7 janvier, 08:00 à 09:00, Disponible')).toHaveAttribute('aria-selected', 'true');
    expect(gridCell('lundi 7 janvier, 10:00 à 11:00, Créneau réservé')).toHaveAttribute('aria-readonly', 'true');
    expect(gridCell('vendredi 11 janvier, 19:00 à 20:00, Non disponible')).toBeInTheDocument();
  });

  it('shows Saturday and Sunday as not bookable, with the reason, and never toggles them', async () => {
    render(<Harness />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.filter((header) => header.textContent?.includes('Non réservable')).map((header) => header.textContent)).toEqual(['sam.12Non réservable', 'dim.13Non réservable']);
    const sunday = gridCell('dimanche 13 janvier, 19:00 à 20:00, Week-end, non réservable par les salariés');
    expect(sunday).toHaveAttribute('aria-readonly', 'true');
    fireEvent.pointerDown(cell('2030-01-12T09'), { pointerType: 'mouse', button: 0 });
    fireEvent.pointerEnter(cell('2030-01-13T09'), { pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    fireEvent.pointerDown(cell('2030-01-11T09'), { pointerType: 'mouse', button: 0 });
    fireEvent.pointerEnter(cell('2030-01-12T09'), { pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    expect(selectedKeys()).toBe('2030-01-11T09');
    sunday.focus();
    await userEvent.keyboard(' ');
    expect(selectedKeys()).toBe('2030-01-11T09');
  });

  it('goes to the first and last cells of the whole grid with Ctrl+Home and Ctrl+End (ARIA grid pattern)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}');
    expect(cell('2030-01-09T09')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('2030-01-13T09')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('2030-01-07T09')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell('2030-01-13T19')).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell('2030-01-07T07')).toHaveFocus();
  });

  it('applies the mode of the first cell to every cell dragged over', () => {
    render(<Harness initial={['2030-01-08T09']} />);
    // Starting on a free cell selects, even over an already selected one.
    fireEvent.pointerDown(cell('2030-01-08T07'), { pointerType: 'mouse', button: 0 });
    fireEvent.pointerEnter(cell('2030-01-08T08'), { pointerType: 'mouse' });
    fireEvent.pointerEnter(cell('2030-01-08T09'), { pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    fireEvent.pointerEnter(cell('2030-01-08T10'), { pointerType: 'mouse' }); // after release: nothing
    expect(selectedKeys()).toBe('2030-01-08T07,2030-01-08T08,2030-01-08T09');

    // Starting on a selected cell deselects.
    fireEvent.pointerDown(cell('2030-01-08T09'), { pointerType: 'mouse', button: 0 });
    fireEvent.pointerEnter(cell('2030-01-08T08'), { pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    expect(selectedKeys()).toBe('2030-01-08T07');
  });

  it('never toggles a booked cell, by click or by drag', () => {
    render(<Harness />);
    fireEvent.pointerDown(cell(BOOKED), { pointerType: 'mouse', button: 0 });
    fireEvent.pointerEnter(cell('2030-01-07T11'), { pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    expect(selectedKeys()).toBe('');

    fireEvent.pointerDown(cell('2030-01-07T09'), { pointerType: 'mouse', button: 0 });
    fireEvent.pointerEnter(cell(BOOKED), { pointerType: 'mouse' });
    fireEvent.pointerEnter(cell('2030-01-07T11'), { pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    expect(selectedKeys()).toBe('2030-01-07T09,2030-01-07T11');
    expect(cell(BOOKED)).toHaveAttribute('data-state', 'booked');
  });

  it('shows an hour held for a follow-up apart: named, marked, in the legend, and never toggled', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <AvailabilityLegend />
      </>,
    );
    const held = gridCell('mardi 8 janvier, 15:00 à 16:00, Réservé pour un suivi, en attente de réponse');
    expect(held).toHaveAttribute('aria-readonly', 'true');
    expect(held).toHaveAttribute('aria-selected', 'true');
    expect(held).toHaveAttribute('data-state', 'held');
    expect(within(screen.getByRole('list', { name: 'Légende' })).getByText('Réservé pour un suivi : en attente de la réponse de la personne')).toBeInTheDocument();

    fireEvent.pointerDown(cell(HELD), { pointerType: 'mouse', button: 0 });
    fireEvent.pointerEnter(cell('2030-01-08T16'), { pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    fireEvent.pointerDown(cell('2030-01-08T14'), { pointerType: 'mouse', button: 0 });
    fireEvent.pointerEnter(cell(HELD), { pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    expect(selectedKeys()).toBe('2030-01-08T14');
    // From the keyboard, Space says why nothing changes.
    held.focus();
    await user.keyboard(' ');
    expect(selectedKeys()).toBe('2030-01-08T14');
    expect(screen.getByText('mardi 8 janvier, 15:00 à 16:00, Réservé pour un suivi, en attente de réponse.')).toBeInTheDocument();
  });

  it('works with the keyboard: one tab stop, arrows move, Space toggles and is announced', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(cell('2030-01-07T07')).toHaveFocus();
    expect(gridCells().filter((element) => element.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(cell('2030-01-08T08')).toHaveFocus();
    await user.keyboard(' ');
    expect(selectedKeys()).toBe('2030-01-08T08');
    expect(screen.getByText('mardi 8 janvier, 08:00 à 09:00, Disponible')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(selectedKeys()).toBe('');
    // Up to the booked cell of Monday 10:00: Space does nothing there.
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown} ');
    expect(cell(BOOKED)).toHaveFocus();
    expect(selectedKeys()).toBe('');
    await user.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(cell('2030-01-07T07')).toHaveFocus();
  });

  it('toggles on a tap with a finger, so a swipe can scroll', () => {
    render(<Harness />);
    fireEvent.pointerDown(cell('2030-01-09T12'), { pointerType: 'touch', button: 0 });
    expect(selectedKeys()).toBe('');
    fireEvent.click(cell('2030-01-09T12'));
    expect(selectedKeys()).toBe('2030-01-09T12');
  });
});
