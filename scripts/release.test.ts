import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The release package (npm run release), as an operator gets it: assembled afresh here from builds of the
// current sources (--if-stale rebuilds the web app or the API when a source is newer than its build; CI has
// just built both, and rebuilding them in place while other suites run would pull the web app from under
// the servers they start), unpacked into an empty folder outside the repository (nothing resolves from its
// node_modules), started with plain `node` on PGlite and on PostgreSQL, signed in to as the demo employee.
const root = path.resolve(import.meta.dirname, '..');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const run = promisify(execFile);

// The README's demo employee (apps/api/src/modules/demo-world/demo-seed.ts): no second factor.
const DEMO_EMPLOYEE = { usermail: 'demo.salarie', password: 'Demo1234!' };

let workDir: string;
let packageDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'parenthese-release-test-'));
  const outDir = path.join(workDir, 'out');
  await run(process.execPath, [path.join(root, 'scripts/release.mjs'), '--if-stale', '--out', outDir], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const unpackDir = path.join(workDir, 'unpacked');
  mkdirSync(unpackDir);
  await run('tar', ['--extract', '--gzip', '--file', path.join(outDir, `parenthese-${version}.tar.gz`), '--directory', unpackDir]);
  expect(readdirSync(unpackDir)).toEqual([`parenthese-${version}`]);
  packageDir = path.join(unpackDir, `parenthese-${version}`);
  expect(path.relative(root, packageDir).startsWith('..')).toBe(true);
}, 600_000);

// Removing the unpacked dependencies takes seconds on a busy machine.
afterAll(() => (workDir ? rm(workDir, { recursive: true, force: true }) : undefined), 120_000);

