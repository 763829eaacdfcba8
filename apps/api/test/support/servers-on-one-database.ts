import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { connectDatabase } from '../../src/db/client';
import { createTestApp, rememberServices, type TestApp } from './test-app';
import { rememberClock } from './test-clock';

/**
 * Real concurrency needs a real server: PGlite has a single connection, so every request would run one
 * after the other and a concurrency test could not fail. The concurrency files run in the api-postgres
 * project, where `count` servers share one database through their own pools (10 connections each).
 * Registers the file's beforeAll and afterAll; `testApp` (the first server, with its `db`) and `apps`
 * (every server) are read inside the tests.
 */
export function serversOnOneDatabase(count = 3) {
  const state: { testApp?: TestApp; apps: TestApp['app'][]; services: TestApp['services'][]; closers: (() => Promise<void>)[] } = { apps: [], services: [], closers: [] };
  beforeAll(async () => {
    const testApp = await createTestApp();
    state.testApp = testApp;
    state.apps = [testApp.app];
    state.services = [testApp.services];
    for (let index = 1; index < count; index += 1) {
      const connection = await connectDatabase({ databaseUrl: testApp.databaseUrl, dataDir: 'memory://' });
      const { app, services } = await buildApp({ config: testApp.config, connection, clock: testApp.clock });
      rememberServices(app, services);
      rememberClock(connection.db, testApp.clock);
      await app.ready();
      state.apps.push(app);
      state.services.push(services);
      state.closers.push(async () => {
        await app.close();
        await connection.close();
      });
    }
  });
  afterAll(async () => {
    for (const close of state.closers) await close();
    await state.testApp?.close();
  });
  return {
    get testApp(): TestApp {
      if (!state.testApp) throw new Error('Les serveurs ne sont pas encore démarrés (beforeAll).');
      return state.testApp;
    },
    get apps() {
      return state.apps;
    },
    /** Each server's services, in the order of `apps`. */
    get services() {
      return state.services;
    },
    /** Fires the requests all at once, spread over the servers, each from its own address (no shared rate limit). */
    fireAll(requests: { authorization: string; url: string; payload?: object; method?: 'POST' | 'PUT' | 'DELETE' }[]) {
      return Promise.all(
        requests.map(({ authorization, url, payload, method = 'POST' }, index) =>
          state.apps[index % state.apps.length]!.inject({
            method,
            url,
            headers: { authorization },
            ...(payload ? { payload } : {}),
            remoteAddress: `10.1.${Math.floor(index / 200)}.${index % 200}`,
          }),
        ),
      );
    },
  };
}
