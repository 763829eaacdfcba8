// Compiles API entry points into ES modules with their imports bundled in (esbuild), with the files the
// code reads beside itself at run time: `npm run build` (build.mjs: the server and the backup command) and
// the tests that start the API as a process of its own (test/support/compiled-entries.ts).
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));

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

/**
 * Bundles `entryPoints` ({ outputName: source path }) into `outDir`. The folder must be as deep in the
 * repository as apps/api/src (config.ts finds the repository's root three folders up from itself).
 */
export async function bundleApi({ entryPoints, outDir, sourcemap = true }) {
  await build({
    entryPoints,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((name) => `${name}/*`)],
    sourcemap,
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
  // db/client.ts reads its migrations, and db/database-functions.ts its functions, beside the running module.
  cpSync(path.join(apiDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  cpSync(path.join(apiDir, 'src/db/functions'), path.join(outDir, 'functions'), { recursive: true });
  // modules/auth/common-passwords.ts reads its list beside the running module too.
  cpSync(path.join(apiDir, 'src/modules/auth/common-passwords.txt'), path.join(outDir, 'common-passwords.txt'));
}
