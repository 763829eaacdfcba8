import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The built app as the journeys run it: one server per parallel slot of the run (support/global-setup.ts,
 * support/fixtures.ts), each on its own port with its own PGlite data directory, copied from a template the
 * run's global setup seeds once. Nothing a slot's journeys change is seen by the other slot's.
 */
const root = path.resolve(import.meta.dirname, '../..');
/** Every data directory of a run, emptied when it starts: the template, then one per parallel slot. */
export const dataRoot = path.join(root, 'e2e/.data');
export const templateDataDir = path.join(dataRoot, 'template');

export type Server = { origin: string; dataDir: string; stop: () => Promise<void> };

/** What `npm start` would serve, built (scripts/start.mjs) or only run (the compiled API). */
export type ServerEntry = 'scripts/start.mjs' | 'apps/api/dist/main.js';

/** A port no one listens on now, chosen by the system: other work on the machine may hold any fixed one. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** SIGTERM (the server's graceful shutdown), then SIGKILL if it is still there after 30 s. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killLater = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited(child);
  clearTimeout(killLater);
}

/**
 * Starts the app on 127.0.0.1 with DATA_DIR `dataDir` and the demo seed (a data directory already seeded
 * keeps its data), and answers once `/api/health` does. The server's stderr goes to this process's; its
 * output is shown when it fails to start. It runs under support/server-process.mjs, which ends it when
 * this process ends, even killed without a teardown.
 */
export async function startServer(dataDir: string, entry: ServerEntry, timeoutMs: number): Promise<Server> {
  // The port is free when chosen but may be taken before the server binds it: then it is chosen again.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [path.join(root, 'e2e/support/server-process.mjs'), path.join(root, entry)], {
      cwd: root,
      // TRUST_PROXY: the fixtures that stand for other people's browsers say so in X-Forwarded-For
      // (support/staff-invitations.ts); the journey's own browser sends none and stays 127.0.0.1.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SEED: 'true', NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', (chunk: Buffer) => {
      keep(chunk);
      process.stderr.write(chunk);
    });
    const stop = () => stopChild(child);
    const outcome = await waitForHealth(origin, child, timeoutMs);
    if (outcome === 'healthy') return { origin, dataDir, stop };
    await stop();
    if (outcome === 'exited' && attempt < 3 && output.includes('EADDRINUSE')) continue;
    throw new Error(`Le serveur des parcours (${entry}, ${dataDir}) ${outcome === 'exited' ? `s'est arrêté (code ${child.exitCode})` : `ne répond pas après ${timeoutMs / 1000} s`} :\n${output}`);
  }
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<'healthy' | 'exited' | 'timed out'> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) return 'exited';
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return 'healthy';
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'timed out';
}

/** What global setup started, one server per parallel slot, for the workers to find (support/fixtures.ts). */
export const serversFile = path.join(dataRoot, 'servers.json');
export type SlotServer = { origin: string; dataDir: string; stateDir: string };

/**
 * One server per parallel slot (Playwright's `parallelIndex`, 0 to workers - 1), each on its own copy of
 * the template in e2e/.data/slot-<n>, started once per run by the global setup: Playwright starts a new
 * worker for almost every file of a shuffled run, but never runs two workers of one slot at once, so the
 * workers of a slot take its server in turn. Its run state (support/second-factor.ts, session.ts) is in
 * e2e/.data/slot-<n>-state/, since it must outlive each worker as the server does.
 */
export async function startSlotServers(count: number): Promise<Server[]> {
  if (!existsSync(templateDataDir)) throw new Error(`Pas de base modèle dans ${templateDataDir}.`);
  // Started together: each waits mostly for its own migrations check and listen (a few seconds each).
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, slot) => {
      const dataDir = path.join(dataRoot, `slot-${slot}`);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}-state`, { recursive: true, force: true });
      // Never a socket a server would have left there (its local socket, apps/api/src/lib/local-socket.ts).
      cpSync(templateDataDir, dataDir, { recursive: true, filter: (source) => !source.endsWith('.sock') });
      return startServer(dataDir, 'apps/api/dist/main.js', 120_000);
    }),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failure.reason;
  }
  const slots: SlotServer[] = servers.map(({ origin, dataDir }) => ({ origin, dataDir, stateDir: `${dataDir}-state` }));
  writeFileSync(serversFile, JSON.stringify({ servers: slots }, null, 2));
  return servers;
}

let slotServer: SlotServer | undefined;

/** The server of a parallel slot, as the global setup wrote it down; this worker's from now on. */
export function useSlotServer(parallelIndex: number): SlotServer {
  if (!existsSync(serversFile)) throw new Error(`Pas de ${serversFile} : la mise en place de la campagne (support/global-setup.ts) ne s'est pas faite.`);
  const { servers } = JSON.parse(readFileSync(serversFile, 'utf8')) as { servers: SlotServer[] };
  const server = servers[parallelIndex];
  if (!server) throw new Error(`Aucun serveur pour l'emplacement ${parallelIndex} (${servers.length} démarrés) : la configuration a-t-elle changé de nombre de workers ?`);
  slotServer = server;
  return server;
}

/** This worker's slot's server, for what reads its data directory or keeps its run state (support/outbox.ts, second-factor.ts, session.ts). */
export function thisWorkersServer(): SlotServer {
  if (!slotServer) throw new Error('Aucun serveur pour ce worker : importez `test` de support/fixtures.ts, qui le choisit.');
  return slotServer;
}
