/**
 * The rolling-restart drill (docs/operations/upgrading.md): with a load running through the load
 * balancer, each node in turn is sent SIGTERM (it drains: src/server/shutdown.ts), waited for,
 * started again and given back to the balancer before the next; every call of the load must be
 * answered 200. `npm run cluster -- drill:rolling` runs it on a cluster of its own.
 */
import { DEMO } from '../../src/server/db/seed/demoSeed';
import type { Envelope } from '../../src/shared/api/envelope';
import { officeTokenOver } from '../../tests/support/officeLogin';
import type { Cluster } from './control';
import { sleep } from './processes';

export interface RollingResult {
  calls: number;
  /** Calls not answered HTTP 200 with result code 200, each as `<path>: <what came back>`. */
  failures: string[];
  /** Per node: how long its drain took (SIGTERM to exit) and its start (to /healthz 200). */
  restarts: { node: string; drainMs: number; startMs: number }[];
  durationMs: number;
}

/** HAProxy takes a node back after two passing checks a second apart (templates/haproxy.cfg). */
const BACK_IN_ROTATION_MS = 3_000;
const WORKERS = 8;

/** An error and its cause (fetch says only "fetch failed"; its cause says what the socket met). */
const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause =
    error.cause instanceof Error
      ? ` (${(error.cause as NodeJS.ErrnoException).code ?? ''} ${error.cause.message})`
      : '';
  return `${error.message}${cause}`;
};

export async function drillRolling(
  cluster: Cluster,
  say: (line: string) => void = () => undefined,
): Promise<RollingResult> {
  const post = async (path: string, body: Record<string, unknown>, headers: Record<string, string>) => {
    const res = await fetch(`${cluster.lbUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: DEMO.siteKey, ...headers },
      body: JSON.stringify({ siteId: DEMO.siteId, ...body }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`HTTP ${res.status} ${text.slice(0, 120)}`);
    const answer = JSON.parse(text) as Envelope<unknown>;
    if (answer.resultCode !== '200') throw new Error(`result ${answer.resultCode}`);
    return answer;
  };
  // The load: members reading their balance (the primary) and staff reading a report (the replica).
  const members = await Promise.all(
    DEMO.members.slice(0, 3).map(async (memId) => {
      const login = await post('/api/member/login', { memId, memPass: DEMO.password }, {});
      return (login.data as { token: string }).token;
    }),
  );
  const staff = await officeTokenOver(cluster.lbUrl, '/api/admin/login', {
    staffId: DEMO.staff,
    password: DEMO.password,
  });
  const calls = [
    ...members.map((token) => ({ path: '/api/cash/getUserCash', body: {}, headers: { token } })),
    { path: '/api/admin/reports/daily/list', body: { filter: {} }, headers: { token: staff } },
  ];

  let running = true;
  let count = 0;
  const failures: string[] = [];
  const worker = async (w: number) => {
    for (let n = w; running; n++) {
      const call = calls[n % calls.length]!;
      count++;
      await post(call.path, call.body, call.headers).catch((error: unknown) =>
        failures.push(`${call.path} at ${new Date().toISOString()}: ${describe(error)}`),
      );
    }
  };
  const started = Date.now();
  const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
  const restarts: RollingResult['restarts'] = [];
  try {
    await sleep(2_000);
    for (const [i, node] of cluster.nodes.entries()) {
      const t0 = Date.now();
      await cluster.killNode(i, 'SIGTERM');
      const t1 = Date.now();
      await cluster.startNode(i);
      restarts.push({ node: node.name, drainMs: t1 - t0, startMs: Date.now() - t1 });
      say(
        `${node.name}: drained in ${t1 - t0} ms, up again in ${Date.now() - t1} ms; ${count} calls, ${failures.length} failed`,
      );
      await sleep(BACK_IN_ROTATION_MS);
    }
    await sleep(2_000);
  } finally {
    running = false;
    await load;
  }
  return { calls: count, failures, restarts, durationMs: Date.now() - started };
}
