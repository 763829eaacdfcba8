import { describe, expect, it } from 'vitest';
import { DEVICE_LABEL_MAX_LENGTH } from '@parenthese/shared';
import { deviceLabel } from './device-label';

describe('deviceLabel', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome sur Windows'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox sur Linux'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari sur iPhone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome sur Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Microsoft Edge sur macOS'],
  ])('names the browser and the system of %s', (userAgent, expected) => {
    expect(deviceLabel(userAgent)).toBe(expected);
  });

  it('is empty without a user agent, or for one that names nothing known', () => {
    expect(deviceLabel(undefined)).toBe('');
    expect(deviceLabel('')).toBe('');
    expect(deviceLabel('lightMyRequest')).toBe('');
  });

  it('never exceeds the stored length, whatever the agent sends', () => {
    expect(deviceLabel(`Mozilla/5.0 (X11; Linux x86_64) ${'A'.repeat(5_000)} Firefox/128.0`).length).toBeLessThanOrEqual(DEVICE_LABEL_MAX_LENGTH);
  });
});
