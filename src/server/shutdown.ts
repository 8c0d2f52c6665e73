import type { FastifyInstance } from 'fastify';
import type { Database } from './db/database';

/** A stopped node is gone within 10 s, whatever hangs. */
const SHUTDOWN_DEADLINE_MS = 10_000;

/**
 * SIGTERM/SIGINT end the process cleanly. `app.close()` runs, in this order: the preClose hooks
 * (the jobs stop, awaiting the pass under way, and give up their lead; the push sockets close),
 * then the server stops accepting connections and waits for the calls in flight, then the onClose
 * hooks (Redis). The database closes last, when nothing can use it any more. A second signal, or
 * the deadline, exits at once with a non-zero code.
 */
export function closeOnSignals(app: FastifyInstance, database: Database): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without finishing the shutdown');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown overran its deadline: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    app
      .close()
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
