import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@/lib/session';
import { renderWithProviders } from '@/test/render-with-providers';
import { ACCOUNT_MENU_UNAVAILABLE, AccountMenuLauncher } from './account-menu-launcher';

// The dropdown's chunk cannot be downloaded (offline since the page loaded).
vi.mock('./account-menu', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const session: Session = { token: 'jeton', login: 'moi@demo.fr', role: 'EMPLOYEE', firstConnexion: false, expiration: Date.now() + 3_600_000 };

describe('account menu launcher, offline', () => {
  it('says so when the menu is asked for and cannot be downloaded, and not before', async () => {
    renderWithProviders(<AccountMenuLauncher session={session} />);
    const button = screen.getByRole('button', { name: 'moi@demo.fr, mon compte : ouvrir le menu' });
    const user = userEvent.setup();
    await user.hover(button);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(ACCOUNT_MENU_UNAVAILABLE);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
