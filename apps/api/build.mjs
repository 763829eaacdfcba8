// Compiles the API into one ES module, dist/main.js, so `npm start` runs plain JavaScript instead of
// loading TypeScript through tsx at every start. Installed packages stay external (node_modules);
// the shared workspace package is TypeScript source, so it is bundled in.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(apiDir, 'dist');
const { dependencies } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== '@parenthese/shared');

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(apiDir, 'src/main.ts')],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
  // Some bundled CommonJS code calls require(): give the ES module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// db/client.ts reads its migrations beside the running module.
cpSync(path.join(apiDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
