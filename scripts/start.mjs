// npm start: builds the web app and compiles the API when their sources changed, then serves both from
// the compiled API (migrations and the demo seed run at server start). PORT and DATABASE_URL are honoured.
// `npm run dev` keeps running the TypeScript sources through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
    sources: at('apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/shared/src'),
  },
];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestModification(path.join(entry, child))));
}

for (const { label, workspace, output, sources } of builds) {
  const isStale = !existsSync(output) || Math.max(...sources.map(newestModification)) > statSync(output).mtimeMs;
  if (!isStale) continue;
  console.log(label);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process (a second Node process would only add its own start-up). Source maps
// are not loaded at start (parsing them costs about a third of a second); an operator who needs stack
// traces mapped to the TypeScript sources sets NODE_OPTIONS=--enable-source-maps.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
