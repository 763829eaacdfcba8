import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from './calendar';

const isWeekend = (day: Date) => day.getDay() === 0 || day.getDay() === 6;

describe('Calendar', () => {
  it('shows a French month with weeks starting on Monday and weekends unavailable', () => {
    render(<Calendar aria-label="Date souhaitée" fromMonth={new Date(2030, 0, 1)} onSelect={vi.fn()} isDayDisabled={isWeekend} />);
    expect(screen.getByText('janvier 2030')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.getAttribute('abbr'));
    expect(headers).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['lu', 'ma', 'me', 'je', 've', 'sa', 'di']);
    expect(screen.getByRole('button', { name: 'mardi 1er janvier 2030' })).toHaveTextContent(/^1$/);
    expect(screen.getByRole('button', { name: 'samedi 5 janvier 2030 (indisponible)' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Mois précédent' })).toBeDisabled();
  });

  // The W3C validator counted 42 role="gridcell" on /contact's date picker: a td of a table role="grid" is one already.
  it('writes no role on its rows and cells: the grid gives them', () => {
    render(<Calendar aria-label="Date souhaitée" fromMonth={new Date(2030, 0, 1)} onSelect={vi.fn()} />);
    const grid = screen.getByRole('grid');
    expect(grid.querySelectorAll('td').length).toBeGreaterThanOrEqual(28);
    expect(grid.querySelectorAll('tr[role], th[role], td[role]')).toHaveLength(0);
  });

  it('never chooses an unavailable day, and chooses an available one', () => {
    const onSelect = vi.fn();
    render(<Calendar fromMonth={new Date(2030, 0, 1)} onSelect={onSelect} isDayDisabled={isWeekend} />);
    fireEvent.click(screen.getByRole('button', { name: 'dimanche 6 janvier 2030 (indisponible)' }));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'lundi 7 janvier 2030' }));
    expect(onSelect).toHaveBeenCalledWith(new Date(2030, 0, 7));
  });

  it('moves by day, week and month with the keyboard', () => {
    render(<Calendar fromMonth={new Date(2030, 0, 1)} selected={new Date(2030, 0, 7)} onSelect={vi.fn()} />);
    const grid = screen.getByRole('grid');
    const focusable = () =>
      within(grid)
        .getAllByRole('button')
        .find((button) => button.tabIndex === 0)!;
    expect(focusable()).toHaveAccessibleName('lundi 7 janvier 2030');
    // A keyboard user is on the day (tabbed into the grid) when pressing keys.
    act(() => focusable().focus());
    fireEvent.keyDown(focusable(), { key: 'ArrowRight' });
    expect(document.activeElement).toHaveAccessibleName('mardi 8 janvier 2030');
    fireEvent.keyDown(focusable(), { key: 'ArrowDown' });
    expect(document.activeElement).toHaveAccessibleName('mardi 15 janvier 2030');
    fireEvent.keyDown(focusable(), { key: 'End' });
    expect(document.activeElement).toHaveAccessibleName('dimanche 20 janvier 2030');
    fireEvent.keyDown(focusable(), { key: 'PageDown' });
    expect(screen.getByText('février 2030')).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('mercredi 20 février 2030');
  });
});
