import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: { member: 'index.html', office: 'partner.html', vendorDemo: 'vendor-demo.html' },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/ws': { target: 'http://localhost:8080', ws: true } },
  },
  test: {
    // Server tests start real databases (PGlite in WASM or PostgreSQL schemas): give them room.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Most server tests wait on a database or a child process rather than the CPU: run three
    // files at once even on two cores.
    maxWorkers: 3,
    // A test that needs a second try in CI is reported as flaky by the runner, not hidden.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/integration/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/member/**/*.test.tsx', 'src/office/**/*.test.tsx', 'src/dataProvider/**/*.test.ts', 'src/authProvider/**/*.test.ts', 'src/member/**/*.test.ts', 'src/office/**/*.test.ts'],
          setupFiles: ['tests/support/uiSetup.ts'],
        },
      },
    ],
  },
});
