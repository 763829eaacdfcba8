import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';

/**
 * A dialog whose form downloads when it opens (components/on-demand-dialog.tsx), once its form is there and
 * takes the pointer: the dialog drawn while it downloads is replaced by the dialog itself, so it is looked up
 * again after. Radix keeps the new dialog's layer at `pointer-events: none` until its own effect sees it on
 * top; a click in between is refused (« the element has pointer-events: none », CI under load).
 */
export async function findLoadedDialog(name: string | RegExp) {
  await screen.findByRole('dialog', { name });
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Chargement du formulaire...' })).not.toBeInTheDocument());
  await waitFor(() => expect(getComputedStyle(screen.getByRole('dialog', { name })).pointerEvents).not.toBe('none'));
  return screen.getByRole('dialog', { name });
}
