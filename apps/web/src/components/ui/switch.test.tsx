import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('keeps the keyboard focus while its change is saved, and ignores presses meanwhile', async () => {
    const onSave = vi.fn();
    function Harness() {
      const [isChecked, setIsChecked] = useState(false);
      const [isBusy, setIsBusy] = useState(false);
      return (
        <Switch
          aria-label="Psychologue social"
          checked={isChecked}
          isBusy={isBusy}
          onCheckedChange={(value) => {
            onSave(value);
            setIsBusy(true);
            setIsChecked(value);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Psychologue social' });
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard(' ');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(toggle).toBeChecked();
  });
});
