// npm start: builds the web app and compiles the API when their sources changed, then serves both from
// the compiled API (migrations and the demo seed run at server start). PORT and DATABASE_URL are honoured.
// `npm run dev` keeps running the TypeScript sources through tsx.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from './builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

build();

// The server runs in this process (a second Node process would only add its own start-up). Source maps
// are not loaded at start (parsing them costs about a third of a second); an operator who needs stack
// traces mapped to the TypeScript sources sets NODE_OPTIONS=--enable-source-maps.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
