import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { dataRoot, startServer, startSlotServers, templateDataDir } from './server';

/**
 * Once per run, before any worker: `npm start` on an empty template directory builds the app when its
 * sources changed (scripts/start.mjs), migrates a fresh database and writes the demo seed, then stops.
 * Then one server per parallel slot starts on a copy of that directory (support/server.ts), and its
 * origin goes to e2e/.data/servers.json for the slot's workers (support/fixtures.ts): Playwright starts a
 * new worker after every failed test, and a server per worker would start with each. The function
 * returned is the run's teardown: it stops them (SIGTERM, then their exit awaited). A runner killed without it closes their IPC channel
 * (support/server-process.mjs), and they stop themselves.
 */
export default async function globalSetup(config: FullConfig) {
  rmSync(dataRoot, { recursive: true, force: true });
  const template = await startServer(templateDataDir, 'scripts/start.mjs', 180_000);
  await template.stop();
  const servers = await startSlotServers(config.workers);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
