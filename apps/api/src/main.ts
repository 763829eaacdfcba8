import { loadConfig } from './config';
import { connectDatabase } from './db/client';

const config = loadConfig();
// The database opens first (PGlite compiles its WebAssembly off the main thread) while the server's
// own modules are loaded: the two no longer follow each other at start-up.
const connecting = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Until it is awaited below, a failure to open the database must not be reported as unhandled.
connecting.catch(() => {});
const [{ buildApp }, { demoAccounts, seedDemoWorld }] = await Promise.all([import('./app'), import('./db/demo-seed')]);
const connection = await connecting;
const app = await buildApp({ config, connection });

if (config.isDemoSeedEnabled && (await seedDemoWorld(connection.db, config))) {
  app.log.info('Données de démonstration créées.');
}
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
console.log(`Parenthèse est prêt sur ${config.appUrl} (base de données : ${connection.kind === 'pglite' ? `PGlite dans ${config.dataDir}` : 'PostgreSQL'})`);
