import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/test/render-with-providers';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('names itself in the document title', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(<NotFoundPage />, '/nulle-part');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable – Parenthèse');
  });
});
