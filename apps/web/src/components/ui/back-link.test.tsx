import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackLink } from './back-link';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/page', element },
      { path: '/account/psy/profile', element: <h1>Profil</h1> },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
}

describe('BackLink', () => {
  it('is a link reading "Retour au profil" that the keyboard follows', async () => {
    const user = userEvent.setup();
    renderAt(<BackLink to="/account/psy/profile" />);
    const link = screen.getByRole('link', { name: 'Retour au profil' });
    expect(link).toHaveAttribute('href', '/account/psy/profile');
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeInTheDocument();
  });

  it('takes another label when the page goes elsewhere', () => {
    renderAt(<BackLink to="/">Retour à l'accueil</BackLink>);
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });
});
