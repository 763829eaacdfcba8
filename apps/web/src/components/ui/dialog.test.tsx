import { useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';
import { DisabledWithHint } from './disabled-with-hint';
import { Tooltip } from './tooltip';

/** A page with a button that opens a dialog holding `children`. */
function Page({ children, initialFocus }: { children: ReactNode; initialFocus?: 'first-control' | 'title' }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Ouvrir</Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent title="Détail" initialFocus={initialFocus}>
          {children}
        </DialogContent>
      </Dialog>
    </>
  );
}

async function openWith(children: ReactNode, initialFocus?: 'first-control' | 'title') {
  const user = userEvent.setup();
  render(<Page initialFocus={initialFocus}>{children}</Page>);
  await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
  await screen.findByRole('dialog', { name: 'Détail' });
  return user;
}

describe('DialogContent', () => {
  it('opens on its first control without opening that control its tooltip, so the first Escape closes the dialog', async () => {
    const user = await openWith(
      <Tooltip content="Copier le mot de passe">
        <Button aria-label="Copier">C</Button>
      </Tooltip>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copier' })).toHaveFocus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back on what opened it, quietly too.
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
  });

  it('still shows the tooltip to a person who tabs onto the control', async () => {
    const user = await openWith(
      <>
        <Button>Premier</Button>
        <Tooltip content="Copier le mot de passe">
          <Button aria-label="Copier">C</Button>
        </Tooltip>
      </>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Premier' })).toHaveFocus());
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copier le mot de passe');
  });

  it("never opens on a disabled control's hint group: the title takes the focus", async () => {
    await openWith(
      <>
        <DisabledWithHint label="Rejoindre" hint="Le bouton sera disponible 15 minutes avant le début de la consultation">
          <Button disabled>Rejoindre</Button>
        </DisabledWithHint>
        <Button>Fermer la fiche</Button>
      </>,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Détail' })).toHaveFocus());
  });

  it('opens on its title when asked to', async () => {
    const user = await openWith(<Button>Accepter</Button>, 'title');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Détail' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accepter' })).toHaveFocus();
  });
});
