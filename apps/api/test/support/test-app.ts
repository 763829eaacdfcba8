import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { connectDatabase, type DatabaseConnection } from '../../src/db/client';
import { createSettableClock, type SettableClock } from '../../src/lib/clock';
import type { Services } from '../../src/modules/services';
import { contractViolations, recordExchanges, type Exchange } from './api-contract';
import { postgresTemplateName, readPgliteTemplate } from './database-templates';
import { rememberClock, TEST_CLOCK_START } from './test-clock';

/** The services each test server was built with, for helpers given only the server (signIn's second factor). */
const servicesByApp = new WeakMap<FastifyInstance, Services>();

/** The services `app` was built with: a server of createTestApp or of serversOnOneDatabase. */
export function servicesOf(app: FastifyInstance): Services {
  const services = servicesByApp.get(app);
  if (!services) throw new Error("Ce serveur n'a pas été construit par createTestApp ni serversOnOneDatabase.");
  return services;
}

/** Records the services of a test server, for servicesOf. */
export function rememberServices(app: FastifyInstance, services: Services) {
  servicesByApp.set(app, services);
}

export type TestApp = {
  app: FastifyInstance;
  /** The services the app was built with (composition-root.ts): a test runs due jobs and reads the mails with them. */
  services: Services;
  db: DatabaseConnection['db'];
  config: Config;
  /** The app's clock (services.clock): starts at TEST_CLOCK_START unless the test chose its start; set or advance it to move time. */
  clock: SettableClock;
  /** The connection string of this test's own PostgreSQL database, when running on PostgreSQL. */
  databaseUrl?: string;
  /** Every request answered so far, as the API contract checks them on close. */
  exchanges: readonly Exchange[];
  close: () => Promise<void>;
};

/**
 * A whole server on a fresh database: in-memory PGlite by default, or (TEST_DB=postgres) a new
 * database created on the TEST_DATABASE_URL server and dropped afterwards, so test files never share data.
 * `database` opens an existing one instead (a PGlite directory, or a PostgreSQL URL), left as it is on close:
 * a restart of the server on the same data.
 */
/** The data key of every test app: factories encrypt with it (second-factor secrets). */
export const TEST_DATA_ENCRYPTION_KEY = Buffer.alloc(32, 7);

export { TEST_CLOCK_START };

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: {
    logDestination?: NodeJS.WritableStream;
    database?: { url?: string; dataDir?: string };
    /** false: the answers are not checked against the API document (a test that breaks the contract on purpose). */
    isContractChecked?: boolean;
    /** Where the app's clock starts (then it runs with real time): TEST_CLOCK_START unless given. */
    clockStart?: Date;
  } = {},
): Promise<TestApp> {
  const config = loadConfig(
    {
      environment: 'test',
      logLevel: 'silent',
      dataDir: 'memory://',
      jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!'),
      dataEncryptionKey: TEST_DATA_ENCRYPTION_KEY,
      redisUrl: undefined,
      smtpUrl: undefined,
      webDistDir: '/nonexistent',
      // Tests write slots and bookings straight into the database, which the slot search cache cannot
      // see: it is off unless a test asks for it (slot-search-cache.test.ts, availability-changes.test.ts).
      slotSearchCacheMilliseconds: 0,
      // No polling: a test runs the jobs due when it chooses, with services.jobs.runDue().
      jobPollingSeconds: 0,
      ...overrides,
    },
    {},
  );
  const temporaryDatabase =
    !options.database && process.env.TEST_DB === 'postgres' ? await createTemporaryDatabase(process.env.TEST_DATABASE_URL, 'parenthese_test', postgresTemplateName()) : undefined;
  const connection = await connectDatabase({
    databaseUrl: options.database?.url ?? temporaryDatabase?.url,
    dataDir: options.database?.dataDir ?? 'memory://',
    pgliteTemplate: options.database?.url || temporaryDatabase ? undefined : readPgliteTemplate(),
  });
  // Every exchange is checked against the API document when the app closes (test/support/api-contract.ts).
  const exchanges: Exchange[] = [];
  const isContractChecked = options.isContractChecked ?? true;
  const clock = createSettableClock(options.clockStart ?? TEST_CLOCK_START);
  const { app, services } = await buildApp({
    config,
    connection,
    clock,
    logDestination: options.logDestination,
    instrument: isContractChecked ? (built) => recordExchanges(built, exchanges) : undefined,
  });
  rememberServices(app, services);
  rememberClock(connection.db, clock);
  await app.ready();
  return {
    app,
    services,
    db: connection.db,
    config,
    clock,
    databaseUrl: options.database?.url ?? temporaryDatabase?.url,
    exchanges,
    close: async () => {
      const violations = isContractChecked && exchanges.length > 0 ? contractViolations(app.swagger() as Parameters<typeof contractViolations>[0], exchanges) : [];
      await app.close();
      await connection.close();
      await temporaryDatabase?.drop();
      if (violations.length > 0) throw new Error(`Réponses hors du document de l'API (${violations.length}) :\n${violations.join('\n')}`);
    },
  };
}

/**
 * A new database on a PostgreSQL server, and its drop; the benches make theirs with it too (bench/in-process-app.mjs).
 * `template`: a copy of that database (the migrated template of database-templates.ts) rather than an empty one.
 */
export async function createTemporaryDatabase(serverUrl = process.env.TEST_DATABASE_URL, namePrefix = 'parenthese_test', template?: string) {
  if (!serverUrl) throw new Error('TEST_DB=postgres demande TEST_DATABASE_URL');
  const name = `${namePrefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
