import { defineConfig, devices } from '@playwright/test';

/** The first lane's server listens here, each other lane's on the ports after it. */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const DEVICES = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  { name: 'mobile', use: { ...devices['Pixel 7'] } },
];
/**
 * Each device's journeys in two lanes of about the same length (docs/architecture/tests.md#browser-journeys):
 * the member's play, and the office with the journeys that cross it. A spec file not named here runs
 * in the first lane.
 */
const LANE_B = [
  'office*.spec.ts',
  'sportsOffice.spec.ts',
  'security*.spec.ts',
  'wordsNotCodes.spec.ts',
  'responsible.spec.ts',
];
const LANES = [
  { name: 'play', testIgnore: LANE_B },
  { name: 'office', testMatch: LANE_B },
];
const PROJECTS = DEVICES.flatMap((device) => LANES.map((lane) => ({ device, lane })));

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) on a desktop and a phone
 * viewport, in four lanes side by side: each lane has a server of its own, started from a clean
 * embedded database, and runs its journeys one at a time (a journey reads what the ones before it
 * in its lane left on its server, never what another lane's did).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: PROJECTS.length,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: PROJECTS.map(({ device, lane }, i) => ({
    name: `${device.name}-${lane.name}`,
    testMatch: lane.testMatch,
    testIgnore: lane.testIgnore,
    workers: 1,
    use: { ...device.use, baseURL: `http://localhost:${PORT + i}` },
  })),
  webServer: PROJECTS.map((_, i) => PORT + i).map((port) => ({
    command: `rm -rf test-results/e2e-data-${port} && PORT=${port} DATA_DIR=test-results/e2e-data-${port} LOG_LEVEL=warn MINIGAME_FAST=1 npx tsx src/server/main.ts`,
    url: `http://localhost:${port}/healthz`,
    // the demo players' first day (src/server/db/seed/demoPlay.ts) moves money and rings the staff
    // bell: the journeys start once it is over
    wait: { stdout: /The demo players' first day is played/ },
    timeout: 300_000,
    reuseExistingServer: false,
  })),
});
