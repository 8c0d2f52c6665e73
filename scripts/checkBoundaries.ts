/**
 * Module boundary check (`npx tsx scripts/checkBoundaries.ts`, part of `npm run check`).
 *
 * The server's domains are the folders under src/server/modules, plus the demo vendor
 * (src/vendorDemo). dependency-cruiser reads every import of src/server and src/vendorDemo (type-only
 * imports included: a type is a dependency of the design too), and two rules are held:
 *
 * 1. No import of another module's internals: a file outside a module may import only that module's
 *    entry points and the files it lists as its public surface (scripts/moduleBoundaries.ts).
 * 2. No new cycle between modules: every module-to-module import that lies on a cycle must be one of
 *    the known ones (CYCLE_BASELINE). A new one fails, and so does a baseline entry that no longer
 *    lies on a cycle (the baseline only shrinks).
 */
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { isEntryPoint } from './checkLocales';
import { CYCLE_BASELINE, ENTRY_FILES, PUBLIC_SURFACE } from './moduleBoundaries';

const MODULES_DIR = 'src/server/modules/';
const VENDOR_DEMO_DIR = 'src/vendorDemo/';

/** A file's module and its path inside it, or null for the layers below the modules (http, db, jobs…). */
export function moduleOf(file: string): { module: string; inner: string } | null {
  if (file.startsWith(VENDOR_DEMO_DIR)) return { module: 'vendorDemo', inner: file.slice(VENDOR_DEMO_DIR.length) };
  if (!file.startsWith(MODULES_DIR)) return null;
  const rest = file.slice(MODULES_DIR.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? null : { module: rest.slice(0, slash), inner: rest.slice(slash + 1) };
}

export interface Import {
  from: string;
  to: string;
}

/** Imports of another module's files that are not on that module's public surface. */
export function internalImports(
  imports: readonly Import[],
  surface: Readonly<Record<string, readonly string[]>>,
  entries: readonly string[] = ENTRY_FILES,
): string[] {
  const problems: string[] = [];
  for (const { from, to } of imports) {
    const target = moduleOf(to);
    if (!target || moduleOf(from)?.module === target.module) continue;
    if (!entries.includes(target.inner) && !(surface[target.module] ?? []).includes(target.inner))
      problems.push(`${from} imports ${to}, an internal file of module ${target.module}`);
  }
  return problems;
}

/** Module-to-module edges, as "a -> b". */
export function moduleEdges(imports: readonly Import[]): Set<string> {
  const edges = new Set<string>();
  for (const { from, to } of imports) {
    const a = moduleOf(from)?.module;
    const b = moduleOf(to)?.module;
    if (a && b && a !== b) edges.add(`${a} -> ${b}`);
  }
  return edges;
}

/** The edges that lie on a cycle: both ends in one strongly connected component (Tarjan). */
export function cycleEdges(edges: ReadonlySet<string>): string[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [a, b] = edge.split(' -> ') as [string, string];
    next.set(a, [...(next.get(a) ?? []), b]);
    if (!next.has(b)) next.set(b, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  let counter = 0;
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (!component.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      let w: string;
      do {
        w = stack.pop()!;
        component.set(w, index.get(v)!);
      } while (w !== v);
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return [...edges].filter((edge) => {
    const [a, b] = edge.split(' -> ') as [string, string];
    return component.get(a) === component.get(b);
  });
}

/** New cycle edges, and baseline entries that are no longer on a cycle. */
export function cycleProblems(edges: ReadonlySet<string>, baseline: readonly string[]): string[] {
  const onCycle = new Set(cycleEdges(edges));
  const known = new Set(baseline);
  return [
    ...[...onCycle].filter((e) => !known.has(e)).map((e) => `new import on a module cycle: ${e}`),
    ...baseline
      .filter((e) => !onCycle.has(e))
      .map((e) => `${e} is no longer on a cycle: remove it from CYCLE_BASELINE`),
  ].sort();
}

export async function readImports(): Promise<Import[]> {
  const tsConfig = extractTSConfig('tsconfig.json');
  const { output } = await cruise(
    ['src/server', 'src/vendorDemo'],
    {
      includeOnly: '^src/(server|vendorDemo)/',
      // a module's own tests may reach into it; nothing else may
      exclude: { path: '\\.test\\.tsx?$' },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
    },
    { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js'] },
    { tsConfig },
  );
  const result = output as ICruiseResult;
  return result.modules.flatMap((m) => m.dependencies.map((d) => ({ from: m.source, to: d.resolved })));
}

if (isEntryPoint(import.meta.url)) {
  const imports = await readImports();
  const problems = [
    ...internalImports(imports, PUBLIC_SURFACE),
    ...cycleProblems(moduleEdges(imports), CYCLE_BASELINE),
  ];
  if (problems.length) {
    console.error(`Module boundaries (scripts/moduleBoundaries.ts): ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`Module boundaries: ${imports.length} imports, no internal import, no new module cycle`);
}
