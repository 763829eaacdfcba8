import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readPgliteTemplate } from '../../test/support/database-templates';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase, type DatabaseConnection } from './client';
import { openingConnection } from './opening-connection';

// npm start builds the server and serves the web app while the database is still opening (most of a
// start-up); the API must hold its requests until the database is open, and answer them then.
describe('a server started while its database opens', () => {
  let app: FastifyInstance | undefined;
  let opened: DatabaseConnection | undefined;
  afterEach(async () => {
    await app?.close();
    await opened?.close();
  });

  it('serves the web app at once and answers API requests once the database is open', async () => {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const config = loadConfig(
      {
        environment: 'test',
        logLevel: 'silent',
        dataDir: 'memory://',
        jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!'),
        dataEncryptionKey: Buffer.alloc(32, 7),
        webDistDir,
      },
      {},
    );
    let open!: (connection: DatabaseConnection) => void;
    const { connection, ready } = openingConnection('pglite', new Promise<DatabaseConnection>((resolve) => (open = resolve)));
    ({ app } = await buildApp({ config, connection, databaseReady: ready }));
    await app.ready();

    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');

    let answered = false;
    const apiCall = app.inject({ method: 'GET', url: '/api/health/ready' }).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);

    opened = await connectDatabase({ dataDir: 'memory://', pgliteTemplate: readPgliteTemplate() });
    open(opened);
    const response = await apiCall;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });
});
