import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import type { Envelope } from '../../src/shared/api/envelope';
import { postgresCopy, type Template } from './templateDatabase';

interface Node {
  base: string;
  call<T = unknown>(
    path: string,
    body?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<Envelope<T>>;
}

export interface Cluster {
  nodes: Node[];
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * A site time zone in which it is about midday now: these nodes run on the real clock, and a
 * deposit request in the site's 23:30-00:30 bank window is refused (C011), which is not what
 * their tests are about.
 */
const MIDDAY_MINUTES = 12 * 60;
export const middayOffsetMinutes = (now = new Date()): number => {
  const offset = (MIDDAY_MINUTES - (now.getUTCHours() * 60 + now.getUTCMinutes())) % (24 * 60);
  return offset < -MIDDAY_MINUTES ? offset + 24 * 60 : offset;
};

async function waitHealthy(base: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`node ${base} exited: ${log()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`node ${base} never became healthy: ${log()}`);
}

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await once(child, 'exit');
  clearTimeout(timer);
};

/**
 * Real API processes (src/server/main.ts, as `npm start` runs it) on the given ports, sharing a
 * copy of the run's template database and a private Redis server; all removed by stop().
 */
export async function startCluster(template: Template, ports: number[], redisPort: number): Promise<Cluster> {
  const scratch = await postgresCopy(template, 'rt');

  const children: ChildProcess[] = [];
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  children.push(redis);

  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await scratch.drop();
  };

  try {
    const nodes: Node[] = [];
    // One after the other on the migrated, seeded copy.
    for (const port of ports) {
      let output = '';
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          SERVE_STATIC: 'false',
          DEMO: 'true',
          SCHEDULER: 'false',
          SITE_TZ_OFFSET_MINUTES: String(middayOffsetMinutes()),
          LOG_LEVEL: 'warn',
          DATABASE_URL: scratch.url,
          REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      const base = `http://127.0.0.1:${port}`;
      await waitHealthy(base, child, () => output);
      nodes.push({
        base,
        async call<T>(path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
          const res = await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: DEMO.siteKey, ...headers },
            body: JSON.stringify({ siteId: DEMO.siteId, ...body }),
          });
          return (await res.json()) as Envelope<T>;
        },
      });
    }
    return { nodes, databaseUrl: scratch.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
