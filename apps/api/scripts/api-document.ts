import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';

/**
 * The API's OpenAPI document as the server builds it (decision 0041), for tools that read a file:
 * `npm run lint:api-doc` (Redocly) and the generated client's types. Built on an empty in-memory
 * database, with no secret of any environment.
 */
export async function buildApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig(
    {
      environment: 'test',
      logLevel: 'silent',
      dataDir: 'memory://',
      jwtSecret: new TextEncoder().encode('api-document-only-secret-never-used-to-sign'),
      dataEncryptionKey: Buffer.alloc(32),
      redisUrl: undefined,
      smtpUrl: undefined,
      webDistDir: '/nonexistent',
      jobPollingSeconds: 0,
    },
    {},
  );
  const connection = await connectDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  const { app } = await buildApp({ config, connection });
  try {
    await app.ready();
    return structuredClone(app.swagger()) as Record<string, unknown>;
  } finally {
    await app.close();
    await connection.close();
  }
}

// `tsx apps/api/scripts/api-document.ts <file>`: writes the document there.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const output = path.resolve(process.argv[2] ?? 'apps/api/dist/openapi.json');
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(await buildApiDocument(), null, 2)}\n`);
  console.log(`Document OpenAPI écrit dans ${path.relative(process.cwd(), output)}`);
}
