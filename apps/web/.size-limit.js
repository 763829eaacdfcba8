// Budgets of issue 12, read by size-limit (brotli): what a visitor downloads on '/', and each route's own
// chunk. The files come from Vite's manifest, so hashed names need no upkeep: run `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';

const manifestFile = 'dist/.vite/manifest.json';
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} est absent : lancez d'abord npm run build.`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** A chunk and every chunk it imports statically: what the browser fetches before running it. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}
const files = (keys) => [...new Set(keys)].map((key) => `dist/${manifest[key].file}`);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landing = Object.keys(manifest).find((key) => key.endsWith('src/features/public/index.ts'));
const routeChunks = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.includes('src/features/'));

export default [
  // 100 kB until session 13: the footer's legal links (required on every page) and the per-page titles
  // brought '/' to 100.04 kB, and the hashed file names it lists move it by ±0.1 kB from build to build.
  // Three attempts at a saving made it larger (shared import() loaders, a split HTTP client, a deferred
  // preload module). Raised by 1 kB, to be won back by issue 27's phone budgets (Lighthouse bench).
  // 102 kB since session 19: issue 35's routes and shared texts (waiting-list link, follow-up link, the
  // planning's closed hours) brought it to 101.36 kB; issue 37 (phone performance) is to win it back.
  { name: "JS téléchargé sur '/'", path: files([...staticClosure(entry), ...staticClosure(landing)]), limit: '102 kB' },
  ...routeChunks.map((key) => ({
    name: `chunk de ${key
      .replace(/^src\/features\//, '')
      .replace(/\/index\.tsx?$/, '')
      .replace(/\.tsx?$/, '')}`,
    path: files([key]),
    limit: '50 kB',
  })),
];
