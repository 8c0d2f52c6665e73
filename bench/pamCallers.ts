import { Agent, request } from 'node:http';
import { percentile } from './harness';
import { pamTx } from './pamBody';
import { answerParent } from './runLoad';

/**
 * The provider side of bench/vendor.bench.ts, forked into its own process so that the callers'
 * HTTP client never shares the wallet server's event loop (as Valkyrie would not): `concurrency`
 * callers each play whole rounds of its own members, a round's DEPOSIT after its WITHDRAW, as a
 * table does, on kept-alive connections (node:http), and report the rate and latencies of every
 * PAM call.
 */
export interface PamPlan {
  base: string;
  apiToken: string;
  provider: string;
  members: { id: number; token: string }[];
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

/** POSTs `body` as JSON on one of the agent's kept-alive connections; answers the parsed reply. */
function post(agent: Agent, url: URL, headers: Record<string, string>, body: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        try {
          resolve(JSON.parse(text));
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function play(plan: PamPlan): Promise<PamResult> {
  // node:http on kept-alive connections, one per caller, as a provider's HTTP client keeps them:
  // fetch spent four times the CPU per call, on the cores the wallet under test runs on.
  const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });
  const headers = { authorization: `Bearer ${plan.apiToken}`, 'x-correlation-id': 'bench', 'content-type': 'application/json' };
  const call = async (m: { id: number; token: string }, body: Record<string, unknown>) => {
    const url = new URL(`${plan.base}/pam/players/${m.id}/transactions?provider=${plan.provider}`);
    const json = (await post(agent, url, { ...headers, 'x-player-token': m.token }, JSON.stringify(body))) as { status: string };
    if (json.status !== 'OK') throw new Error(`PAM answered ${JSON.stringify(json)}`);
  };
  const latencies: number[] = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: plan.concurrency }, async (_, w) => {
      for (let r = 0; r < plan.perCaller; r++) {
        const m = plan.members[(w + r * plan.concurrency) % plan.members.length]!;
        const g = `${plan.tag}-${w}-${r}`;
        for (const body of [pamTx(plan.provider, 'WITHDRAW', `${g}-d`, g, 1_000), pamTx(plan.provider, 'DEPOSIT', `${g}-c`, g, r % 2 ? 1_950 : 0)]) {
          const t0 = performance.now();
          await call(m, body);
          latencies.push(performance.now() - t0);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), calls: latencies.length, cpuPerCall: (used.user + used.system) / 1000 / latencies.length };
}

answerParent(play);
