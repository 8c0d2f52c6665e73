import autocannon from 'autocannon';
import { answerParent } from './runLoad';

/**
 * The HTTP load generator of the benches, run in its own process (`runLoad` forks it) so that it
 * never competes with the server's event loop: autocannon with `connections` keep-alive clients,
 * each request carrying the next of `tokens` (members polling in turn), every answer's §7
 * resultCode checked.
 */
export interface LoadPlan {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  tokens: string[];
  connections: number;
  seconds: number;
  /** A fixed number of requests instead of `seconds` of them. */
  amount?: number;
  /** Each request names itself with its own Idempotency-Key, as the member front sends a money call. */
  idempotencyKeys?: boolean;
  /** A body per token instead of `body` (a member asking about its own slip): bodies[i] goes with tokens[i]. */
  bodies?: Record<string, unknown>[];
}

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not HTTP 200 with resultCode "200", and socket errors. */
  failures: number;
}

async function generate(plan: LoadPlan): Promise<LoadResult> {
  let next = 0;
  let failures = 0;
  const body = JSON.stringify(plan.body);
  const bodies = plan.bodies?.map((b) => JSON.stringify(b));
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: plan.seconds,
    ...(plan.amount ? { amount: plan.amount } : {}),
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...plan.headers },
        body,
        setupRequest: (request) => {
          const n = next++;
          if (plan.tokens.length) request.headers = { ...request.headers, token: plan.tokens[n % plan.tokens.length]! };
          if (bodies) request.body = bodies[n % bodies.length]!;
          if (plan.idempotencyKeys)
            request.headers = { ...request.headers, 'idempotency-key': `load-${process.pid}-${n}` };
          return request;
        },
        onResponse: (status, answer) => {
          lastAnswer = performance.now();
          if (status !== 200 || !answer.includes('"resultCode":"200"')) failures += 1;
        },
      },
    ],
  });
  return {
    // Every answer over the time from the start to the last answer: autocannon's own figures come
    // from whole one-second samples, and a run of a fixed `amount` is only seen to end at the next
    // (4.1 s of calls read as 5 s).
    perSecond: result.requests.total / ((lastAnswer - started) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: failures + result.errors + result.timeouts,
  };
}

answerParent(generate);
