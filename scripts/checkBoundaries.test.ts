import { describe, expect, it } from 'vitest';
import { cycleEdges, cycleProblems, internalImports, moduleEdges, moduleOf } from './checkBoundaries';

const M = 'src/server/modules';
const imp = (from: string, to: string) => ({ from: `${M}/${from}`, to: `${M}/${to}` });

describe('module boundaries', () => {
  it('names a file by its module; the layers below and the registry belong to none', () => {
    expect(moduleOf(`${M}/identity/totp/service.ts`)).toEqual({ module: 'identity', inner: 'totp/service.ts' });
    expect(moduleOf('src/vendorDemo/server/routes.ts')).toEqual({ module: 'vendorDemo', inner: 'server/routes.ts' });
    expect(moduleOf(`${M}/index.ts`)).toBeNull();
    expect(moduleOf('src/server/http/route.ts')).toBeNull();
  });

  it('refuses an import of another module file that is neither an entry point nor listed', () => {
    const imports = [
      imp('cash/deposits.ts', 'ledger/service.ts'),
      imp('cash/deposits.ts', 'ledger/batchRepo.ts'),
      imp('ledger/service.ts', 'ledger/batchRepo.ts'),
      { from: 'src/server/db/schema.ts', to: `${M}/ledger/tables.ts` },
    ];
    expect(internalImports(imports, { ledger: ['service.ts'] }, ['tables.ts'])).toEqual([
      `${M}/cash/deposits.ts imports ${M}/ledger/batchRepo.ts, an internal file of module ledger`,
    ]);
  });

  it('finds the imports on a cycle between modules, and only those', () => {
    const edges = moduleEdges([
      imp('a/x.ts', 'b/y.ts'),
      imp('b/y.ts', 'c/z.ts'),
      imp('c/z.ts', 'a/w.ts'),
      imp('c/z.ts', 'd/v.ts'),
      imp('a/x.ts', 'a/w.ts'),
    ]);
    expect(cycleEdges(edges).sort()).toEqual(['a -> b', 'b -> c', 'c -> a']);
  });

  it('holds the cycles to the baseline both ways: a new import fails, a stale entry too', () => {
    const edges = new Set(['a -> b', 'b -> a', 'b -> c', 'c -> b']);
    expect(cycleProblems(edges, ['a -> b', 'b -> a', 'd -> e'])).toEqual([
      'd -> e is no longer on a cycle: remove it from CYCLE_BASELINE',
      'new import on a module cycle: b -> c',
      'new import on a module cycle: c -> b',
    ]);
  });
});
