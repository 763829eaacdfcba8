import cluster from 'node:cluster';
import { loadConfig } from './config';
import { connectDatabase, type DatabaseConnection } from './db/client';
import { openingConnection } from './db/opening-connection';
import { exitAfterGrace, shutDownGracefully } from './lib/graceful-shutdown';
import { systemClock } from './lib/clock';

const config = readConfig();

/** A configuration refused is the operator's to fix: its message alone, no stack trace. */
function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const isClustered = config.webConcurrency > 1;

const roleLabel = { all: '', web: ', rôle web : sans travaux de fond', worker: '' } as const;
const readyMessage = (kind: 'pglite' | 'postgres') =>
  config.processRole === 'worker'
    ? `Parenthèse exécute les travaux de fond (rôle worker, base de données : PostgreSQL ; contrôle de santé sur le port ${config.port})`
    : `Parenthèse est prêt sur ${config.appUrl} (base de données : ${kind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'}${isClustered ? `, ${config.webConcurrency} processus` : ''}${roleLabel[config.processRole]})`;
/** The demo data is written by one kind of process only: web and worker processes starting together on a new database would race. */
const isSeedingRole = config.processRole !== 'worker';

/** PostgreSQL: files an earlier version kept under DATA_DIR/uploads go into the database, once (decision 0070). */
async function moveOldUploads(connection: DatabaseConnection) {
  if (connection.kind !== 'postgres') return;
  const { moveDiskUploadsToDatabase } = await import('./db/file-storage');
  const { moved, left } = await moveDiskUploadsToDatabase(config.dataDir, connection.db);
  if (moved > 0) console.log(`${moved} fichier(s) déposé(s) déplacé(s) de ${config.dataDir}/uploads vers PostgreSQL.`);
  if (left.length > 0) console.warn(`Fichiers laissés dans ${config.dataDir}/uploads (sans fiche en base, ou contenu différent) : ${left.join(', ')}`);
}

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
  if (isSeedingRole && (await seedDemoWorldIfEnabled(connection.db, config, systemClock.now()))) console.log('Données de démonstration créées.');
  if (isSeedingRole && config.isDemoSeedEnabled) printDemoAccounts(demoAccounts);
  await moveOldUploads(connection);
  await connection.close();
  runClusterPrimary({ workers: config.webConcurrency, shutdownGraceSeconds: config.shutdownGraceSeconds, metricsPort: config.metricsPort, onListening: () => console.log(readyMessage('postgres')) });
} else {
  // Opening the database (PGlite: compiling and starting PostgreSQL, then the migrations) is most of a
  // start-up. It begins first; the server's modules load meanwhile, and the server starts serving the
  // web app as soon as it is built, holding API requests until the database is open and the demo seed done.
  const { connection, ready: databaseOpen } = openingConnection(config.databaseUrl ? 'postgres' : 'pglite', connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const [{ buildApp }, { demoAccounts, seedDemoWorldIfEnabled }] = await Promise.all([import('./app'), import('./modules/demo-world/demo-seed')]);
  // A cluster's workers find the database prepared by the primary.
  const isSeeding = isSeedingRole && config.isDemoSeedEnabled && !cluster.isWorker;
  const databaseReady = databaseOpen.then(async () => {
    if (isSeedingRole && !cluster.isWorker && (await seedDemoWorldIfEnabled(connection.db, config, systemClock.now()))) console.log('Données de démonstration créées.');
    if (!cluster.isWorker) await moveOldUploads(connection);
  });
  // Awaited below; a failure to open the database ends the process there, not as an unhandled rejection.
  databaseReady.catch(() => {});
  const { app, services } = await buildApp({ config, connection, databaseReady });
  if (isSeeding) printDemoAccounts(demoAccounts);

  let isClosing = false;
  let localSocket: { close: () => Promise<void> } | undefined;
  const shutdown = async () => {
    // A signal sent to the process group reaches a worker twice (directly and from the primary).
    if (isClosing) return;
    isClosing = true;
    exitAfterGrace(config.shutdownGraceSeconds);
    // The local socket first (a backup it started finishes before the database closes).
    await localSocket?.close();
    const isWithinGrace = await shutDownGracefully({ app, draining: services.draining, jobs: services.jobs, closeDatabase: () => connection.close(), graceSeconds: config.shutdownGraceSeconds });
    process.exit(isWithinGrace ? 0 : 1);
  };
  process.on('SIGINT', shutdown);
  // A promise left unawaited somewhere must not end the process for every other user: log it and go on.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  await databaseReady;
  // Started by buildApp once the database is open; a failure to start ends the process here.
  await services.jobs.start();
  if (connection.kind === 'pglite') {
    // Only this process may open PGlite: `npm run backup` and `npm run mails` ask it through this socket (decisions 0069, 0081).
    const [{ serveLocalSocket }, { BackupError }, { outboxPrintout }] = await Promise.all([import('./lib/local-socket'), import('./modules/backups/backup-file'), import('./mail/outbox-printout')]);
    try {
      localSocket = await serveLocalSocket({
        dataDir: config.dataDir,
        commands: {
          backup: () => services.databaseBackups.makeOne(),
          mails: async (count) => ({ text: await outboxPrintout(connection.db, Number(count)) }),
        },
        isToolError: (error): error is Error => error instanceof BackupError,
        log: app.log,
      });
    } catch (error) {
      // The product still serves; only `npm run backup` and `npm run mails` cannot reach it (they must not open its files then).
      app.log.warn({ err: error }, 'Socket locale indisponible ; ne lancez pas npm run backup pendant que le serveur tourne');
    }
  }
  if (!cluster.isWorker) console.log(readyMessage(connection.kind));
}
