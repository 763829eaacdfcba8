import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

/**
 * A dialog whose form downloads when it opens (components/on-demand-dialog.tsx), once its form is there: the
 * dialog drawn while it downloads is replaced by the dialog itself, so it is looked up again after.
 */
export async function findLoadedDialog(name: string | RegExp) {
  await screen.findByRole('dialog', { name });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Chargement du formulaire...' })).not.toBeInTheDocument());
  return screen.getByRole('dialog', { name });
}
