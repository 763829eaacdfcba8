import { describe, expect, it } from 'vitest';
import { createVideoLinkProvider } from './video-link-provider';

describe('video link provider', () => {
  it('makes a distinct, unguessable Jitsi room on the configured base URL', () => {
    const provider = createVideoLinkProvider({ videoProvider: 'jitsi', videoBaseUrl: 'https://visio.example.fr/' });
    const first = provider.createMeetingLink();
    const second = provider.createMeetingLink();
    expect(first).toMatch(/^https:\/\/visio\.example\.fr\/parenthese-[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});
