import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent } from './dialog';

function ConfirmHarness({ isTriggerRemovedOnConfirm = false }: { isTriggerRemovedOnConfirm?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isDone, setIsDone] = useState(false);
  return (
    <main id="contenu" tabIndex={-1}>
      {!isDone && <button onClick={() => setIsOpen(true)}>Annuler le rendez-vous</button>}
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        onConfirm={() => {
          setIsOpen(false);
          if (isTriggerRemovedOnConfirm) setIsDone(true);
        }}
        cancelLabel="Conserver"
      />
    </main>
  );
}

describe('dialogs opened from state give focus back', () => {
  it('returns focus to the button that opened the confirmation when it closes', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness />);
    const opener = screen.getByRole('button', { name: 'Annuler le rendez-vous' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: "Confirmer l'action" })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Conserver' }));
    expect(opener).toHaveFocus();
  });

  it('falls back to the main content when that button is gone', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness isTriggerRemovedOnConfirm />);
    screen.getByRole('button', { name: 'Annuler le rendez-vous' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('does the same for a plain dialog', async () => {
    function DialogHarness() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <button onClick={() => setIsOpen(true)}>Voir le détail</button>
          <Dialog open={isOpen} onOpenChange={setIsOpen}>
            <DialogContent title="Détail">contenu</DialogContent>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Voir le détail' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Détail' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
