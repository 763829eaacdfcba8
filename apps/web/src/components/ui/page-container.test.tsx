import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_TITLE, PageContainer } from './page-container';

describe('page titles', () => {
  it('names the document after the page heading, and gives the landing title back when the page goes', () => {
    document.title = HOME_TITLE;
    const view = render(<PageContainer title="Plages de travail">contenu</PageContainer>);
    expect(document.title).toBe('Plages de travail – Parenthèse');
    view.rerender(
      <PageContainer title="Mes Rendez-vous" pageName="Mes rendez-vous">
        contenu
      </PageContainer>,
    );
    expect(document.title).toBe('Mes rendez-vous – Parenthèse');
    view.unmount();
    expect(document.title).toBe(HOME_TITLE);
  });

  it('leaves the title alone for a heading that is not plain text and no page name', () => {
    document.title = 'Avant – Parenthèse';
    render(
      <PageContainer title={<span>Bonjour</span>}>
        <p>contenu</p>
      </PageContainer>,
    );
    expect(document.title).toBe('Avant – Parenthèse');
  });

  it("keeps the landing title the same as index.html's, which '/' shows without any script", () => {
    const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    expect(indexHtml).toContain(`<title>${HOME_TITLE}</title>`);
  });
});
