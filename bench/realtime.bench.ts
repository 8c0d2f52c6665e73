import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { profiled } from './cpuProfile';
import { load, percentile, round, type Bench } from './harness';
import type { FromClients } from './realtimeClients';
import { forkPushClients, startPushClients } from './pushClients';
import { addMembers, seatMembers } from './benchMembers';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { DEMO, seedDemo } from '../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../src/server/db/seed/steps';
import { buildApp } from '../src/server/app';
import { createEventBus, type EventBus } from '../src/server/events/bus';
import { LedgerKind, post, SystemAccount } from '../src/server/modules/ledger/service';

/**
 * Thousands of STOMP/SockJS clients on one node (docs/architecture/push.md). Figures: time from the
 * ledger commit (the moment the ledger publishes `cash`) to the member's socket receiving CASH,
 * p50/p99, with ledger movements arriving from 8 concurrent writers; the same for one INSPECT
 * fanned out to every socket, and the server's CPU and wall time of that fan-out's synchronous
 * publish; server memory per connection. Targets (docs/benchmarks/README.md#targets): CASH p99
 * ≤ 100 ms, INSPECT p99 ≤ 50 ms.
 */
const PORT = 8185;
const WRITERS = 8;
const gc = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();
const wallNow = () => performance.timeOrigin + performance.now();

/** Resolves once `expected` commands matching `cmd` were heard, or 10 s after `sent` with what came. */
function collect(
  clients: ChildProcess,
  cmd: string,
  expected: number,
  sent: Promise<unknown>,
  onHeard: (seat: number, data1: string, at: number) => void,
): Promise<number> {
  return new Promise((resolve) => {
    let heard = 0;
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(timer);
      clients.off('message', listener);
      resolve(heard);
    };
    const listener = (message: FromClients) => {
      if (message.type !== 'heard') return;
      for (const [seat, c, data1, at] of message.batch) {
        if (c !== cmd) continue;
        heard += 1;
        onHeard(seat, data1, at);
      }
      if (heard >= expected) done();
    };
    void sent.then(() => (timer = setTimeout(done, 10_000)));
    clients.on('message', listener);
  });
}

