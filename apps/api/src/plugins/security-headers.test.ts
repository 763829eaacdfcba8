import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_READS_SCRIPT } from '@parenthese/shared';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createWebDist } from '../../test/support/web-dist';

let testApp: TestApp;
let webDist: ReturnType<typeof createWebDist>;
beforeAll(async () => {
  webDist = createWebDist();
  testApp = await createTestApp({ webDistDir: webDist.dir });
});
afterAll(async () => {
  await testApp.close();
  webDist.remove();
});

// The early reads' script by its hash, computed here apart from the plugin's own (the shells carry its text as is).
const EARLY_READS_HASH = createHash('sha256').update(EARLY_READS_SCRIPT, 'utf8').digest('base64');
const CONTENT_SECURITY_POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;" +
  `object-src 'none';script-src 'self' 'sha256-${EARLY_READS_HASH}';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' https:;frame-src 'self' https:;connect-src 'self'`;

describe('Security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['a refused API call', '/api/employee/profile/load'],
    ['an API route that does not exist', '/api/nowhere'],
    ['a page of the web app', '/account/employee'],
    ['a script', '/assets/index-3f9a1c2b.js'],
    ['a page that does not exist', '/nulle-part'],
  ])('are on %s, the same for every request', async (_what, url) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(response.headers['permissions-policy']).toBe('accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
