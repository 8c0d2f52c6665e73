import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every /api call is named once, in the endpoint table (src/shared/endpoints;
 * docs/architecture/endpoints.md#one-endpoint-table). Code in src/ calls an entry; a path string
 * anywhere else is a call the table does not govern. Tests and test kits may name paths: they check
 * the contract from outside.
 */
const SRC = path.resolve(import.meta.dirname, '../../../src');
const TABLE = path.join(SRC, 'shared/endpoints');
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) || /[/\\]testing[/\\]/.test(file) || /testKit\.tsx?$/.test(file);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return full === TABLE ? [] : sourceFiles(full);
      return /\.tsx?$/.test(e.name) && !isTestCode(full) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Comments may mention a call (`/api/board/qna/list`); only code counts. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('endpoint table is the only place that names /api paths', () => {
  it('finds no /api/ string literal in src/ outside src/shared/endpoints', async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const lines = withoutComments(await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, i) => {
        if (/['"`]\/api(\/|['"`])/.test(line)) offenders.push(`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});
