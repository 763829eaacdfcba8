import { afterEach, describe, expect, it } from 'vitest';
import { contactMessages } from '@parenthese/shared';
import { loadConfig } from './config';
import { validContactRequest } from '../test/support/contact-requests';
import { createTestApp, type TestApp } from '../test/support/test-app';

/**
 * The per-address rate limits key on request.ip. A client must not be able to choose it by sending
 * X-Forwarded-For: only proxies named in TRUST_PROXY are believed.
 */
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const submitFrom = (app: TestApp['app'], remoteAddress: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact/request',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: validContactRequest(),
  });

describe('client address behind X-Forwarded-For', () => {
  it('ignores a forged header by default: the second request from one socket is refused (5 s apart)', async () => {
    testApp = await createTestApp();
    expect((await submitFrom(testApp.app, '203.0.113.7', '198.51.100.1')).statusCode).toBe(200);

    const forged = await submitFrom(testApp.app, '203.0.113.7', '198.51.100.2');

    expect(forged.statusCode).toBe(429);
    expect(forged.json().message).toBe(contactMessages.tooSoonDescription);
    expect(forged.json().code).toBe('CONTACT_TOO_SOON');
  });

  it('believes the header from a configured proxy, so two clients behind it are counted apart', async () => {
    testApp = await createTestApp({ trustProxy: ['10.0.0.1'] });
    expect((await submitFrom(testApp.app, '10.0.0.1', '198.51.100.1')).statusCode).toBe(200);
    expect((await submitFrom(testApp.app, '10.0.0.1', '198.51.100.2')).statusCode).toBe(200);
    // A client that is not a configured proxy still cannot choose its address.
    expect((await submitFrom(testApp.app, '203.0.113.9', '198.51.100.3')).statusCode).toBe(200);
    expect((await submitFrom(testApp.app, '203.0.113.9', '198.51.100.4')).statusCode).toBe(429);
  });

  it('with one proxy hop, takes the address the proxy appended, not what the client forged before it', async () => {
    testApp = await createTestApp({ trustProxy: 1 });
    expect((await submitFrom(testApp.app, '10.0.0.1', '1.1.1.1, 198.51.100.5')).statusCode).toBe(200);
    expect((await submitFrom(testApp.app, '10.0.0.1', '2.2.2.2, 198.51.100.5')).statusCode).toBe(429);
    expect((await submitFrom(testApp.app, '10.0.0.1', '198.51.100.6')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('defaults to trusting no proxy, and reads a hop count or a list of addresses', () => {
    expect(loadConfig({ dataDir: 'memory://', jwtSecret: new Uint8Array(32), dataEncryptionKey: Buffer.alloc(32) }, {}).trustProxy).toBe(false);
    const read = (value: string) => loadConfig({ dataDir: 'memory://', jwtSecret: new Uint8Array(32), dataEncryptionKey: Buffer.alloc(32) }, { TRUST_PROXY: value }).trustProxy;
    expect(read('false')).toBe(false);
    expect(read('1')).toBe(1);
    expect(read('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => read('true')).toThrow(/TRUST_PROXY/);
  });
});
