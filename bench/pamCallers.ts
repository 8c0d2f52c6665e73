import { percentile } from './harness';
import { HttpConnection } from './httpWire';
import { pamTx } from './pamBody';
import { answerParent } from './runLoad';

type Member = { id: number; token: string };

/**
 * The provider side of bench/vendor.bench.ts, forked into its own process so that the callers'
 * HTTP client never shares the wallet server's event loop (as Valkyrie would not): `concurrency`
 * callers each play whole rounds of its own members, a round's DEPOSIT after its WITHDRAW, as a
 * table does, each on a kept-alive connection of its own (bench/httpWire.ts, a client as lean as
 * Valkyrie's), and report the rate and latencies of every PAM call.
 */
export interface PamPlan {
  base: string;
  apiToken: string;
  provider: string;
  members: Member[];
  concurrency: number;
  perCaller: number;
  tag: string;
}
export interface PamResult {
  perSecond: number;
  p50: number;
  p99: number;
  calls: number;
  /** CPU milliseconds the callers' process spent per call (HTTP client and JSON). */
  cpuPerCall: number;
}

async function play(plan: PamPlan): Promise<PamResult> {
  const origin = new URL(plan.base);
  const path = (m: Member) => `/pam/players/${m.id}/transactions?provider=${plan.provider}`;
  const headers = (m: Member) => ({
    authorization: `Bearer ${plan.apiToken}`,
    'x-player-token': m.token,
    'x-correlation-id': 'bench',
  });
  const call = async (connection: HttpConnection, m: Member, body: Record<string, unknown>) => {
    const json = JSON.parse(await connection.post(path(m), headers(m), JSON.stringify(body))) as { status: string };
    if (json.status !== 'OK') throw new Error(`PAM answered ${JSON.stringify(json)}`);
  };
  const latencies: number[] = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: plan.concurrency }, async (_, w) => {
      // Opened inside the measured span: connecting is part of what the callers cost.
      const connection = await HttpConnection.open(origin);
      try {
        for (let r = 0; r < plan.perCaller; r++) {
          const m = plan.members[(w + r * plan.concurrency) % plan.members.length]!;
          const g = `${plan.tag}-${w}-${r}`;
          for (const body of [
            pamTx(plan.provider, 'WITHDRAW', `${g}-d`, g, 1_000),
            pamTx(plan.provider, 'DEPOSIT', `${g}-c`, g, r % 2 ? 1_950 : 0),
          ]) {
            const t0 = performance.now();
            await call(connection, m, body);
            latencies.push(performance.now() - t0);
          }
        }
      } finally {
        connection.close();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    calls: latencies.length,
    cpuPerCall: (used.user + used.system) / 1000 / latencies.length,
  };
}

answerParent(play);
