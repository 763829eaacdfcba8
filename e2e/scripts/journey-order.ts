import { readdirSync } from 'node:fs';
import path from 'node:path';

const journeysDir = path.resolve(import.meta.dirname, '../journeys');

/** mulberry32: a few lines of seeded randomness, so that an order that failed can be run again with its seed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The journey files in the seed's order (Fisher–Yates). */
export function shuffledJourneyFiles(seed: number): string[] {
  const files = readdirSync(journeysDir)
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();
  const random = seededRandom(seed);
  for (let index = files.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [files[index], files[other]] = [files[other], files[index]];
  }
  return files;
}

/**
 * Playwright takes test files in alphabetical order whatever the command line says; it queues projects in
 * the order they are declared. So a seed gives one project per file, in the seed's order; no seed, the one
 * default project. Every worker reads the same seed from the environment, hence the same projects.
 */
export function shuffledJourneyProjects(seedText: string | undefined) {
  if (!seedText) return undefined;
  return shuffledJourneyFiles(Number(seedText)).map((file) => ({ name: file.replace(/\.spec\.ts$/, ''), testMatch: file }));
}
