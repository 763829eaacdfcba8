import cluster from 'node:cluster';
import { buildApp } from './app';
import { runClusterPrimary } from './cluster-primary';
import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { demoAccounts, seedDemoWorld } from './db/demo-seed';

const config = loadConfig();
const isClustered = config.webConcurrency > 1;

const readyMessage = (kind: 'pglite' | 'postgres') =>
  `Parenthèse est prêt sur ${config.appUrl} (base de données : ${kind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'}${isClustered ? `, ${config.webConcurrency} processus` : ''})`;

/** Migrations (connectDatabase) and the demo seed: once, before any server process takes requests. */
async function prepareDatabase(connection: Awaited<ReturnType<typeof connectDatabase>>, log: (message: string) => void) {
  if (config.isDemoSeedEnabled && (await seedDemoWorld(connection.db, config))) log('Données de démonstration créées.');
  if (config.isDemoSeedEnabled) {
    const lines = demoAccounts.map((account) => `  ${account.login.padEnd(24)} ${account.password.padEnd(10)} ${account.role}`);
    console.log(`\nComptes de démonstration :\n${lines.join('\n')}\n`);
  }
}

if (isClustered && cluster.isPrimary) {
  // PostgreSQL only (config.webConcurrency is 1 on PGlite): the primary prepares the database, then
  // starts the server processes.
  const connection = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(connection, console.log);
  await connection.close();
  runClusterPrimary({ workers: config.webConcurrency, onListening: () => console.log(readyMessage('postgres')) });
} else {
  const connection = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, connection });
  if (!cluster.isWorker) await prepareDatabase(connection, (message) => app.log.info(message));

  let isClosing = false;
  const shutdown = async () => {
    // A signal sent to the process group reaches a worker twice (directly and from the primary).
    if (isClosing) return;
    isClosing = true;
    await app.close();
    await connection.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  // A promise left unawaited somewhere must not end the process for every other user: log it and go on.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (!cluster.isWorker) console.log(readyMessage(connection.kind));
}
