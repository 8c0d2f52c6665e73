/**
 * The production shape on one machine (docs/operations/cluster.md): HAProxy in front of API nodes,
 * PgBouncer in front of a PostgreSQL primary that archives its WAL, a streaming replica for reports
 * and a Redis, each on a port from `basePort` (ports.ts). `npm run cluster` (cli.ts) drives it; the
 * chaos run and tests call it directly.
 */
import { chown, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { AdvisoryLock } from '../../src/server/db/advisoryLocks';
import { assertPortsFree, allPorts, portLayout, type PortLayout } from './ports';
import { createDatabase, initPrimary, makeReplica, pgServer, pgStart, pgStop, pgUrl, sql } from './postgres';
import { alive, postgresUser, run, spawnLogged, stopChild, waitUntil } from './processes';
import { startLoadBalancer } from './loadBalancer';
import { nodeHealthy, REPO, spawnApiNode } from './apiNode';
import { startPgbouncer } from './pgbouncer';
import { writeState } from './state';

export interface ClusterOptions {
  basePort: number;
  /** API nodes; 3 unless given. */
  nodes?: number;
  /** Everything the cluster writes: data directories, the WAL archive, configs, logs. */
  dir: string;
  /** Added to every node's environment (after the cluster's own). */
  env?: Record<string, string>;
}

interface ClusterNode {
  name: string;
  url: string;
  pid(): number | undefined;
}

export interface Cluster {
  /** http://127.0.0.1:<port>: the load balancer (HAProxy). */
  lbUrl: string;
  /** What the nodes use: PgBouncer's session pool in front of the primary. */
  databaseUrl: string;
  /** The primary itself (checks such as ledger:verify). */
  directDatabaseUrl: string;
  /** The replica itself (the nodes read it through PgBouncer's `<db>_replica`). */
  replicaUrl: string;
  redisUrl: string;
  nodes: ClusterNode[];
  /** Default SIGKILL; waits for the process to be gone. */
  killNode(i: number, signal?: NodeJS.Signals): Promise<void>;
  /** Starts node i again (or for the first time); waits for /healthz 200. */
  startNode(i: number): Promise<void>;
  restartRedis(): Promise<void>;
  /** pg_ctl stop -m fast, then start. */
  restartPrimary(): Promise<void>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  /** The index of the node that leads a job (a key of AdvisoryLock; the minigame scheduler by default). */
  leaderNode(job?: keyof typeof AdvisoryLock): Promise<number | undefined>;
  pauseNode(i: number): Promise<void>;
  resumeNode(i: number): Promise<void>;
  /** The path of node i's log. */
  logs(i: number): string;
  down(): Promise<void>;
}

const DB = 'winner';

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = path.resolve(options.dir);
  const count = options.nodes ?? 3;
  const ports: PortLayout = portLayout(options.basePort, count);
  await assertPortsFree(allPorts(ports));
  const as = await postgresUser();
  const logs = path.join(dir, 'logs');
  await mkdir(logs, { recursive: true });
  // pg_ctl writes the servers' logs here as the postgres user
  if (as) await chown(logs, as.uid, as.gid);
  // PgBouncer writes its pid and log beside its config, as the postgres user
  const bouncerDir = path.join(dir, 'pgbouncer');
  await mkdir(bouncerDir, { recursive: true });
  if (as) await chown(bouncerDir, as.uid, as.gid);

  const primary = pgServer(dir, 'primary', ports.primary, logs, as);
  const replica = pgServer(dir, 'replica', ports.replica, logs, as);
  const archiveDir = path.join(dir, 'wal-archive');

  const children: Record<string, ChildProcess | undefined> = {};
  const nodeChildren: (ChildProcess | undefined)[] = Array.from({ length: count }, () => undefined);
  const redisUrl = `redis://127.0.0.1:${ports.redis}/0`;
  const databaseUrl = pgUrl(ports.pgbouncer, DB);
  const replicaPoolUrl = pgUrl(ports.pgbouncer, `${DB}_replica`);
  const nodeLog = (i: number) => path.join(logs, `node${i + 1}.log`);

  // one write at a time: nodes start side by side
  let saving: Promise<void> = Promise.resolve();
  const saveState = () => (saving = saving.catch(() => undefined).then(() => writeState(dir, currentState())));
  const currentState = () => ({
    supervisor: process.pid,
    pids: {
      ...Object.fromEntries(Object.entries(children).map(([k, c]) => [k, c?.pid])),
      ...Object.fromEntries(nodeChildren.map((c, i) => [`node${i + 1}`, c?.pid])),
    },
    dataDirs: [primary.dataDir, replica.dataDir],
    ports,
  });

  const startRedis = async () => {
    const child = spawnLogged(
      'redis-server',
      ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      path.join(logs, 'redis.log'),
    );
    children.redis = child;
    await waitUntil(
      'redis',
      async () => {
        const { default: Redis } = await import('ioredis');
        const r = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        // not up yet: connect() rejects, and the client's error event says it again
        r.on('error', () => undefined);
        try {
          await r.connect();
          return (await r.ping()) === 'PONG';
        } finally {
          r.disconnect();
        }
      },
      10_000,
    );
    await saveState();
  };

  const startNode = async (i: number) => {
    const port = ports.nodes[i]!;
    const name = `node${i + 1}`;
    const child = spawnApiNode(
      port,
      {
        // application_name tells the nodes apart in pg_stat_activity (leaderNode)
        DATABASE_URL: `${databaseUrl}?application_name=${name}`,
        DATABASE_REPLICA_URL: `${replicaPoolUrl}?application_name=${name}`,
        REDIS_URL: redisUrl,
        TRUST_PROXY: 'true',
        SCHEDULER: 'true',
        // HAProxy's checks (1 s, two failures) take a stopping node out before it closes a connection
        SHUTDOWN_DRAIN_S: '3',
        DEMO: 'true',
        ...options.env,
      },
      nodeLog(i),
    );
    nodeChildren[i] = child;
    await saveState();
    await nodeHealthy(name, port, child, nodeLog(i));
  };

  const down = async () => {
    await Promise.all(nodeChildren.map((c) => c && stopChild(c)));
    for (const name of ['lb', 'pgbouncer', 'redis']) if (children[name]) await stopChild(children[name]);
    await pgStop(replica);
    await pgStop(primary);
    await rm(path.join(dir, 'state.json'), { force: true });
  };

  try {
    // The nodes serve the built fronts: build them once here rather than in each node.
    if (options.env?.SERVE_STATIC !== 'false' && !existsSync(path.join(REPO, 'dist', 'index.html')))
      await run('npm', ['run', 'build'], { cwd: REPO });
    // A kept data directory starts again as it was; a new primary gets a new replica.
    if (!existsSync(path.join(primary.dataDir, 'PG_VERSION'))) {
      await rm(replica.dataDir, { recursive: true, force: true });
      await initPrimary(primary, archiveDir);
    }
    await pgStart(primary);
    await createDatabase(ports.primary, DB);
    if (!existsSync(path.join(replica.dataDir, 'PG_VERSION'))) await makeReplica(primary, replica);
    await pgStart(replica);
    children.pgbouncer = await startPgbouncer(
      bouncerDir,
      DB,
      { port: ports.pgbouncer, primary: ports.primary, replica: ports.replica, nodes: count },
      as,
    );
    await startRedis();
    // The first node migrates and seeds alone; the others then start side by side.
    await startNode(0);
    await Promise.all(ports.nodes.slice(1).map((_, k) => startNode(k + 1)));
    children.lb = await startLoadBalancer(dir, ports.loadBalancer, ports.nodes);
    await saveState();
  } catch (error) {
    await down().catch(() => undefined);
    throw error;
  }

  const node = (i: number) => {
    const child = nodeChildren[i];
    if (i < 0 || i >= count) throw new Error(`no node ${i}`);
    return child;
  };

  return {
    lbUrl: `http://127.0.0.1:${ports.loadBalancer}`,
    databaseUrl,
    directDatabaseUrl: pgUrl(ports.primary, DB),
    replicaUrl: pgUrl(ports.replica, DB),
    redisUrl,
    nodes: ports.nodes.map((port, i) => ({
      name: `node${i + 1}`,
      url: `http://127.0.0.1:${port}`,
      pid: () => {
        const c = nodeChildren[i];
        return c && c.exitCode === null && c.signalCode === null ? c.pid : undefined;
      },
    })),
    async killNode(i, signal = 'SIGKILL') {
      const child = node(i);
      if (child) await stopChild(child, signal);
    },
    async startNode(i) {
      const child = node(i);
      if (child && alive(child.pid) && child.exitCode === null && child.signalCode === null)
        throw new Error(`node ${i} runs`);
      await startNode(i);
    },
    async restartRedis() {
      if (children.redis) await stopChild(children.redis);
      await startRedis();
    },
    async restartPrimary() {
      await pgStop(primary);
      await pgStart(primary);
    },
    stopReplica: () => pgStop(replica),
    startReplica: () => pgStart(replica),
    async leaderNode(job = 'minigameScheduler') {
      const rows = await sql<{ application_name: string }>(
        pgUrl(ports.primary, DB),
        `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.granted and l.objsubid = 1
            and ((l.classid::bigint << 32) | l.objid::bigint) = $1`,
        [AdvisoryLock[job]],
      );
      const name = rows[0]?.application_name;
      const i = name?.match(/^node(\d+)$/)?.[1];
      return i ? Number(i) - 1 : undefined;
    },
    async pauseNode(i) {
      const pid = node(i)?.pid;
      if (pid) process.kill(pid, 'SIGSTOP');
    },
    async resumeNode(i) {
      const pid = node(i)?.pid;
      if (pid) process.kill(pid, 'SIGCONT');
    },
    logs: nodeLog,
    down,
  };
}
