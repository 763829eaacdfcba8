import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';

/**
 * Makes the link of a video consultation. Chosen by configuration (VIDEO_PROVIDER) so another
 * service (Teams, a self-hosted Jitsi...) can be added by writing one more provider.
 */
export type VideoLinkProvider = {
  name: string;
  createMeetingLink: () => string;
};

/** Jitsi Meet: a room exists as soon as someone opens its address, so the name must be unguessable (128 random bits). */
export function createJitsiProvider(baseUrl: string): VideoLinkProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    name: 'jitsi',
    createMeetingLink: () => `${base}/parenthese-${randomBytes(16).toString('hex')}`,
  };
}

export function createVideoLinkProvider(config: Pick<Config, 'videoProvider' | 'videoBaseUrl'>): VideoLinkProvider {
  switch (config.videoProvider) {
    case 'jitsi':
      return createJitsiProvider(config.videoBaseUrl);
  }
}
