// The web app's build and the API's compilation, and when each is stale: its output is missing or older
// than one of its sources. npm start and npm run release build through here.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...entries) => entries.map((entry) => path.join(root, entry));

const builds = [
  {
    label: "Construction de l'application web…",
    workspace: '@parenthese/web',
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: at('apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/build', 'packages/shared/src'),
  },
  {
    label: "Compilation de l'API…",
    workspace: '@parenthese/api',
    output: path.join(root, 'apps/api/dist/main.js'),
    sources: at('apps/api/src', 'apps/api/build.mjs', 'apps/api/bundle.mjs', 'apps/api/package.json', 'packages/shared/src'),
  },
];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestModification(path.join(entry, child))));
}

/**
 * A build's environment: always a production build. Vite inlines NODE_ENV, and Vitest sets it to `test`:
 * the release test, building a fresh clone's web app from within `npm test`, made React's development
 * build, which the journeys then served (session 30).
 */
export const buildEnvironment = (environment) => ({ ...environment, NODE_ENV: 'production' });

/**
 * Builds the web app then the API: each one only when stale, or both with `all`. Ends the process with
 * the build's status when one fails.
 */
export function build({ all = false } = {}) {
  for (const { label, workspace, output, sources } of builds) {
    const isStale = !existsSync(output) || Math.max(...sources.map(newestModification)) > statSync(output).mtimeMs;
    if (!all && !isStale) continue;
    console.log(label);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit', env: buildEnvironment(process.env) });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
