import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A screen shows what it fetched within 20 s even on a machine that runs the server suites and the
// browser journeys beside these tests (CI: .ci/run); waiting longer is no assertion about speed.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => cleanup());
// Files share one jsdom per worker (vite.config.ts): what a file stored is gone before the next.
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
