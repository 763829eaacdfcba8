import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';
import { CALENDAR_UNAVAILABLE } from './demo-date-picker';

// The calendar's chunk cannot be downloaded, as when the connection drops after the page has loaded.
vi.mock('@/components/ui/calendar', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the demonstration date without its calendar', () => {
  it('says so in French where the calendar would be, and the rest of the form stays', async () => {
    render(<ContactForm />);
    expect(await screen.findByText(CALENDAR_UNAVAILABLE, {}, { timeout: 10_000 })).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeInTheDocument();
  });
});
