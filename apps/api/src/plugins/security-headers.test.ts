import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let testApp: TestApp;
let webDistDir: string;
beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'parenthese-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Parenthèse</title>');
  writeFileSync(path.join(webDistDir, 'assets', 'index-3f9a1c2b.js'), 'console.log(1)');
  testApp = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const CONTENT_SECURITY_POLICY =
  "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;" +
  "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';media-src 'self' https:;frame-src 'self' https:;connect-src 'self'";

describe('Security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['a refused API call', '/api/employee/profile/load'],
    ['an API route that does not exist', '/api/nowhere'],
    ['a page of the web app', '/account/employee'],
    ['a script', '/assets/index-3f9a1c2b.js'],
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
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
