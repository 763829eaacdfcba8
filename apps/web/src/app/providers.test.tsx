import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastSuccess } from '@/components/ui/toaster';
import { Providers } from './providers';

describe('Providers', () => {
  it('mounts the toaster with the first toast, and that toast shows', async () => {
    render(
      <Providers>
        <p>Page</p>
      </Providers>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    // No toaster region until a toast is asked for: its library is not loaded on a quiet visit.
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    act(() => toastSuccess('Profil mis à jour'));

    expect(await screen.findByText('Profil mis à jour', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
