// Compiles the API into one ES module, dist/main.js (and the backup command, dist/backup-cli.js), so `npm start` runs plain JavaScript instead of
// loading TypeScript through tsx at every start. The shared workspace package is TypeScript source, so it is bundled in (bundle.mjs).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleApi } from './bundle.mjs';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(apiDir, 'dist');

rmSync(outDir, { recursive: true, force: true });
await bundleApi({
  // The server, and the backup command the release package runs without tsx (bin/parenthese backup).
  entryPoints: { main: path.join(apiDir, 'src/main.ts'), 'backup-cli': path.join(apiDir, 'src/modules/backups/cli.ts') },
  outDir,
});
