import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

// Records when the form's rules (zod and the shared schema) are downloaded.
const loadRules = vi.hoisted(() => vi.fn());
vi.mock('./contact-validation', async (importOriginal) => {
  loadRules();
  return importOriginal();
});

const field = (label: string) => screen.getByLabelText((content) => content.replace(/\*$/, '').trim() === label) as HTMLInputElement;

describe('ContactForm rules', () => {
  it('are downloaded on the first focus, not with the page, and then check with the French messages', async () => {
    render(<ContactForm />);
    expect(loadRules).not.toHaveBeenCalled();

    fireEvent.focus(field('Email professionnel'));
    await waitFor(() => expect(loadRules).toHaveBeenCalledTimes(1));

    fireEvent.change(field('Email professionnel'), { target: { value: 'pas-un-email' } });
    fireEvent.blur(field('Email professionnel'));
    expect(await screen.findByText('Format invalide')).toBeInTheDocument();
    expect(field('Email professionnel')).toHaveAttribute('aria-invalid', 'true');
  });
});
