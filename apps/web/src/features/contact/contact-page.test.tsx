import { render, screen } from '@testing-library/react';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';
import { ContactPage } from './contact-page';

// Counts tailwind-merge's calls: its first one builds its tables, too slow for a phone starting the page.
const merges = vi.hoisted(() => ({ count: 0 }));
vi.mock('tailwind-merge', async (importOriginal) => {
  const original = await importOriginal<typeof import('tailwind-merge')>();
  return {
    ...original,
    twMerge: (...classes: Parameters<typeof original.twMerge>) => {
      merges.count += 1;
      return original.twMerge(...classes);
    },
  };
});

describe('ContactPage', () => {
  it('renders without merging classes, and no element holds two classes for one property', async () => {
    render(<ContactPage />);
    // The calendar's code is downloaded after the page's own (demo-date-picker.tsx).
    expect(await screen.findByRole('grid', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer la demande' })).toBeInTheDocument();
    expect(merges.count).toBe(0);

    // What merging would have done: each class attribute is left as it is.
    const classes = [...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class')!);
    expect(classes.length).toBeGreaterThan(50);
    merges.count = 0;
    for (const own of classes) expect(twMerge(own), own).toBe(own);
    expect(merges.count).toBe(classes.length);
  });

  it('names the document, and sends the form to the server by POST when the browser submits it itself', async () => {
    render(<ContactPage />);
    expect(document.title).toBe('Demander une démonstration – Parenthèse');
    const form = screen.getByRole('button', { name: 'Envoyer la demande' }).closest('form')!;
    // Without the script, a GET would put every field in the address and the history.
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    const field = (label: string) => screen.getByLabelText((content) => content.replace(/\*$/, '').trim() === label);
    for (const [label, type] of [
      ['Prénom', 'text'],
      ['Nom', 'text'],
      ['Email professionnel', 'email'],
      ['Entreprise', 'text'],
    ] as const) {
      expect(field(label), label).toHaveAttribute('type', type);
      expect(field(label), label).toBeRequired();
      expect(field(label), label).toHaveAttribute('aria-required', 'true');
    }
    expect(field("Taille de l'entreprise")).toBeRequired();
    expect(field('Téléphone')).toHaveAttribute('type', 'tel');
    expect(field('Téléphone')).not.toBeRequired();
    expect(screen.getByLabelText('09:00 - 10:00')).toBeRequired();
    // An autocomplete value goes with the type it is meant for (WCAG 1.3.5): none is left untyped.
    for (const input of document.querySelectorAll('input[autocomplete]')) expect(input, input.outerHTML).toHaveAttribute('type');
    expect(await screen.findByRole('grid', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
