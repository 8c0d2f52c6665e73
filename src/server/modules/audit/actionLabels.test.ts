import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../shared/labels/audit';

const MODULES = join(import.meta.dirname, '..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );

// The audit log reads as sentences (src/shared/labels/audit.ts): an action written here without one
// would reach operators as `couponKind.update`. Actions named in a template (`siteCheck.${action}`)
// are listed by hand in AUDIT_ACTIONS; this catches every literal one.
describe('audited actions have sentences', () => {
  it('lists every literal writeAudit action of the server modules', () => {
    const written = new Set<string>();
    for (const file of sources(MODULES)) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /writeAudit\(\s*[\w.]+,\s*[\w.]+,\s*(?:[^,'`]*\?\s*)?'([\w.]+)'(?:\s*:\s*'([\w.]+)')?/g,
      )) {
        written.add(m[1]!);
        if (m[2]) written.add(m[2]);
      }
    }
    expect(written.size).toBeGreaterThan(30);
    expect([...written].filter((a) => !(AUDIT_ACTIONS as readonly string[]).includes(a))).toEqual([]);
  });
});
