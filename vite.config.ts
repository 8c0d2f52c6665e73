import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LongFilesFirst from './tests/support/longFilesFirst';
import { precompress } from './scripts/precompress';
import { zodJitlessInBrowser } from './scripts/zodJitless';

export default defineConfig({
  // precompress: every text file also as .br and .gz, served as they are (src/server/static.ts);
  // zodJitlessInBrowser: zod never probes eval in the browser (scripts/zodJitless.ts)
  plugins: [react(), precompress(), zodJitlessInBrowser()],
  build: {
    outDir: 'dist',
  },
  // The office is built on its own (docs/architecture/office-front.md#first-load): in one build with
  // the member front, the chunks both share were cut by the office's lazy screens into many small
  // pieces, and each front's first load carried the other's splits.
  environments: {
    client: {
      build: { emptyOutDir: true, rollupOptions: { input: { member: 'index.html', vendorDemo: 'vendor-demo.html' } } },
    },
    office: {
      consumer: 'client',
      build: { emptyOutDir: false, rollupOptions: { input: { office: 'partner.html' } } },
    },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.office!);
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'http://localhost:8080', ws: true } },
  },
  test: {
    // Server tests start real databases (PGlite in WASM, or PostgreSQL) and processes: give them room.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Most server tests wait on a database or a child process rather than the CPU: run three
    // files at once even on two cores.
    maxWorkers: 3,
    // A test that needs a second try in CI is reported as flaky by the runner, not hidden.
    retry: process.env.CI ? 1 : 0,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        // Tests that need no database: shared rules, pure server parts, scripts (npm run test:unit).
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Files share their worker's modules: no test here changes module state (the server keeps
          // none, DESIGN "AppDeps"), and importing the server once per worker, not per file, saves
          // more than a second a file.
          isolate: false,
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/vendorDemo/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.db.test.ts'],
        },
      },
      {
        // Tests on a database (PGlite, or PostgreSQL with DATABASE_URL): the integration suite, and
        // the tests beside the code named *.db.test.ts. Each file copies the run's template database.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // Server tests start databases and processes beside the other suites of CI: a test that
          // needs more than two minutes there is hung, one that needs one is only slowed.
          testTimeout: 120_000,
          isolate: false,
          // With files sharing a worker, a spy ends with its test.
          restoreMocks: true,
          include: ['tests/integration/**/*.test.ts', 'src/server/**/*.db.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          // One jsdom and one import of MUI and react-admin per worker rather than per file: the
          // project's CPU time falls to about a third. Each test renders its own tree and
          // uiSetup.ts unmounts it; nothing here mocks a module.
          isolate: false,
          include: [
            'src/member/**/*.test.tsx',
            'src/office/**/*.test.tsx',
            'src/dataProvider/**/*.test.ts',
            'src/authProvider/**/*.test.ts',
            'src/member/**/*.test.ts',
            'src/office/**/*.test.ts',
          ],
          setupFiles: ['tests/support/uiSetup.ts'],
        },
      },
    ],
  },
});
