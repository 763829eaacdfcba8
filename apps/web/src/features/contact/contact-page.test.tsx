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
});
