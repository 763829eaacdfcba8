import cluster from 'node:cluster';
import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { openingConnection } from './db/opening-connection';

const config = loadConfig();
const isClustered = config.webConcurrency > 1;

const readyMessage = (kind: 'pglite' | 'postgres') =>
  `Parenthèse est prêt sur ${config.appUrl} (base de données : ${kind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'}${isClustered ? `, ${config.webConcurrency} processus` : ''})`;

function printDemoAccounts(demoAccounts: readonly { login: string; password: string; role: string }[]) {
  const lines = demoAccounts.map((account) => `  ${account.login.padEnd(24)} ${account.password.padEnd(10)} ${account.role}`);
  console.log(`\nComptes de démonstration :\n${lines.join('\n')}\n`);
}

if (isClustered && cluster.isPrimary) {
  // PostgreSQL only (config.webConcurrency is 1 on PGlite): the primary runs the migrations
  // (connectDatabase) and the demo seed once, then starts the server processes.
  const [connection, { demoAccounts, seedDemoWorldIfEnabled }, { runClusterPrimary }] = await Promise.all([
    connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
    import('./modules/demo-world/demo-seed'),
    import('./cluster-primary'),
  ]);
  if (await seedDemoWorldIfEnabled(connection.db, config)) console.log('Données de démonstration créées.');
  if (config.isDemoSeedEnabled) printDemoAccounts(demoAccounts);
  await connection.close();
  runClusterPrimary({ workers: config.webConcurrency, onListening: () => console.log(readyMessage('postgres')) });
} else {
  // Opening the database (PGlite: compiling and starting PostgreSQL, then the migrations) is most of a
  // start-up. It begins first; the server's modules load meanwhile, and the server starts serving the
  // web app as soon as it is built, holding API requests until the database is open and the demo seed done.
  const { connection, ready: databaseOpen } = openingConnection(config.databaseUrl ? 'postgres' : 'pglite', connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const [{ buildApp }, { demoAccounts, seedDemoWorldIfEnabled }] = await Promise.all([import('./app'), import('./modules/demo-world/demo-seed')]);
  // A cluster's workers find the database prepared by the primary.
  const isSeeding = config.isDemoSeedEnabled && !cluster.isWorker;
  const databaseReady = databaseOpen.then(async () => {
    if (!cluster.isWorker && (await seedDemoWorldIfEnabled(connection.db, config))) console.log('Données de démonstration créées.');
  });
  // Awaited below; a failure to open the database ends the process there, not as an unhandled rejection.
  databaseReady.catch(() => {});
  const app = await buildApp({ config, connection, databaseReady });
  if (isSeeding) printDemoAccounts(demoAccounts);

  let isClosing = false;
  let backupSocket: { close: () => Promise<void> } | undefined;
  const shutdown = async () => {
    // A signal sent to the process group reaches a worker twice (directly and from the primary).
    if (isClosing) return;
    isClosing = true;
    await backupSocket?.close();
    await app.close();
    await connection.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  // A promise left unawaited somewhere must not end the process for every other user: log it and go on.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  await databaseReady;
  // Started by buildApp once the database is open; a failure to start ends the process here.
  await app.jobs.start();
  if (connection.kind === 'pglite') {
    // Only this process may open PGlite: `npm run backup` asks it for the backup through this socket (decision 0069).
    const { serveBackupSocket } = await import('./modules/backups/backups');
    try {
      backupSocket = await serveBackupSocket({ dataDir: config.dataDir, backup: () => app.databaseBackups.makeOne(), log: app.log });
    } catch (error) {
      // The product still serves; only `npm run backup` cannot reach it (it must not run beside the server then).
      app.log.warn({ err: error }, 'Sauvegardes : socket de sauvegarde indisponible ; ne lancez pas npm run backup pendant que le serveur tourne');
    }
  }
  if (!cluster.isWorker) console.log(readyMessage(connection.kind));
}
