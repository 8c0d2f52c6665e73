import { runScript } from '../../support/runScript';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSecretsInUse, loadConfig } from '../../../src/server/config';

/**
 * A production start refuses demo secrets; a demo start says loudly what it is
 * (docs/operations/production.md).
 */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'prod-defaults-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs `npm start`'s entry until it exits or prints `until`, then stops it. */
const start = (env: Record<string, string>, until?: string) => runScript('src/server/main.ts', dataDir, env, until);

// The starts below run on the embedded database whatever DATABASE_URL says: the PGlite suite runs them.
describe.skipIf(process.env.DATABASE_URL)('production defaults', () => {
  it('DEMO=false with the demo JWT_SECRET does not start, naming the variable', async () => {
    const { code, out } = await start({ DEMO: 'false' });
    expect(code).toBe(1);
    expect(out).toContain('JWT_SECRET');
    expect(out).toContain('DEMO=false');
  }, 60_000);

  it('demo mode prints a warning banner', async () => {
    const { out } = await start({ DEMO: 'true' }, 'DEMO MODE');
    expect(out).toContain('DEMO MODE');
  }, 60_000);

  it('every listed demo secret counts only while it keeps its demo value', () => {
    expect(demoSecretsInUse(loadConfig({ DEMO: 'false' }))).toContain('JWT_SECRET');
    expect(demoSecretsInUse(loadConfig({ DEMO: 'false', JWT_SECRET: 'a-real-secret-of-enough-length' }))).not.toContain(
      'JWT_SECRET',
    );
  });
});
