import { percentile, round, type BenchContext } from './harness';
import { addMembers, seatMembers } from './benchMembers';
import type { FromClients } from './realtimeClients';
import { forkPushClients, startPushClients } from './pushClients';
import type { Config } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { DEMO } from '../src/server/db/seed/demoSeed';
import type { AppDeps } from '../src/server/deps';
import { applyFeed } from '../src/server/modules/sports/feed/apply';
import type { FeedDocument } from '../src/server/modules/sports/feed/format';
import { sportsTopic, type SportsPush } from '../src/shared/api/sports';

const wallNow = () => performance.timeOrigin + performance.now();

/**
 * An odds change of a match in play reaching every member who watches the board
 * (docs/architecture/push.md, `/topic/sports/<siteId>`): `sockets` members hold a STOMP/SockJS
 * socket subscribed to the site's sports topic (bench/realtimeClients.ts, in a process of its
 * own), and the feed applies `rounds` live documents that each move the match's home price. The
 * clock of a round starts when the feed's pass begins (its transaction, the read of the changed
 * markets and the publish included) and stops when a socket has the bytes of the push carrying
 * that price. Figure: p50/p99 over every socket of every round (target p99 ≤ 50 ms). One round
 * before them is not counted, as the other figures' warm calls are not: the first push to sockets
 * just opened pays once for their first frames and for code not yet compiled (a pass of about
 * 85 ms, where the rounds after it take 22-42 ms; docs/benchmarks/2026-11-29-live-pass.md).
 */
export async function measureOddsPush(
  ctx: BenchContext,
  a: {
    deps: AppDeps;
    database: Database;
    config: Config;
    port: number;
    now: Date;
    /** A one-fixture feed document; `priced(n)` is the same with its home price set to n (× 100). */
    priced: (odds: number) => FeedDocument;
    fixtureRef: string;
  },
): Promise<void> {
  const sockets = ctx.quick ? 200 : 2_000;
  const rounds = ctx.quick ? 5 : 20;
  const ids = await addMembers(a.database, 'spwatch', sockets);
  const seats = await seatMembers(a.database, a.config, ids, a.now);
  const fixtureId = Number(
    (
      await a.database.db
        .selectFrom('sports_fixtures')
        .select('id')
        .where('ref', '=', a.fixtureRef)
        .executeTakeFirstOrThrow()
    ).id,
  );
  const clients = forkPushClients();
  try {
    const ready = startPushClients(clients, {
      port: a.port,
      siteId: DEMO.siteId,
      siteKey: DEMO.siteKey,
      seats,
      topic: sportsTopic(DEMO.siteId),
    });
    const { connected, failed } = await ready;
    if (failed > 0) throw new Error(`${failed} of ${sockets} push clients could not connect`);

    const latency: number[] = [];
    let started = 0;
    // each pass from its start until it returns: its writes, reads and the server's synchronous fan-out
    const passes: number[] = [];
    for (let r = 0; r <= rounds; r++) {
      // a price no other market of the document carries, so a body names its round
      const price = 401 + r;
      const heard = new Promise<number>((resolve) => {
        let count = 0;
        const timer = setTimeout(() => done(), 10_000);
        const done = () => {
          clearTimeout(timer);
          clients.off('message', listener);
          resolve(count);
        };
        const listener = (m: FromClients) => {
          if (m.type !== 'heard') return;
          for (const [, cmd, body, at] of m.batch) {
            if (cmd !== 'TOPIC' || !carries(body, fixtureId, price)) continue;
            if (r > 0) latency.push(at - started);
            if (++count === connected) done();
          }
        };
        clients.on('message', listener);
      });
      started = wallNow();
      await applyFeed(a.deps, DEMO.siteId, 'file', a.priced(price));
      if (r > 0) passes.push(wallNow() - started);
      const count = await heard;
      if (count < connected) throw new Error(`round ${r}: ${count} of ${connected} sockets heard the odds change`);
      // the clients read between rounds, as between two real changes
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    latency.sort((x, y) => x - y);
    const common = { bench: 'sports', db: a.database.dialect, concurrency: connected, rounds };
    ctx.report({ ...common, figure: 'live_odds_push_p50_ms', value: round(percentile(latency, 50), 2), unit: 'ms' });
    ctx.report({ ...common, figure: 'live_odds_push_p99_ms', value: round(percentile(latency, 99), 2), unit: 'ms' });
    passes.sort((x, y) => x - y);
    ctx.report({ ...common, figure: 'live_odds_pass_p50_ms', value: round(percentile(passes, 50), 2), unit: 'ms' });
  } finally {
    clients.kill();
  }
}

/** The push is this fixture's, with its home price at `price`. */
function carries(body: string, fixtureId: number, price: number): boolean {
  const push = JSON.parse(body) as SportsPush;
  return push.fixtures.some(
    (f) =>
      f.fixtureId === fixtureId && f.markets.some((m) => m.odds.some((o) => o.pick === 'home' && o.odds === price)),
  );
}
