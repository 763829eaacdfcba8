import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { DisabledWithHint } from './disabled-with-hint';
import { TooltipProvider } from './tooltip';

describe('DisabledWithHint', () => {
  it('lets the keyboard reach a disabled button and says why, aloud and in a tooltip', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider delayDuration={0}>
        <DisabledWithHint label="Nouveau rendez-vous" hint="Crédits épuisés - Contactez votre entreprise">
          <Button disabled>Nouveau rendez-vous</Button>
        </DisabledWithHint>
      </TooltipProvider>,
    );
    expect(screen.getByRole('button', { name: 'Nouveau rendez-vous' })).toBeDisabled();
    const groupName = 'Nouveau rendez-vous : Crédits épuisés - Contactez votre entreprise';
    expect(screen.getByRole('group', { name: groupName })).toBeInTheDocument();
    await user.tab();
    // The tooltip's code arrives on first focus and takes the group's place, keeping the focus.
    expect(await screen.findByRole('tooltip', {}, { timeout: 10_000 })).toHaveTextContent('Crédits épuisés - Contactez votre entreprise');
    expect(screen.getByRole('group', { name: groupName })).toHaveFocus();
  });
});
