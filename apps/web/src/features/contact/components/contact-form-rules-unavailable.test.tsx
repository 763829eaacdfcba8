import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm, RULES_UNAVAILABLE } from './contact-form';

// The rules' chunk cannot be downloaded, as when the connection drops after the page has loaded.
vi.mock('./contact-validation', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('ContactForm without its rules', () => {
  it('says on the form that it could not load, instead of doing nothing on submit', async () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RULES_UNAVAILABLE);
  });
});
