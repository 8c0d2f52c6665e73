import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The desktop's server listens here, the phone's on the next port. */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const DEVICES = [
  { name: 'desktop', port: PORT, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  { name: 'mobile', port: PORT + 1, use: { ...devices['Pixel 7'] } },
];

/**
 * With E2E_DATABASE_URL (CI), each device's server runs on a database of its own on that PostgreSQL
 * server, made afresh at its start, instead of the embedded one (docs/architecture/tests.md#ci: 12.1
 * minutes against 12.7). Answers the shell words that make it and point the server at it, or none.
 */
const DATABASE_URL = process.env.E2E_DATABASE_URL;
function freshDatabaseEnv(port: number): string {
  if (!DATABASE_URL) return '';
  const url = new URL(DATABASE_URL);
  url.pathname = `/e2e_${port}`;
  return `PGOPTIONS=--client-min-messages=warning psql "${DATABASE_URL}" -qc "drop database if exists e2e_${port} with (force)" -c "create database e2e_${port}" && DEMO=true DATABASE_URL=${url.toString()} `;
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the build Playwright itself runs
 * headless: the same Blink without the full browser's window layer, at about two thirds of the full
 * Chromium's CPU for the same pages (docs/architecture/tests.md#browser-journeys). The full Chromium
 * when only it is installed; CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) on a desktop and a phone
 * viewport, side by side: each device has a server of its own, started from a clean embedded
 * database, and runs its journeys one at a time (a journey reads what the ones before it left on
 * its server, never what the other device's did).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: DEVICES.length,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A member who asked for less motion, which the site honours (the notice strip stands still):
    // headless Chromium composites in software, and the strip's endless scroll cost a third of a core
    // for every open page, more than the rest of a journey's page together (docs/architecture/tests.md#ci).
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: DEVICES.map(({ name, port, use }) => ({
    name,
    workers: 1,
    use: { ...use, baseURL: `http://localhost:${port}` },
  })),
  webServer: DEVICES.map(({ port }) => ({
    command: `rm -rf test-results/e2e-data-${port} && ${freshDatabaseEnv(port)}PORT=${port} DATA_DIR=test-results/e2e-data-${port} LOG_LEVEL=warn MINIGAME_FAST=1 npx tsx src/server/main.ts`,
    // The demo players' first day (src/server/db/seed/demoPlay.ts) moves money, signs in the shop
    // partner and rings the staff bell: the journeys start once it is over. No `url` beside it:
    // Playwright starts the tests at whichever comes first, and /healthz answers before the day is
    // played (a journey's sign-in of the shop then ended the play's session after one player).
    wait: { stdout: /The demo players' first day is played/ },
    timeout: 300_000,
    reuseExistingServer: false,
  })),
});
