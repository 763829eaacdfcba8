import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { demoAccounts, seedDemoWorld } from './db/demo-seed';

const config = loadConfig();
const connection = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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
