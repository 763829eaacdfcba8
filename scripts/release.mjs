// npm run release: builds release/parenthese-<version>.tar.gz, what an operator unpacks on a machine with
// Node 20 and nothing else (docs/deploy.md): the compiled API, the built web app, the migrations and the
// API's production dependencies, installed from package-lock.json (the versions every test ran on).
// The layout inside repeats the repository's (apps/api/dist, apps/web/dist, node_modules), so the
// defaults the server computes from its own place (DATA_DIR, WEB_DIST_DIR) point inside the package.
// `--out DIR` writes the archive elsewhere; `--if-stale` builds the web app and the API only when their
// sources are newer than their builds (the release test, run by CI right after `npm run build`).
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { build } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['packages/shared', 'apps/api', 'apps/web', 'e2e', 'bench'];

function fail(message) {
  console.error(`Échec de la construction du paquet : ${message}`);
  process.exit(1);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) fail(`« ${command} ${args.join(' ')} » a échoué (code ${result.status ?? result.signal}).`);
}

let options;
try {
  options = parseArgs({ options: { out: { type: 'string' }, 'if-stale': { type: 'boolean' } } }).values;
} catch {
  fail(`options reconnues : --out DOSSIER, --if-stale (reçu : ${process.argv.slice(2).join(' ')}).`);
}

const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const { version } = rootPackage;
if (!version) fail('le package.json racine n’a pas de « version ».');
const name = `parenthese-${version}`;
const outDir = path.resolve(options.out ?? path.join(root, 'release'));

build({ all: !options['if-stale'] });

const staging = mkdtempSync(path.join(tmpdir(), 'parenthese-release-'));
try {
  const packageDir = path.join(staging, name);
  mkdirSync(packageDir);
  // npm ci needs the workspaces' manifests beside the lockfile; it then installs the API's production
  // dependencies only, hoisted as in the repository (a few stay in apps/api/node_modules, where the
  // compiled server finds them first). The workspaces' sources are not copied: esbuild bundled the
  // shared package into main.js.
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) copyFileSync(path.join(root, file), path.join(packageDir, file));
  for (const workspace of WORKSPACES) {
    mkdirSync(path.join(packageDir, workspace), { recursive: true });
    copyFileSync(path.join(root, workspace, 'package.json'), path.join(packageDir, workspace, 'package.json'));
  }
  console.log('Installation des dépendances de production…');
  // Install scripts run: argon2's (the one native addon) tries its prebuilt binary in a child process and
  // compiles one when it fails (the prebuilt linux-x64 one crashes on some processors). The package is
  // therefore made for the operating system and processor it is built on.
  run('npm', ['ci', '--omit=dev', '--workspace', '@parenthese/api', '--no-audit', '--no-fund', '--loglevel=error'], packageDir);

  // What served the installation goes: the workspaces' links and manifests, the lockfile of the
  // workspaces (npm's hidden copy too).
  for (const entry of ['node_modules/@parenthese', 'node_modules/.package-lock.json', 'package-lock.json', '.npmrc', 'packages', 'e2e', 'bench', 'apps/web', 'apps/api/package.json']) {
    rmSync(path.join(packageDir, entry), { recursive: true, force: true });
  }
  cpSync(path.join(root, 'apps/api/dist'), path.join(packageDir, 'apps/api/dist'), { recursive: true });
  cpSync(path.join(root, 'apps/web/dist'), path.join(packageDir, 'apps/web/dist'), { recursive: true });
  cpSync(path.join(root, 'scripts/release-files'), packageDir, { recursive: true });
  chmodSync(path.join(packageDir, 'bin/parenthese'), 0o755);
  const packageManifest = {
    name: 'parenthese',
    version,
    private: true,
    type: 'module',
    description: rootPackage.description,
    engines: rootPackage.engines,
    bin: { parenthese: 'bin/parenthese' },
    scripts: { start: 'node server.mjs' },
  };
  writeFileSync(path.join(packageDir, 'package.json'), `${JSON.stringify(packageManifest, null, 2)}\n`);

  mkdirSync(outDir, { recursive: true });
  const archive = path.join(outDir, `${name}.tar.gz`);
  // Files owned by root in the archive: unpacked by anyone, they belong to whoever unpacks them.
  run('tar', ['--create', '--gzip', '--file', archive, '--owner=0', '--group=0', '--numeric-owner', '--directory', staging, name], root);
  const megabytes = (statSync(archive).size / 1e6).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  const shown = path.relative(process.cwd(), archive);
  console.log(`Paquet écrit : ${shown.startsWith('..') ? archive : shown} (${megabytes} Mo)`);
} finally {
  rmSync(staging, { recursive: true, force: true });
}
