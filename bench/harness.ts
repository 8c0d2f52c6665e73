/** One measured figure: printed as a JSON line and collected in bench/results.json. */
export interface Figure {
  bench: string;
  figure: string;
  value: number;
  unit: string;
  db?: 'pglite' | 'postgres';
  concurrency?: number;
  [extra: string]: unknown;
}

export interface BenchContext {
  /** BENCH_QUICK=1: every bench runs briefly (CI, smoke). */
  quick: boolean;
  /** The PostgreSQL server the benches make their scratch databases on (named after this URL's database). */
  postgresUrl: string;
  report(figure: Figure): void;
}

export interface Bench {
  name: string;
  run(ctx: BenchContext): Promise<void>;
}

/**
 * Calls a load bench sends, under its load, before the calls it measures: a node that has been
 * serving, whose code the JIT has compiled and whose pooled database connections have planned the
 * path's statements. A few hundred calls left the first two to three seconds of the measured run
 * several times slower than the rest (by 100 ms windows), which was start-up, not the path.
 */
export const WARM_CALLS = 1_500;

export const percentile = (sorted: number[], p: number): number => {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
};

/**
 * Runs `task` from `concurrency` workers until `total` calls are done; returns calls per second
 * and the sorted latencies in milliseconds.
 */
export async function load(total: number, concurrency: number, task: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        await task(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: total / seconds, latencies, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
