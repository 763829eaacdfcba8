import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('links to the three pages the law expects and the terms of use, the accessibility link saying the status', () => {
    const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }]);
    render(<RouterProvider router={router} />);
    const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Informations légales' });
    expect(within(legal).getByRole('link', { name: 'Confidentialité' })).toHaveAttribute('href', '/confidentialite');
    expect(within(legal).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales');
    expect(within(legal).getByRole('link', { name: "Conditions d'utilisation" })).toHaveAttribute('href', '/conditions-utilisation');
    expect(within(legal).getByRole('link', { name: 'Accessibilité : partiellement conforme' })).toHaveAttribute('href', '/accessibilite');
  });
});
