import { rmSync } from 'node:fs';
import { dataRoot, startServer, templateDataDir } from './server';

/**
 * Once per run, before any worker: `npm start` on an empty template directory builds the app when its
 * sources changed (scripts/start.mjs), migrates a fresh database and writes the demo seed, then stops.
 * Each worker's server starts on a copy of that directory (support/fixtures.ts): opening a seeded database
 * takes a few seconds, creating and seeding one three or four times as long, and Playwright starts a new
 * worker for each file of a shuffled run (one project per file, scripts/journey-order.ts).
 */
export default async function globalSetup() {
  rmSync(dataRoot, { recursive: true, force: true });
  const template = await startServer(templateDataDir, 'scripts/start.mjs', 180_000);
  await template.stop();
}
