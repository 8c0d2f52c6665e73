import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SECRET_VALUES } from '../../../src/server/config';

/**
 * The first demo boot plays the demo players' day after the server listens
 * (docs/domains/content.md, main page highlights): /healthz answers while it runs, and the play
 * logs its end.
 */
let dataDir: string;
let child: ChildProcess | null = null;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'demo-play-start-'));
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.DATABASE_URL)('demo play at the first start', () => {
  it('answers /healthz at once, before the play ends, then logs its end', async () => {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !(k in DEMO_SECRET_VALUES) && k !== 'DATABASE_URL'),
    );
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: process.cwd(),
      env: {
        ...inherited,
        DEMO: 'true',
        DEMO_PLAY: 'true',
        DATA_DIR: dataDir,
        SERVE_STATIC: 'false',
        SCHEDULER: 'false',
        LOG_LEVEL: 'info',
        PORT: '0',
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let out = '';
    const waitFor = (pattern: RegExp) =>
      new Promise<RegExpMatchArray>((resolve, reject) => {
        const check = () => {
          const match = out.match(pattern);
          if (match) resolve(match);
        };
        proc.stdout!.on('data', (chunk: Buffer) => ((out += chunk.toString()), check()));
        proc.stderr!.on('data', (chunk: Buffer) => ((out += chunk.toString()), check()));
        proc.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
        check();
      });
    const [, address] = await waitFor(/Listening on (http:\/\/[\d.:]+)/);
    const health = await fetch(`${address}/healthz`);
    expect(health.status).toBe(200);
    // The play had not finished when the health check answered (its start is logged right after
    // the listening line, and may reach this pipe after the answer).
    expect(out).not.toContain('demo play: finished');
    await waitFor(/demo play: started/);
    await waitFor(/demo play: finished/);
    expect(out).not.toContain('demo play: stopped by a fault');
    expect((await fetch(`${address}/healthz`)).status).toBe(200);
  }, 120_000);
});
