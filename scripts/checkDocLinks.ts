/**
 * Docs link check (`npx tsx scripts/checkDocLinks.ts`, part of `npm run check`).
 *
 * Every relative link and image in README.md and docs/**\/*.md must name a file or folder that
 * exists, and every `#anchor` a heading of the page it points into (GitHub's heading ids). Links
 * with a scheme (https:, mailto:) are not fetched. A code span that names a path of this repository
 * (`src/server/modules/cash/withdrawals.ts`, `tests/support/`) must name one that exists, so a page
 * does not outlive the file it sends the reader to. The README stays a five-minute read: at most
 * README_MAX_LINES lines (docs/README.md says where the rest lives).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isEntryPoint } from './checkLocales';

export const README_MAX_LINES = 150;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `[text](target)` and `![alt](target)`, the target up to a space (a title may follow) or `)`. */
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
/** `[label]: target` reference definitions. */
const REFERENCE_LINK = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const CODE_SPAN = /`([^`]+)`/g;
/** A code span taken for a path of this repository: a top folder, then plain path characters only. */
const REPO_PATH = /^(?:src|tests|bench|scripts|locales|docs|public|\.ci)\/[\w.@/-]*$/;

/** The markdown files the check reads: README.md and everything under docs/. */
export function docFiles(root: string): string[] {
  const files = [join(root, 'README.md')];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(root, 'docs'));
  return files.filter((f) => existsSync(f));
}

/** A page's lines outside fenced code blocks. */
function proseLines(text: string): { line: string; n: number }[] {
  const out: { line: string; n: number }[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (FENCE.test(line)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) out.push({ line, n: i + 1 });
  });
  return out;
}

/** The repository paths a page names in code spans, each with its line number. */
export function codePathsOf(text: string): { path: string; n: number }[] {
  const paths: { path: string; n: number }[] = [];
  for (const { line, n } of proseLines(text))
    for (const m of line.matchAll(CODE_SPAN)) if (REPO_PATH.test(m[1]!)) paths.push({ path: m[1]!, n });
  return paths;
}

/** GitHub's id for a heading: lower case, markup and punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every id a page's headings get, a repeated one suffixed -1, -2… as GitHub does. */
export function headingIds(text: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const m = fenced ? null : HEADING.exec(line);
    if (!m) continue;
    const slug = headingSlug(m[2]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    ids.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return ids;
}

/** The link targets of a page, each with its line number. */
export function linksOf(text: string): { target: string; n: number }[] {
  const links: { target: string; n: number }[] = [];
  for (const { line: raw, n } of proseLines(text)) {
    // A link written inside a code span is an example, not a link.
    const line = raw.replace(CODE_SPAN, (code) => ' '.repeat(code.length));
    for (const m of line.matchAll(INLINE_LINK)) links.push({ target: m[1]!, n });
    const ref = REFERENCE_LINK.exec(line);
    if (ref) links.push({ target: ref[1]!, n });
  }
  return links;
}

/** Every broken link or path of the docs under `root`, as `file:line: target (why)`; empty when all resolve. */
export function checkDocLinks(root: string = ROOT): string[] {
  const problems: string[] = [];
  const idsOf = new Map<string, Set<string>>();
  const ids = (file: string) => {
    let set = idsOf.get(file);
    if (!set) idsOf.set(file, (set = headingIds(readFileSync(file, 'utf8'))));
    return set;
  };
  for (const file of docFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(root, file);
    for (const { target, n } of linksOf(text)) {
      if (HAS_SCHEME.test(target)) continue;
      const hash = target.indexOf('#');
      const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? '' : decodeURIComponent(target.slice(hash + 1));
      const dest = pathPart === '' ? file : resolve(dirname(file), pathPart);
      if (!existsSync(dest)) {
        problems.push(`${where}:${n}: ${target} (no such file)`);
        continue;
      }
      if (!anchor) continue;
      if (!dest.endsWith('.md')) problems.push(`${where}:${n}: ${target} (an anchor into a file that is not markdown)`);
      else if (!ids(dest).has(anchor)) problems.push(`${where}:${n}: ${target} (no heading #${anchor})`);
    }
    for (const { path, n } of codePathsOf(text))
      if (!existsSync(join(root, path))) problems.push(`${where}:${n}: \`${path}\` (no such path in the repository)`);
  }
  const readme = join(root, 'README.md');
  const lines = existsSync(readme) ? readFileSync(readme, 'utf8').replace(/\n$/, '').split('\n').length : 0;
  if (lines > README_MAX_LINES) problems.push(`README.md: ${lines} lines (at most ${README_MAX_LINES})`);
  return problems;
}

if (isEntryPoint(import.meta.url)) {
  const problems = checkDocLinks();
  if (problems.length > 0) {
    console.error(`docs: ${problems.length} broken link(s) or path(s)`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(`docs links OK (${docFiles(ROOT).length} files)`);
}
