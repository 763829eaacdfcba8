import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { CHUNK_PLANNING_ENV, chunkGroups } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

const apiPort = process.env.API_PORT ?? '3001';

// react-router's package exports only its development build (dev-time checks and warnings); its
// production build ships beside it, and react-router's own Vite plugin uses it for builds. So do we.
const reactRouterProduction = (file: string) => path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production', file);

export default defineConfig(({ command }) => ({
  // The planning build of chunkGroups (build/chunk-groups.ts) is a plain build: it writes nothing.
  plugins: [react(), tailwindcss(), ...(process.env[CHUNK_PLANNING_ENV] === '1' ? [] : [chunkGroups(), prerender(), precompress()])],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  // The manifest lets bench/size-limit find each route's chunks and what they import. No modulepreload
  // polyfill: every browser of the last years preloads natively, and an older one only loses the head start.
  // Files are named by their hash alone: the entry lists every chunk's file name (what each route preloads),
  // and the names cost '/' 0.4 KB brotli; each chunk imports the entry by name, so an entry without the
  // 'index-' prefix saves '/' 0.16 KB more. The manifest still maps each source module to its file.
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { entryFileNames: 'assets/[hash].js', chunkFileNames: 'assets/[hash].js' } },
  },
  // What both web test projects share; the root vitest.config.ts declares them (web, web-isolated) and their files.
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A test that opens a form downloaded on demand transforms its modules on first import: seconds on a loaded machine.
    testTimeout: 15_000,
  },
}));
