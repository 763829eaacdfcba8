// A server process that runs jobs (polling), on an existing database, for tests that kill it:
// DATABASE_URL (PostgreSQL) or DATA_DIR (a PGlite directory), and SMTP_URL. Says 'ready' over IPC.
import { createTestApp } from './test-app';

const testApp = await createTestApp(
  { smtpUrl: process.env.SMTP_URL, jobPollingSeconds: 0.5 },
  { database: process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR } },
);
process.send?.('ready');
// Until killed: a SIGTERM is a graceful stop, which the test may want too.
process.on('SIGTERM', () => {
  void testApp.close().then(() => process.exit(0));
});
