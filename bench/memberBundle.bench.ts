import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { round, type Bench } from './harness';

/**
 * Issue 4: the member front's first-load JavaScript (the entry of index.html and everything it
 * imports statically) and its largest lazily loaded route chunk (a dynamic import plus what it adds
 * to the first load), both gzip-compressed. Target: first load ≤ 250 KB gzip, routes split.
 */
const DIST = path.resolve('dist');
const ASSETS = path.join(DIST, 'assets');

const gz = (file: string): number => gzipSync(readFileSync(path.join(ASSETS, file)), { level: 9 }).length;
const source = (file: string): string => readFileSync(path.join(ASSETS, file), 'utf8');
const staticImports = (file: string): string[] => [...source(file).matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]!);
const dynamicImports = (file: string): string[] => [...source(file).matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);

function closure(roots: string[], seen = new Set<string>()): Set<string> {
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

const bench: Bench = {
  name: 'memberBundle',
  async run(ctx) {
    if (!existsSync(path.join(DIST, 'index.html'))) execFileSync('npx', ['vite', 'build'], { stdio: 'ignore' });
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const entries = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
    const firstLoad = closure(entries);
    const firstBytes = [...firstLoad].reduce((sum, f) => sum + gz(f), 0);
    ctx.report({ bench: 'memberBundle', figure: 'first_load_js_gzip', value: round(firstBytes / 1024), unit: 'KB' });

    const routes = new Set([...firstLoad].flatMap(dynamicImports));
    let largest = { file: '', bytes: 0 };
    for (const route of routes) {
      const added = [...closure([route])].filter((f) => !firstLoad.has(f));
      const bytes = added.reduce((sum, f) => sum + gz(f), 0);
      if (bytes > largest.bytes) largest = { file: route, bytes };
    }
    ctx.report({ bench: 'memberBundle', figure: 'largest_route_chunk_gzip', value: round(largest.bytes / 1024), unit: 'KB', chunk: largest.file.replace(/-[\w-]+\.js$/, '') });
    ctx.report({ bench: 'memberBundle', figure: 'route_chunks', value: routes.size, unit: 'count' });
  },
};

export default bench;
