import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HintTooltip } from './hint-tooltip';

// Radix's tooltip module: counted, and failing to download until the test says the network is back.
const download = vi.hoisted(() => ({ count: 0, isOffline: true }));
vi.mock('./tooltip', async (importOriginal) => {
  download.count += 1;
  if (download.isOffline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

// Radix's first import is slow on small CI machines.
describe('HintTooltip', { timeout: 20_000 }, () => {
  it("is downloaded on first hover or focus, not with the page; if it cannot be, the browser's own tooltip says the hint", async () => {
    const user = userEvent.setup();
    render(
      <HintTooltip content="Ce bouton sera accessible 15 min avant le début de la consultation">
        <span tabIndex={0} role="group" aria-label="Rejoindre : Ce bouton sera accessible 15 min avant le début de la consultation">
          <button type="button" disabled>
            Rejoindre
          </button>
        </span>
      </HintTooltip>,
    );
    const group = screen.getByRole('group', { name: /^Rejoindre/ });
    expect(download.count).toBe(0);
    await user.hover(group);
    await waitFor(() => expect(group).toHaveAttribute('title', 'Ce bouton sera accessible 15 min avant le début de la consultation'));

    // The network is back: focusing the group brings Radix's tooltip, which keeps the focus and shows the hint.
    download.isOffline = false;
    await user.unhover(group);
    await user.tab();
    expect(await screen.findByRole('tooltip', {}, { timeout: 10_000 })).toHaveTextContent('Ce bouton sera accessible 15 min avant le début de la consultation');
    expect(download.count).toBe(2);
    expect(screen.getByRole('group', { name: /^Rejoindre/ })).toHaveFocus();
  });
});
