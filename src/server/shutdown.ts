import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';

/** A stopped node is gone within 10 s of its drain's end, whatever hangs. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * SIGTERM/SIGINT end the process cleanly (docs/operations/deployment.md#stopping-a-node). First the
 * drain: for SHUTDOWN_DRAIN_S /healthz answers 503 while every call is still served, so a balancer
 * that checks it stops sending calls here before any connection closes. Then `app.close()` runs,
 * in this order: the preClose hooks (the jobs stop, awaiting the pass under way, and give up their
 * lead; the push sockets close), then the server stops accepting connections and waits for the
 * calls in flight, then the onClose hooks (Redis). The database closes last, when nothing can use
 * it any more. A second signal, or the deadline, exits at once with a non-zero code.
 */
export function closeOnSignals(app: FastifyInstance, database: Database): void {
  const drainMs = app.deps.config.SHUTDOWN_DRAIN_S * 1000;
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without finishing the shutdown');
      process.exit(1);
    }
    closing = true;
    app.leaving.draining = true;
    app.log.info({ signal, drainMs }, 'shutting down');
    setTimeout(() => {
      app.log.error({ deadlineMs: drainMs + SHUTDOWN_DEADLINE_MS }, 'shutdown overran its deadline: exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_DEADLINE_MS).unref();
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => {
          app.log.info('shut down');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
}
