import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files of a worker share its loaded modules (isolate: false): each file used to load the whole
    // app again, 2.4 s a file and a quarter of the suite's time (issue 38). Each file still makes its own
    // server on its own database (createTestApp); no file mocks a module, and spies are restored.
    isolate: false,
    globalSetup: ['./test/support/global-setup.ts'],
  },
});
