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
  writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webDistDir, 'assets', 'index-3f9a1c2b.js'), 'console.log(1)');
  testApp = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('Cache-Control', () => {
  it('is no-store on API answers, sign-in included', async () => {
    expect((await get('/api/health')).headers['cache-control']).toBe('no-store');
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: 'x@y.fr', password: 'x' } });
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect((await get('/api/inconnu')).headers['cache-control']).toBe('no-store');
  });

  it('is no-cache on index.html and the single-page app routes, immutable for a year on hashed assets', async () => {
    for (const url of ['/', '/login', '/account/employee/appointments', '/index.html', '/favicon.svg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await get('/assets/index-3f9a1c2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
