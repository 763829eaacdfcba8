// Compiles the API into one ES module, dist/main.js (and the backup command, dist/backup-cli.js), so `npm start` runs plain JavaScript instead of
// loading TypeScript through tsx at every start. Installed packages stay external (node_modules);
// the shared workspace package is TypeScript source, so it is bundled in.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(apiDir, 'dist');
// Installed packages are bundled too (one file to parse instead of hundreds to resolve and read: the
// larger part of a warm start), except those that find their own files beside them at run time.
const external = [
  '@electric-sql/pglite', // its WebAssembly and data files
  'argon2', // a native addon
  '@fastify/swagger', // reads its own package.json beside it
  '@fastify/swagger-ui', // its static assets
  '@fastify/static',
  'pino', // transports start worker threads from pino's own files
  'pino-pretty',
  'ioredis', // reads its own package.json beside it
  'pg-native', // optional, never installed
  'exceljs', // CommonJS with optional requires of its own; loaded on an .xlsx export or import only
  'pdfkit', // loads its fonts' metrics from its own files (bundled: « Cannot find module '#standard-fonts/Helvetica' »)
];

rmSync(outDir, { recursive: true, force: true });
await build({
  // The server, and the backup command the release package runs without tsx (bin/parenthese backup).
  entryPoints: { main: path.join(apiDir, 'src/main.ts'), 'backup-cli': path.join(apiDir, 'src/modules/backups/cli.ts') },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  sourcesContent: false,
  // Whitespace and syntax only: identifiers keep their names, so stack traces and CPU profiles read as
  // the source does. (esbuild's keepNames, with renamed identifiers, wraps every function created at
  // run time in a __name() call: 2-5 % of the server's CPU under load.)
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  // Some bundled CommonJS code calls require(): give the ES module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// db/client.ts reads its migrations beside the running module.
cpSync(path.join(apiDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
// modules/auth/common-passwords.ts reads its list beside the running module too.
cpSync(path.join(apiDir, 'src/modules/auth/common-passwords.txt'), path.join(outDir, 'common-passwords.txt'));
