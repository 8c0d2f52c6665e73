import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());
// Files share one jsdom per worker (vite.config.ts): what a file stored is gone before the next.
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
