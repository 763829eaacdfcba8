import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { openingConnection } from './db/opening-connection';

const config = loadConfig();
// Opening the database (PGlite: compiling and starting PostgreSQL, then the migrations) is most of a
// start-up. It begins first; the server's modules load meanwhile, and the server starts serving the web
// app as soon as it is built, holding API requests until the database is open and the demo seed done.
const { connection, ready: databaseOpen } = openingConnection(
  config.databaseUrl ? 'postgres' : 'pglite',
  connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
);
const [{ buildApp }, { demoAccounts, seedDemoWorld }] = await Promise.all([import('./app'), import('./db/demo-seed')]);
const databaseReady = databaseOpen.then(async () => {
  if (config.isDemoSeedEnabled && (await seedDemoWorld(connection.db, config))) console.log('Données de démonstration créées.');
});
// Awaited below; a failure to open the database ends the process there, not as an unhandled rejection.
databaseReady.catch(() => {});
const app = await buildApp({ config, connection, databaseReady });
if (config.isDemoSeedEnabled) {
  const lines = demoAccounts.map((account) => `  ${account.login.padEnd(24)} ${account.password.padEnd(10)} ${account.role}`);
  console.log(`\nComptes de démonstration :\n${lines.join('\n')}\n`);
}

const shutdown = async () => {
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
console.log(`Parenthèse est prêt sur ${config.appUrl} (base de données : ${connection.kind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'})`);
