import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { AccountMenuLauncher } from './account-menu-launcher';

// The dropdown's module, counted and held back until the test lets it arrive (a slow network).
const download = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { count: 0, arrived, release: () => release() };
});
vi.mock('./account-menu', async (importOriginal) => {
  download.count += 1;
  await download.arrived;
  return importOriginal();
});

const session: Session = { token: 'jeton', login: 'moi@demo.fr', role: 'DOCTOR', firstConnexion: false, expiration: Date.now() + 3_600_000 };

describe('account menu launcher', () => {
  it('paints the account button without the dropdown, downloads it on focus, and replays a key pressed meanwhile', async () => {
    renderWithProviders(<AccountMenuLauncher session={session} />);
    const button = screen.getByRole('button', { name: 'moi@demo.fr, mon compte : ouvrir le menu' });
    // Its name starts with what it shows (WCAG 2.5.3, axe's label-content-name-mismatch).
    expect(button.getAttribute('aria-label')!.startsWith(button.textContent!)).toBe(true);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(download.count).toBe(0);

    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    await waitFor(() => expect(download.count).toBe(1));
    // Enter before the dropdown is there: nothing yet, then the menu opens as Radix opens it from the keyboard.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    download.release();
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Mon compte' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'moi@demo.fr, mon compte : ouvrir le menu' })).toHaveAttribute('aria-expanded', 'true');

    // Escape closes it and gives the focus back to the (now Radix) trigger, as before.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'moi@demo.fr, mon compte : ouvrir le menu' })).toHaveFocus();
  });

  it('opens the menu on a press made before the dropdown is there, without moving the focus', async () => {
    renderWithProviders(<AccountMenuLauncher session={session} />);
    // A touch screen: no hover first, the press itself asks for the dropdown.
    const button = screen.getByRole('button', { name: 'moi@demo.fr, mon compte : ouvrir le menu' });
    expect(fireEvent.pointerDown(button, { button: 0, pointerType: 'touch' })).toBe(false);
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'moi@demo.fr, mon compte : ouvrir le menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Mon compte' })).not.toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Déconnexion' })).toBeInTheDocument();
  });
});