function filesUnder(dir: string, skip: (entry: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(dir, entry.name);
    if (skip(entryPath)) return [];
    return entry.isDirectory() ? filesUnder(entryPath, skip) : [entryPath];
  });
}

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the unpacked package (`node server.mjs`, or `bin/parenthese start` run as a program) with only the
 * environment given: no NODE_ENV (the package's own default), the PATH for `#!/usr/bin/env node`.
 */
async function startPackage(how: 'node server.mjs' | 'bin/parenthese start', env: Record<string, string>) {
  const port = await freePort();
  const [command, args] = how === 'node server.mjs' ? [process.execPath, ['server.mjs']] : [path.join(packageDir, 'bin/parenthese'), ['start']];
  const child = spawn(command, args, {
    cwd: packageDir,
    env: { PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the package stopped (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the package was not ready within 90 s:\n${output}`);
    // The server says it is ready once its jobs have started too, after the readiness route answers.
    const ready = output.includes('Parenthèse est prêt') ? await fetch(`${base}/api/health/ready`).catch(() => undefined) : undefined;
    if (ready?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, child, output: () => output };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** What a visitor and the demo employee do first: the web app's page, a sign-in as the web app posts it, a call with the token. */
async function expectServesTheProduct(base: string) {
  const page = await fetch(`${base}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await page.text()).toContain('<div id="root"');

  const signIn = await fetch(`${base}/api/token/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_EMPLOYEE) });
  expect(signIn.status).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  expect(token).toEqual(expect.any(String));
  const check = await fetch(`${base}/api/token/check`, { headers: { authorization: `Bearer ${token}` } });
  expect(check.status).toBe(200);
}

describe('the release package', () => {
  it('holds the compiled server, the built web app and the migrations, without devDependencies or sources', () => {
    expect(existsSync(path.join(packageDir, 'server.mjs'))).toBe(true);
    expect(existsSync(path.join(packageDir, 'apps/api/dist/main.js'))).toBe(true);
    expect(existsSync(path.join(packageDir, 'apps/api/dist/migrations/meta/_journal.json'))).toBe(true);
    expect(existsSync(path.join(packageDir, 'apps/api/dist/functions/book_consultation.sql'))).toBe(true);
    expect(existsSync(path.join(packageDir, 'apps/web/dist/index.html'))).toBe(true);
    // React's production build: one built from within Vitest (NODE_ENV=test) was React's development build (scripts/builds.mjs).
    const scripts = filesUnder(path.join(packageDir, 'apps/web/dist/assets'), () => false).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => readFileSync(file, 'utf8').includes('react.dev/link/react-devtools'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ version, type: 'module' });
    expect(manifest).not.toHaveProperty('devDependencies');
    expect(manifest).not.toHaveProperty('workspaces');

    const installed = readdirSync(path.join(packageDir, 'node_modules'));
    for (const devOnly of ['vitest', 'typescript', '@playwright', 'vite', 'esbuild', 'drizzle-kit', 'tsx', 'eslint', 'prettier', 'react', '@parenthese']) {
      expect(installed).not.toContain(devOnly);
    }
    // The shared package is bundled into main.js; no workspace's TypeScript sources are shipped.
    const sources = filesUnder(packageDir, (entry) => entry.endsWith(`${path.sep}node_modules`)).filter((file) => /\.(ts|tsx)$/.test(file));
    expect(sources).toEqual([]);
    expect(existsSync(path.join(packageDir, 'packages'))).toBe(false);
    expect(existsSync(path.join(packageDir, 'apps/web/src'))).toBe(false);
  });

  it('refuses an unknown command or option in French, with a non-zero exit', async () => {
    const unknownCommand = await run(path.join(packageDir, 'bin/parenthese'), ['demarrer'], { env: { PATH: path.dirname(process.execPath) } }).catch((error: unknown) => error);
    expect(unknownCommand).toMatchObject({ code: 1, stderr: expect.stringContaining('Commande inconnue : demarrer') });
    const unknownOption = await run(process.execPath, [path.join(root, 'scripts/release.mjs'), '--sortie', 'x'], { cwd: root }).catch((error: unknown) => error);
    expect(unknownOption).toMatchObject({ code: 1, stderr: expect.stringContaining('options reconnues : --out DOSSIER, --if-stale') });
  });

  it('serves the product on PGlite, its data beside it by default', { timeout: 180_000 }, async () => {
    // The server computes DATA_DIR (and WEB_DIST_DIR) from its own place: inside the package.
    const dataDir = path.join(packageDir, 'data');
    const server = await startPackage('node server.mjs', {});
    try {
      expect(server.output()).toContain(`PGlite dans ${dataDir}`);
      await expectServesTheProduct(server.base);
    } finally {
      expect(await stop(server.child)).toBe(0);
    }
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    // The backup command works from the package alone, and its refusals are French.
    const backupDir = mkdtempSync(path.join(tmpdir(), 'parenthese-release-backups-'));
    const environment = { PATH: path.dirname(process.execPath), BACKUP_KEY: 'cle-de-sauvegarde-du-test-0123', BACKUP_DIR: backupDir };
    const backup = await run(path.join(packageDir, 'bin/parenthese'), ['backup'], { cwd: packageDir, env: environment });
    expect(backup.stdout).toContain(`Sauvegarde écrite : ${backupDir}`);
    const [file] = readdirSync(backupDir);
    const refused = await run(path.join(packageDir, 'bin/parenthese'), ['restore', path.join(backupDir, file!)], { cwd: packageDir, env: environment }).catch((error: unknown) => error);
    // The package's own data directory is not empty: refused without --force, nothing changed.
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/^[^\n]*(vide|--force)[^\n]*\n?$/) });
    await rm(backupDir, { recursive: true, force: true });
  });

  // PostgreSQL is there when TEST_DATABASE_URL names it (CI sets it, as for the api-postgres project).
  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL (TEST_DATABASE_URL)', () => {
    const databaseName = `parenthese_release_${randomBytes(4).toString('hex')}`;
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';

    async function onServer(statement: string) {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    }

    beforeAll(() => onServer(`CREATE DATABASE ${databaseName}`));
    afterAll(() => onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));

    it('migrates a fresh database at start and serves the product (bin/parenthese start)', { timeout: 180_000 }, async () => {
      const databaseUrl = new URL(serverUrl);
      databaseUrl.pathname = `/${databaseName}`;
      const server = await startPackage('bin/parenthese start', {
        DATABASE_URL: databaseUrl.href,
        DATA_DIR: path.join(workDir, 'postgres-data'),
        JWT_SECRET: randomBytes(48).toString('base64url'),
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      });
      try {
        expect(server.output()).toContain('base de données : PostgreSQL');
        await expectServesTheProduct(server.base);
      } finally {
        expect(await stop(server.child)).toBe(0);
      }
    });
  });
});
