import { readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Bench, Figure } from './harness';

/**
 * `npm run bench [name …]`: runs every `bench/*.bench.ts` (or the named ones), prints each figure
 * as one JSON line and writes them all to bench/results.json. A bench that throws, or ends without
 * a figure, fails the run: CI runs every bench's quick pass (BENCH_QUICK=1) so none stops working
 * unnoticed.
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts')).sort();
const figures: Figure[] = [];
const ctx = {
  quick: process.env.BENCH_QUICK === '1',
  postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  report(figure: Figure) {
    figures.push(figure);
    console.log(JSON.stringify(figure));
  },
};
let failed = false;
for (const file of files) {
  const bench = (await import(path.join(dir, file))).default as Bench;
  if (wanted.length && !wanted.includes(bench.name)) continue;
  const before = figures.length;
  const started = performance.now();
  try {
    await bench.run(ctx);
    if (figures.length === before) throw new Error('it reported no figure');
  } catch (error) {
    failed = true;
    console.error(`bench ${bench.name} failed:`, error);
  }
  // on stderr, so stdout stays one figure a line
  console.error(`bench ${bench.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
await writeFile(path.join(dir, 'results.json'), `${JSON.stringify(figures, null, 2)}\n`);
process.exit(failed ? 1 : 0);
