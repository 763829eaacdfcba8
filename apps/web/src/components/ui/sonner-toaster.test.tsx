import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './sonner-toaster';
import { toastSuccess } from './toaster';

describe('Toaster', () => {
  it('places toasts below the 64 px header, so they hide none of its controls', async () => {
    render(<Toaster />);
    act(() => {
      toastSuccess('Configuration terminée', 'Votre compte a été configuré avec succès.');
    });
    await screen.findByText('Configuration terminée');
    const region = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    const offsetTop = Number.parseInt(region.style.getPropertyValue('--offset-top'), 10);
    const mobileOffsetTop = Number.parseInt(region.style.getPropertyValue('--mobile-offset-top'), 10);
    expect(offsetTop).toBeGreaterThan(65);
    expect(mobileOffsetTop).toBeGreaterThan(65);
  });

  it('names its close button in French', async () => {
    render(<Toaster />);
    act(() => {
      toastSuccess('Export terminé', 'Employés exportés.');
    });
    await screen.findByText('Export terminé');
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeInTheDocument();
  });
});
