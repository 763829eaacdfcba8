import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers';
import { toastError, toastSuccess } from './toaster';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('toast helpers', () => {
  it('load sonner on the first toast and show the toasts of one moment, in order', async () => {
    render(
      <Providers>
        <p>Page</p>
      </Providers>,
    );

    act(() => {
      toastError('Le créneau est déjà pris.');
      toastSuccess('Demande envoyée', 'Nous vous recontactons sous 24h.');
    });

    const region = await screen.findByRole('region', { name: /Notifications/ }, { timeout: 10_000 });
    const error = await within(region).findByText('Le créneau est déjà pris.', undefined, { timeout: 10_000 });
    const success = await within(region).findByText('Nous vous recontactons sous 24h.');
    // The error keeps its default title, and each toast its own description.
    expect(within(region).getByText('Erreur')).toBeInTheDocument();
    expect(within(region).getByText('Demande envoyée')).toBeInTheDocument();
    // Sonner lists the newest first: the success, asked for second, is above the error.
    expect(success.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
