import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocLinks, headingSlug, README_MAX_LINES } from './checkDocLinks';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A small repository of markdown pages: path -> text. */
function repo(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'doclinks-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const PAGE = [
  '# Cash',
  '## Withdrawals need rolling',
  '## `ledger:verify` as a routine check',
  '## Notes',
  '## Notes',
  '```sh',
  '# not a heading',
  '```',
].join('\n');

describe('checkDocLinks on the real docs', () => {
  it('finds every link of README.md and docs/ resolving, and the README short', () => {
    expect(checkDocLinks()).toEqual([]);
  });
});

describe('checkDocLinks on small examples', () => {
  it('passes links to files, folders, headings and the page itself, and leaves URLs and code alone', () => {
    const dir = repo({
      'README.md': [
        '[cash](docs/domains/cash.md#withdrawals-need-rolling) [docs](docs/) ![shot](docs/images/a.png)',
        '[web](https://example.com/missing) [mail](mailto:a@b.c) `[code](nowhere.md)`',
        'Rules live in `src/rules.ts` and `docs/domains/`; `src/<domain>/` is a pattern, `npm run x/y` no path.',
        '```',
        '[fenced](nowhere.md)',
        '```',
        '[ref]: docs/domains/cash.md#ledgerverify-as-a-routine-check',
      ].join('\n'),
      'docs/domains/cash.md': `${PAGE}\n[again](#notes-1) [up](../../README.md)`,
      'docs/images/a.png': 'png',
      'src/rules.ts': '',
    });
    expect(checkDocLinks(dir)).toEqual([]);
  });

  it('fails on a missing file, a missing anchor and an anchor into a file that is not markdown', () => {
    const dir = repo({
      'README.md': '[gone](docs/gone.md)\n\n[bad](docs/domains/cash.md#no-such-heading)',
      'docs/domains/cash.md': `${PAGE}\n[self](#not-here) [img](../images/a.png#x) [heading in code](#not-a-heading)`,
      'docs/images/a.png': 'png',
    });
    expect(checkDocLinks(dir)).toEqual([
      'README.md:1: docs/gone.md (no such file)',
      'README.md:3: docs/domains/cash.md#no-such-heading (no heading #no-such-heading)',
      'docs/domains/cash.md:9: #not-here (no heading #not-here)',
      'docs/domains/cash.md:9: ../images/a.png#x (an anchor into a file that is not markdown)',
      'docs/domains/cash.md:9: #not-a-heading (no heading #not-a-heading)',
    ]);
  });

  it('fails on a code span naming a repository path that does not exist', () => {
    const dir = repo({
      'README.md': 'The rule lives in `src/server/modules/cash/gone.ts`.\n\n```\nsrc/fenced.ts\n```',
    });
    expect(checkDocLinks(dir)).toEqual([
      'README.md:1: `src/server/modules/cash/gone.ts` (no such path in the repository)',
    ]);
  });

  it('fails on a README longer than the limit', () => {
    const dir = repo({ 'README.md': Array.from({ length: README_MAX_LINES + 1 }, (_, i) => `line ${i}`).join('\n') });
    expect(checkDocLinks(dir)).toEqual([`README.md: ${README_MAX_LINES + 1} lines (at most ${README_MAX_LINES})`]);
  });

  it('makes heading ids as GitHub does', () => {
    expect(headingSlug('Products and slips')).toBe('products-and-slips');
    expect(headingSlug('`ledger:verify` as a routine check')).toBe('ledgerverify-as-a-routine-check');
    expect(headingSlug('One node, or several behind a load balancer')).toBe(
      'one-node-or-several-behind-a-load-balancer',
    );
    expect(headingSlug('[Link](x.md) and snake_case')).toBe('link-and-snake_case');
    expect(headingSlug('롤링 (C015)')).toBe('롤링-c015');
  });
});
