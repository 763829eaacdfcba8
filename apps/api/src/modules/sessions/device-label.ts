import Bowser from 'bowser';
import { DEVICE_LABEL_MAX_LENGTH } from '@parenthese/shared';

/**
 * A short name its owner recognises a session by (« Firefox sur Windows », « Safari sur iPhone »), read
 * from the user agent at sign-in by bowser; empty when the agent says nothing usable. Only this label is
 * kept, never the user agent itself.
 */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, 512));
  // A phone or tablet is better known by its model (iPhone, iPad) when the agent names it.
  const device = (platform.type === 'mobile' || platform.type === 'tablet') && platform.model ? platform.model : os.name;
  const label = browser.name && device ? `${browser.name} sur ${device}` : (browser.name ?? device ?? '');
  return label.slice(0, DEVICE_LABEL_MAX_LENGTH);
}
