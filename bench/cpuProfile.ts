import { Session } from 'node:inspector/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/**
 * BENCH_PROFILE=1: a CPU profile of this process (the server under load) while `work` runs,
 * written to bench/profiles/<name>.cpuprofile (open it in Chrome's DevTools), with the functions
 * of most self time printed to stderr. Without it, just `work`.
 */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (process.env.BENCH_PROFILE !== '1') return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const dir = fileURLToPath(new URL('./profiles/', import.meta.url));
    await mkdir(dir, { recursive: true });
    await writeFile(`${dir}${name}.cpuprofile`, JSON.stringify(profile));
    const nodes = profile.nodes as ProfileNode[];
    const total = nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0) || 1;
    const self = new Map<string, number>();
    for (const n of nodes) {
      const where = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/src\//, 'src/');
      const key = `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (n.hitCount ?? 0));
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
    console.error(`profile ${name}: top self time`);
    for (const [key, hits] of top) console.error(`  ${((100 * hits) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
}
