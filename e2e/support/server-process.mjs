// One journeys' server (support/server.ts): runs the script it is given (scripts/start.mjs or the
// compiled API) in this process, and ends it gracefully (SIGTERM) when the Playwright process that
// started it is gone, even killed without a teardown: the IPC channel it opened then closes.
import { pathToFileURL } from 'node:url';

process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
await import(pathToFileURL(process.argv[2]).href);
