import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { runTemplate } from '../../support/testApp';
import type { Envelope } from '../../../src/shared/api/envelope';
import { connectPush, loginPush } from '../../support/realtimeClient';
import type { ScratchDatabase } from '../../support/scratchDatabase';
import { pgliteCopy, postgresCopy } from '../../support/templateDatabase';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { hashSecret } from '../../../src/server/modules/identity/passwords';

/**
 * Stopping a node (docs/operations/deployment.md#stopping-a-node): a real server process
 * (src/server/main.ts, as `npm start` runs it), sent SIGTERM while calls are in flight, answers
 * every call it accepted, closes its push sockets and exits 0 within 10 s; on PostgreSQL a second
 * node sharing the database takes the minigame lead at once.
 */
const INTERVAL_S = 5;
const DEADLINE_MS = 10_000;
// Logins hash with argon2 (tens of ms each, on a thread pool of four): a burst keeps calls in flight.
const BURST_PER_MEMBER = 10;
/**
 * A costlier argon2 makes each login of the burst take a few hundred ms, so the server is still
 * hashing most of them when the signal lands, however slowly a busy machine runs this test.
 */
const SLOW_LOGINS = { ARGON2_MEMORY_KIB: 64 * 1024, ARGON2_PASSES: 4 };

/**
 * The template's members were hashed at the default cost, and a login verifies at the cost its hash
 * names: the copy's member passwords are hashed again at the slow cost before a node starts on it.
 */
async function slowMemberPasswords(database: Database): Promise<void> {
  try {
    const passwordHash = await hashSecret(SLOW_LOGINS, DEMO.password);
    await database.db
      .updateTable('members')
      .set({ password_hash: passwordHash })
      .where('site_id', '=', DEMO.siteId)
      .execute();
  } finally {
    await database.close();
  }
}
/** The suite's database: each run tests the shutdown on the database it runs on. */
const POSTGRES = !!process.env.DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface LogLine {
  level: number;
  msg?: string;
  time: number;
  drawn?: string[];
  req?: { url: string };
}

interface Node {
  base: string;
  proc: ChildProcess;
  lines: LogLine[];
  output: () => string;
  exited: Promise<number | null>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A node on the PostgreSQL database named, or on PGlite in `dataDir`. */
async function startNode(
  database: { url: string } | { dataDir: string },
  extra: Record<string, string> = {},
): Promise<Node> {
  const port = await freePort();
  // Without Redis the login limits count in this process only, never with other test files' calls.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const env = 'url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...inherited,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: 'true',
      // the node under test needs the seed's logins, not the demo players' day (slow logins make it minutes)
      DEMO_PLAY: 'false',
      SERVE_STATIC: 'false',
      SCHEDULER: 'true',
      MINIGAME_INTERVAL_S: String(INTERVAL_S),
      // debug: the arrival of each request is logged, so the test sees the server take every call in
      LOG_LEVEL: 'debug',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const lines: LogLine[] = [];
  let raw = '';
  let pending = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    raw += chunk.toString();
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop()!;
    for (const line of parts) if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
  });
  proc.stderr!.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  const node: Node = { base: `http://127.0.0.1:${port}`, proc, lines, output: () => raw, exited };
  const healthy = async () => {
    if (proc.exitCode !== null) throw new Error(`node exited during start:\n${raw}`);
    return (await fetch(`${node.base}/healthz`)).ok;
  };
  // A start on a machine running both server suites and the journeys can take minutes: a wait, not a figure.
  await waitFor(healthy, 240_000, `node ${node.base} to start`);
  return node;
}

