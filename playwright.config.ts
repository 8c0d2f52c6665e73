import { readdirSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The first server listens here; each lane of each device has a server of its own on the next ports. */
const PORT = Number(process.env.E2E_PORT ?? 8181);
const DEVICES = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  { name: 'mobile', use: { ...devices['Pixel 7'] } },
];

/**
 * Each device's journeys run in two lanes side by side, the spec files split in name order at
 * SECOND_LANE_FROM: about half of a device's time each (docs/architecture/tests.md#browser-journeys).
 * A journey waits on pages, timers and minigame rounds far more than on the CPU, so four lanes take
 * about half the time of two.
 */
const SECOND_LANE_FROM = 'officeWithdrawalRisk.spec.ts';
const SPECS = readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.spec.ts'))
  .sort();
const filesOf = (names: string[]) => new RegExp(`/(${names.map((n) => n.replace(/[.-]/g, '\\$&')).join('|')})$`);
const LANES = [
  { suffix: '', files: filesOf(SPECS.filter((f) => f < SECOND_LANE_FROM)) },
  { suffix: '-2', files: filesOf(SPECS.filter((f) => f >= SECOND_LANE_FROM)) },
];
const RUNS = LANES.flatMap((lane, l) =>
  DEVICES.map((device, d) => ({
    ...device,
    name: device.name + lane.suffix,
    files: lane.files,
    port: PORT + 2 * l + d,
  })),
);

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) on a desktop and a phone
 * viewport, side by side: each device and lane has a server of its own, started from a clean
 * embedded database, and runs its journeys one at a time (a journey reads what the ones before it
 * left on its server, never what another lane's did).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: RUNS.length,
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
  projects: RUNS.map(({ name, port, use, files }) => ({
    name,
    testMatch: files,
    workers: 1,
    use: { ...use, baseURL: `http://localhost:${port}` },
  })),
  webServer: RUNS.map(({ port }) => ({
    command: `rm -rf test-results/e2e-data-${port} && PORT=${port} DATA_DIR=test-results/e2e-data-${port} LOG_LEVEL=warn MINIGAME_FAST=1 npx tsx src/server/main.ts`,
    url: `http://localhost:${port}/healthz`,
    // the demo players' first day (src/server/db/seed/demoPlay.ts) moves money and rings the staff
    // bell: the journeys start once it is over
    wait: { stdout: /The demo players' first day is played/ },
    timeout: 300_000,
    reuseExistingServer: false,
  })),
});
