import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { profiled } from './cpuProfile';

/**
 * The server of bench/officeReports.bench.ts, in a process of its own as `npm start` runs it, so
 * that csv_peak_rss_mb is the RSS of a process that has only served: in the bench's own process
 * it also carried what seeding a million slips had left, and V8 sizes its next full collection by
 * the heap it last saw (the same export peaked at ~190 or ~350 MB from run to run).
 * `watch` starts sampling its RSS every 50 ms (and BENCH_PROFILE's profile); `peak` ends both and
 * answers the RSS at the start and the peak.
 */
export type ToServer = { type: 'start'; url: string; port: number } | { type: 'watch' } | { type: 'peak' };
export type FromServer = { type: 'listening' } | { type: 'peak'; before: number; peak: number };

const send = (message: FromServer) => process.send!(message);
let stopWatching: (() => void) | undefined;

process.on('message', (message: ToServer) => {
  if (message.type === 'start') {
    const config = loadConfig({
      SERVE_STATIC: 'false',
      SCHEDULER: 'false',
      LOG_LEVEL: 'silent',
      DEMO: 'true',
      DATABASE_URL: undefined,
    });
    void openDatabase({ url: message.url, poolSize: 12 })
      .then((database) => buildApp({ config, database, logger: false }))
      .then((app) => app.listen({ port: message.port, host: '127.0.0.1' }))
      .then(() => send({ type: 'listening' }))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  } else if (message.type === 'watch') {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    void profiled('officeReports-csv', () => new Promise<void>((resolve) => (stopWatching = resolve))).then(() => {
      clearInterval(sampler);
      send({ type: 'peak', before, peak });
    });
  } else {
    stopWatching?.();
  }
});
