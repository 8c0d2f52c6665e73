import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SECRET_VALUES, demoSecretsInUse, loadConfig } from '../../src/server/config';

/** Issue 16 item 8: a production start refuses demo secrets; a demo start says loudly what it is. */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'prod-defaults-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs `npm start`'s entry until it exits or prints `until`, then stops it. */
function start(env: Record<string, string>, until?: string): Promise<{ code: number | null; out: string }> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !(k in DEMO_SECRET_VALUES) && k !== 'DEMO' && k !== 'DATABASE_URL'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: { ...inherited, DATA_DIR: dataDir, SERVE_STATIC: 'false', SCHEDULER: 'false', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (until && out.includes(until)) child.kill('SIGKILL');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

describe('production defaults', () => {
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
    expect(demoSecretsInUse(loadConfig({ DEMO: 'false', JWT_SECRET: 'a-real-secret-of-enough-length' }))).not.toContain('JWT_SECRET');
  });
});
