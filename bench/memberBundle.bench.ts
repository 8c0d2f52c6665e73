import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { round, type Bench } from './harness';

/**
 * The member front's first-load JavaScript (docs/architecture/member-front.md: the entry of
 * index.html and everything it imports statically) and its largest lazily loaded route chunk (a
 * dynamic import plus what it adds to the first load), both gzip-compressed; and the office's
 * first load (partner.html, docs/architecture/office-front.md#first-load). Targets: member first
 * load ≤ 250 KB gzip, routes split; office first load ≤ 400 KB gzip.
 */
const DIST = path.resolve('dist');
const ASSETS = path.join(DIST, 'assets');

const gz = (file: string): number => gzipSync(readFileSync(path.join(ASSETS, file)), { level: 9 }).length;
const source = (file: string): string => readFileSync(path.join(ASSETS, file), 'utf8');
const staticImports = (file: string): string[] =>
  [...source(file).matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)].map((m) => m[1]!);
const dynamicImports = (file: string): string[] =>
  [...source(file).matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);

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

/** The scripts a page names and everything they import statically: what its first load downloads. */
function pageFirstLoad(page: string): Set<string> {
  const html = readFileSync(path.join(DIST, page), 'utf8');
  return closure([...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!));
}

const bench: Bench = {
  name: 'memberBundle',
  async run(ctx) {
    if (!existsSync(path.join(DIST, 'index.html'))) execFileSync('npx', ['vite', 'build'], { stdio: 'ignore' });
    const firstLoad = pageFirstLoad('index.html');
    const firstBytes = [...firstLoad].reduce((sum, f) => sum + gz(f), 0);
    ctx.report({ bench: 'memberBundle', figure: 'first_load_js_gzip', value: round(firstBytes / 1024), unit: 'KB' });
    const officeBytes = [...pageFirstLoad('partner.html')].reduce((sum, f) => sum + gz(f), 0);
    ctx.report({
      bench: 'memberBundle',
      figure: 'office_first_load_js_gzip',
      value: round(officeBytes / 1024),
      unit: 'KB',
    });

    const routes = new Set([...firstLoad].flatMap(dynamicImports));
    let largest = { file: '', bytes: 0 };
    for (const route of routes) {
      const added = [...closure([route])].filter((f) => !firstLoad.has(f));
      const bytes = added.reduce((sum, f) => sum + gz(f), 0);
      if (bytes > largest.bytes) largest = { file: route, bytes };
    }
    ctx.report({
      bench: 'memberBundle',
      figure: 'largest_route_chunk_gzip',
      value: round(largest.bytes / 1024),
      unit: 'KB',
      chunk: largest.file.replace(/-[\w-]+\.js$/, ''),
    });
    ctx.report({ bench: 'memberBundle', figure: 'route_chunks', value: routes.size, unit: 'count' });
  },
};

export default bench;