const call = async <T>(node: Node, apiPath: string, body: Record<string, unknown>): Promise<Envelope<T>> => {
  const res = await fetch(`${node.base}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: DEMO.siteKey },
    body: JSON.stringify({ siteId: DEMO.siteId, ...body }),
  });
  return (await res.json()) as Envelope<T>;
};

const leads = (node: Node) => node.lines.some((l) => l.msg === 'minigame: this node leads');

/**
 * Opens a push socket, fires a burst of logins, sends SIGTERM once the server has taken every one
 * of them in (while most are still being hashed) and checks that every call was answered, the
 * socket closed and the process exited 0 within the deadline, having logged no fault on the way out.
 */
async function sigtermDuringBurst(node: Node): Promise<void> {
  const [pushMember, ...burstMembers] = DEMO.members;
  const push = await connectPush(node.base, await loginPush((p, b) => call(node, p, b), pushMember!));

  const loginsTaken = () =>
    node.lines.filter((l) => l.msg === 'incoming request' && l.req?.url === '/api/member/login').length;
  const before = loginsTaken();
  let answered = 0;
  const burst = burstMembers.flatMap((memId) =>
    Array.from({ length: BURST_PER_MEMBER }, async () => {
      const envelope = await call<{ token: string }>(node, '/api/member/login', { memId, memPass: DEMO.password });
      answered += 1;
      return envelope;
    }),
  );
  await waitFor(() => loginsTaken() - before === burst.length, 60_000, 'the server to take every call in').catch(
    (error: unknown) => {
      throw new Error(
        `${String(error)}: ${loginsTaken() - before} of ${burst.length}, ${answered} answered\n${node.output().slice(-3_000)}`,
      );
    },
  );
  const answeredBeforeSignal = answered;
  const signalledAt = Date.now();
  node.proc.kill('SIGTERM');

  const code = await node.exited;
  const tookMs = Date.now() - signalledAt;
  const results = await Promise.allSettled(burst);
  await Promise.race([push.closed, sleep(5_000).then(() => Promise.reject(new Error('the push socket stayed open')))]);

  expect(answeredBeforeSignal).toBeLessThan(burst.length);
  expect(results.map((r) => (r.status === 'fulfilled' ? r.value.resultCode : String(r.reason)))).toEqual(
    burst.map(() => '200'),
  );
  expect(code, node.output()).toBe(0);
  expect(tookMs).toBeLessThan(DEADLINE_MS);
  const signalLine = node.lines.findIndex((l) => l.msg === 'shutting down');
  expect(node.lines.slice(signalLine).filter((l) => l.level >= 50)).toEqual([]);
  expect(node.output()).not.toContain('has already been destroyed');
  expect(node.lines.at(-1)?.msg).toBe('shut down');
}

const started: Node[] = [];
afterAll(() => {
  for (const node of started) if (node.proc.exitCode === null) node.proc.kill('SIGKILL');
});

describe('clean shutdown on SIGTERM', () => {
  it.skipIf(POSTGRES)(
    'on PGlite: answers the calls in flight, closes sockets and the database, exits 0',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-'));
      // migrated and seeded already: the node starts in seconds, not after a migrate and seed of its own
      await slowMemberPasswords(await pgliteCopy(runTemplate(), dataDir));
      try {
        const node = await startNode({ dataDir });
        started.push(node);
        await waitFor(() => leads(node), 5_000, 'the minigame lead');
        await sigtermDuringBurst(node);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    420_000,
  );

  it.skipIf(POSTGRES)(
    'drains first: /healthz answers 503 for SHUTDOWN_DRAIN_S while calls are still answered, then exits 0',
    async () => {
      const DRAIN_S = 3;
      const dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-drain-'));
      await pgliteCopy(runTemplate(), dataDir).then((database) => database.close());
      try {
        const node = await startNode({ dataDir }, { SHUTDOWN_DRAIN_S: String(DRAIN_S) });
        started.push(node);
        const health = async () => {
          const res = await fetch(`${node.base}/healthz`);
          return { status: res.status, body: (await res.json()) as { status: string } };
        };
        expect(await health()).toEqual({ status: 200, body: { status: 'ok' } });
        const signalledAt = Date.now();
        node.proc.kill('SIGTERM');
        await waitFor(() => node.lines.some((l) => l.msg === 'shutting down'), 5_000, 'the signal to be taken');
        expect(await health()).toEqual({ status: 503, body: { status: 'draining' } });
        // A call sent during the drain, as a balancer's last ones before it takes the node out.
        const login = await call<{ token: string }>(node, '/api/member/login', {
          memId: DEMO.members[0],
          memPass: DEMO.password,
        });
        expect(login.resultCode).toBe('200');
        expect(await node.exited, node.output()).toBe(0);
        // the server took the call in during the drain, and stopped only once the drain was over
        const signalAt = node.lines.find((l) => l.msg === 'shutting down')!.time;
        const loginAt = node.lines.findLast((l) => l.req?.url === '/api/member/login')!.time;
        expect(loginAt - signalAt).toBeLessThan(DRAIN_S * 1000);
        expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_S * 1000);
        expect(node.lines.at(-1)?.msg).toBe('shut down');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    420_000,
  );

  describe.runIf(POSTGRES)('on PostgreSQL', () => {
    let scratch: ScratchDatabase | undefined;

    afterAll(async () => {
      for (const node of started) if (node.proc.exitCode === null) node.proc.kill('SIGKILL');
      await scratch?.drop();
    });

    it('answers the calls in flight and exits 0; the other node takes the minigame lead at once', async () => {
      scratch = await postgresCopy(runTemplate(), 'shutdown');
      await slowMemberPasswords(await openDatabase({ url: scratch.url, poolSize: 1 }));
      const env = { url: scratch.url };
      // One after the other: the first leads; the second finds the lead taken.
      const first = await startNode(env);
      started.push(first);
      await waitFor(() => leads(first), 5_000, 'the first node to lead');
      const second = await startNode(env);
      started.push(second);
      await sleep(1_500);
      expect(leads(second)).toBe(false);

      await sigtermDuringBurst(first);
      // The lead was given up on the way out, not when the connection timed out: the next try takes it.
      await waitFor(() => leads(second), 3_000, 'the second node to lead');
      const takenAt = second.lines.find((l) => l.msg === 'minigame: this node leads')!.time;
      const goneAt = first.lines.find((l) => l.msg === 'shut down')!.time;
      expect(takenAt - goneAt).toBeLessThan(2_000);
      await waitFor(
        () => second.lines.some((l) => l.msg === 'minigame rounds drawn' && l.time > takenAt),
        (INTERVAL_S + 3) * 1000,
        'a round drawn by the new leader',
      );

      second.proc.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }, 600_000);
  });
});
