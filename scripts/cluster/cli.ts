/**
 * `npm run cluster [-- up|down|status|drill:pitr] [--base-port N] [--nodes N] [--dir D] [--fresh]`
 * (docs/operations/cluster.md). Env: CLUSTER_BASE_PORT, CLUSTER_NODES, CLUSTER_DIR.
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from './control';
import { downFromState, readState } from './state';
import { alive } from './processes';
import { PG_BIN } from './postgres';
import { drillPitr } from './pitr';
import { drillRolling } from './rolling';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'base-port': { type: 'string', default: process.env.CLUSTER_BASE_PORT ?? '7100' },
    nodes: { type: 'string', default: process.env.CLUSTER_NODES ?? '3' },
    dir: { type: 'string', default: process.env.CLUSTER_DIR ?? '.cluster' },
    fresh: { type: 'boolean', default: false },
  },
});
const command = positionals[0] ?? 'up';
const dir = path.resolve(values.dir);
const basePort = Number(values['base-port']);
const nodes = Number(values.nodes);

/** What the cluster needs from Debian, by the binary that tells it is there. */
const DEBIAN_PACKAGES: Record<string, string> = {
  haproxy: 'haproxy',
  pgbouncer: 'pgbouncer',
  'redis-server': 'redis-server',
};

function installMissing(): void {
  const has = (bin: string) => {
    try {
      execFileSync('sh', ['-c', `command -v ${bin}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  const missing = Object.entries(DEBIAN_PACKAGES)
    .filter(([bin]) => !has(bin))
    .map(([, pkg]) => pkg);
  if (!has(path.join(PG_BIN, 'postgres'))) missing.push('postgresql-15');
  if (!missing.length) return;
  console.log(`installing with apt-get: ${missing.join(' ')}`);
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function printUrls(cluster: Cluster, startedMs: number): void {
  const lines = [
    '',
    `  Cluster up in ${(startedMs / 1000).toFixed(1)} s (${dir})`,
    `  Member site : ${cluster.lbUrl}/`,
    `  Office      : ${cluster.lbUrl}/partner`,
    `  Nodes       : ${cluster.nodes.map((n) => n.url).join('  ')}`,
    `  PgBouncer   : ${cluster.databaseUrl} (the nodes' DATABASE_URL)`,
    `  Primary     : ${cluster.directDatabaseUrl}`,
    `  Replica     : ${cluster.replicaUrl}`,
    `  Redis       : ${cluster.redisUrl}`,
    `  Logs        : ${path.join(dir, 'logs')}`,
    '',
    '  Ctrl-C or `npm run cluster -- down` stops everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

/** One cluster per directory: a running one is refused, the leftovers of a killed one stopped. */
async function prepare(): Promise<void> {
  const state = await readState(dir);
  if (state && alive(state.supervisor))
    throw new Error(`a cluster runs from ${dir} (pid ${state.supervisor}): npm run cluster -- down`);
  if (state) await downFromState(dir);
  installMissing();
}

async function up(): Promise<void> {
  await prepare();
  if (values.fresh) await rm(dir, { recursive: true, force: true });
  const started = Date.now();
  const cluster = await startCluster({ basePort, nodes, dir });
  printUrls(cluster, Date.now() - started);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the cluster…');
    void cluster.down().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The rolling restart on a cluster of its own (the same ports and data as `up`), stopped after. */
async function rollingDrill(): Promise<void> {
  await prepare();
  const cluster = await startCluster({ basePort, nodes, dir });
  try {
    const result = await drillRolling(cluster, (line) => console.log(line));
    const rate = Math.round(result.calls / (result.durationMs / 1000));
    console.log(
      `${result.calls} calls in ${(result.durationMs / 1000).toFixed(1)} s (${rate}/s), ${result.failures.length} failed`,
    );
    for (const failure of result.failures.slice(0, 20)) console.log(`  ${failure}`);
    console.log(result.failures.length === 0 ? 'drill:rolling OK' : 'drill:rolling FAILED');
    process.exitCode = result.failures.length === 0 ? 0 : 1;
  } finally {
    await cluster.down();
  }
}

async function status(): Promise<void> {
  const state = await readState(dir);
  if (!state) {
    console.log(`no cluster runs from ${dir}`);
    return;
  }
  const layout = state.ports;
  console.log(`cluster in ${dir}: supervisor ${state.supervisor} ${alive(state.supervisor) ? 'runs' : 'is gone'}`);
  for (const [name, pid] of Object.entries(state.pids))
    console.log(`  ${name.padEnd(10)} pid ${pid ?? '-'} ${alive(pid) ? 'runs' : 'stopped'}`);
  for (const [name, port] of [
    ['primary', layout.primary],
    ['replica', layout.replica],
  ] as const) {
    let ok: boolean;
    try {
      execFileSync(path.join(PG_BIN, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]);
      ok = true;
    } catch {
      ok = false;
    }
    console.log(`  ${name.padEnd(10)} port ${port} ${ok ? 'accepts connections' : 'down'}`);
  }
}

async function main(): Promise<void> {
  switch (command) {
    case 'up':
      return up();
    case 'down':
      console.log((await downFromState(dir)) ? 'cluster stopped' : `no cluster runs from ${dir}`);
      return;
    case 'status':
      return status();
    case 'drill:pitr': {
      // its own small primary, node and restored server on base port + 90…92, beside a running cluster
      const result = await drillPitr({
        dir: path.join(dir, 'drill-pitr'),
        port: basePort + 90,
        say: (line) => console.log(line),
      });
      const ok = result.restoredBefore && !result.restoredAfter && result.verify.code === 0;
      console.log(ok ? 'drill:pitr OK' : `drill:pitr FAILED: ${JSON.stringify(result)}`);
      process.exitCode = ok ? 0 : 1;
      return;
    }
    case 'drill:rolling':
      return rollingDrill();
    default:
      throw new Error(`unknown command ${command}: up, down, status, drill:pitr or drill:rolling`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