const bench: Bench = {
  name: 'realtime',
  async run(ctx) {
    const connections = ctx.quick ? 200 : 2_000;
    const config = loadConfig({ SERVE_STATIC: 'false', SCHEDULER: 'false', LOG_LEVEL: 'silent', DEMO: 'true' });
    const database = await openDatabase({});
    await migrate(database);
    await seedDemo(database.db, config, demoSeedSteps);
    const memberIds = await addMembers(database, 'rt', connections);
    const seats = await seatMembers(database, config, memberIds, new Date());

    // The ledger publishes `cash` right after its commit: that instant is the start of the clock.
    const committedAt = new Map<number, number>();
    const inner = createEventBus((error) => console.error(error));
    const bus: EventBus = {
      publish(event) {
        if (event.type === 'cash') committedAt.set(event.memberId, wallNow());
        inner.publish(event);
      },
      subscribe: inner.subscribe,
    };
    const app = await buildApp({ config, database, logger: false, bus });
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const clients = forkPushClients();
    try {
      gc();
      const before = process.memoryUsage();
      const ready = startPushClients(clients, { port: PORT, siteId: DEMO.siteId, siteKey: DEMO.siteKey, seats });
      const closed: string[] = [];
      clients.on('message', (m: FromClients) => m.type === 'closed' && closed.push(`seat ${m.seat}: ${m.reason}`));
      const { connected, failed, seconds } = await ready;
      if (failed > 0) throw new Error(`${failed} of ${connections} clients could not connect`);
      await new Promise((r) => setTimeout(r, 1_000));
      gc();
      const after = process.memoryUsage();
      const common = { bench: 'realtime', db: 'pglite' as const, concurrency: connected };
      ctx.report({ ...common, figure: 'connect_per_s', value: round(connected / seconds), unit: '1/s' });
      ctx.report({
        ...common,
        figure: 'server_rss_per_connection_kb',
        value: round((after.rss - before.rss) / connected / 1024),
        unit: 'KiB',
      });
      ctx.report({
        ...common,
        figure: 'server_heap_per_connection_kb',
        value: round((after.heapUsed - before.heapUsed) / connected / 1024),
        unit: 'KiB',
      });

      // Unicast: one ledger movement per member, WRITERS at a time; each member hears its own CASH.
      const cashLatency: number[] = [];
      let commitsDone: (v: unknown) => void = () => undefined;
      const cashHeard = collect(
        clients,
        'CASH',
        connected,
        new Promise((r) => (commitsDone = r)),
        (seat, _data1, at) => {
          const committed = committedAt.get(memberIds[seat]!);
          if (committed !== undefined) cashLatency.push(at - committed);
        },
      );
      // Each movement waits for the next turn of the event loop, as one arriving over HTTP would:
      // a chain of in-memory PGlite commits never yields, and the sockets would not be read.
      const commits = await load(connected, WRITERS, async (i) => {
        await new Promise((r) => setImmediate(r));
        await post(app.deps, {
          siteId: DEMO.siteId,
          idempotencyKey: `rt-bench-${randomUUID()}`,
          kind: LedgerKind.Give,
          postings: [
            { account: { system: SystemAccount.House, asset: 'cash' }, amount: -1_000 },
            { account: { member: memberIds[i]!, asset: 'cash' }, amount: 1_000 },
          ],
        });
      });
      commitsDone(null);
      const heard = await cashHeard;
      if (heard < connected)
        throw new Error(
          `only ${heard} of ${connected} CASH pushes arrived; closed: ${closed.slice(0, 5).join(', ')} (${closed.length})`,
        );
      cashLatency.sort((a, b) => a - b);
      ctx.report({
        ...common,
        figure: 'ledger_commits_per_s',
        value: round(commits.perSecond),
        unit: '1/s',
        writers: WRITERS,
      });
      ctx.report({ ...common, figure: 'cash_push_p50_ms', value: round(percentile(cashLatency, 50), 2), unit: 'ms' });
      ctx.report({ ...common, figure: 'cash_push_p99_ms', value: round(percentile(cashLatency, 99), 2), unit: 'ms' });

      // Broadcast: one INSPECT (maintenance ended) to every socket of the site.
      const fanout: number[] = [];
      const inspectHeard = collect(clients, 'INSPECT', connected, Promise.resolve(), (_seat, _d, at) =>
        fanout.push(at),
      );
      // BENCH_PROFILE=1 profiles the server from the publish until every socket heard it
      const {
        published,
        publishMs,
        publishCpu,
        heard: inspects,
      } = await profiled('realtime-inspect', async () => {
        const at = wallNow();
        const cpu = process.cpuUsage();
        app.deps.bus.publish({ type: 'inspect', siteId: DEMO.siteId, on: false });
        // the synchronous fan-out alone, apart from the client's reading: this process's CPU is
        // the figure that holds on a loaded machine, its wall time only a direction
        const spent = process.cpuUsage(cpu);
        return {
          published: at,
          publishMs: wallNow() - at,
          publishCpu: (spent.user + spent.system) / 1000,
          heard: await inspectHeard,
        };
      });
      if (inspects < connected)
        throw new Error(
          `only ${fanout.length} of ${connected} sockets heard INSPECT; closed: ${closed.slice(0, 5).join(', ')} (${closed.length})`,
        );
      const fanoutLatency = fanout.map((at) => at - published).sort((a, b) => a - b);
      ctx.report({
        ...common,
        figure: 'inspect_fanout_p50_ms',
        value: round(percentile(fanoutLatency, 50), 2),
        unit: 'ms',
      });
      ctx.report({
        ...common,
        figure: 'inspect_fanout_p99_ms',
        value: round(percentile(fanoutLatency, 99), 2),
        unit: 'ms',
      });
      ctx.report({ ...common, figure: 'inspect_fanout_server_cpu_ms', value: round(publishCpu, 2), unit: 'ms' });
      ctx.report({ ...common, figure: 'inspect_fanout_publish_ms', value: round(publishMs, 2), unit: 'ms' });
    } finally {
      clients.kill();
      await app.close();
      await database.close();
    }
  },
};

export default bench;
