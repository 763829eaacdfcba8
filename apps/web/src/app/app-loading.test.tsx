import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

describe('first load of a lazily loaded page', () => {
  it('announces the loading instead of a blank screen', () => {
    // The not-found route is not lazy, so pick a lazy one: its chunk is not loaded on the first render.
    const router = createMemoryRouter(routes, { initialEntries: ['/contact'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });
});
