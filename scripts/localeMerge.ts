/**
 * Adds keys to all six locale files at once: `flock /tmp/locales.lock npx tsx scripts/localeMerge.ts additions.json`.
 *
 * Several engineers add texts at the same time; hand-editing six JSON files races and leaves them
 * out of step. This tool takes `{ "ko": {...}, "en": {...}, "th": ..., "cn": ..., "jp": ..., "vn": ... }`
 * (nested or dotted keys), refuses the whole batch unless every language gets the same keys, and
 * writes sorted, 2-space JSON so that concurrent additions merge as clean, small diffs.
 *
 * Changing an existing text is refused unless `--overwrite` is given: a different value under the
 * same key usually means two people picked one name for two things.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../src/shared/locales';
import { LOCALES_DIR, flatten, isEntryPoint, type FlatCatalogue } from './checkLocales';

type Tree = { [key: string]: string | Tree };

export interface MergePlan {
  problems: string[];
  /** New file contents per language; only meaningful when `problems` is empty. */
  outputs: Partial<Record<Language, string>>;
  added: string[];
  updated: string[];
}

// An empty segment ("a..b") cannot be looked up, and these would write into Object.prototype.
const RESERVED_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dotted keys back to nesting; a key that is both a text and a parent of other keys is a problem. */
export const unflatten = (entries: FlatCatalogue): { tree: Tree; problems: string[] } => {
  const tree: Tree = {};
  // One line per clashing key, however many children it has.
  const clashes = new Set<string>();
  for (const key of Object.keys(entries).sort()) {
    const path = key.split('.');
    let node: Tree | undefined = tree;
    for (const [index, segment] of path.slice(0, -1).entries()) {
      const child: string | Tree = (node[segment] ??= {});
      if (typeof child === 'string') {
        clashes.add(path.slice(0, index + 1).join('.'));
        node = undefined;
        break;
      }
      node = child;
    }
    const leaf = path[path.length - 1]!;
    if (node && isPlainObject(node[leaf])) clashes.add(key);
    else if (node) node[leaf] = entries[key]!;
  }
  return { tree, problems: [...clashes].map((key) => `${key} would be both a text and a group of keys`) };
};

/** Sorted at every level: JSON.stringify keeps insertion order, and stable order keeps diffs small. */
export const sortKeysDeep = (value: unknown): unknown =>
  isPlainObject(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sortKeysDeep(value[key])]),
      )
    : value;

export const serialise = (tree: unknown): string => `${JSON.stringify(sortKeysDeep(tree), null, 2)}\n`;

/** The additions of each language, flattened; problems for missing/unknown languages and bad values. */
const readAdditions = (additions: unknown): { flat: Partial<Record<Language, FlatCatalogue>>; problems: string[] } => {
  const flat: Partial<Record<Language, FlatCatalogue>> = {};
  if (!isPlainObject(additions)) return { flat, problems: ['additions must be a JSON object keyed by language'] };
  const problems: string[] = Object.keys(additions)
    .filter((lang) => !(LANGUAGES as readonly string[]).includes(lang))
    .map((lang) => `unknown language "${lang}" (expected ${LANGUAGES.join(', ')})`);
  for (const lang of LANGUAGES) {
    if (!(lang in additions)) {
      problems.push(`${lang}: language missing from the additions`);
      continue;
    }
    if (!isPlainObject(additions[lang])) {
      problems.push(`${lang}: additions must be an object of keys`);
      continue;
    }
    const result = flatten(additions[lang]);
    problems.push(...result.problems.map((problem) => `${lang}: ${problem}`));
    problems.push(
      ...Object.keys(result.entries)
        .filter((key) => key.split('.').some((segment) => segment === '' || RESERVED_SEGMENTS.has(segment)))
        .map((key) => `${lang}: ${key} is not a usable key`),
    );
    problems.push(
      ...Object.entries(result.entries)
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => `${lang}: empty value for ${key}`),
    );
    flat[lang] = result.entries;
  }
  return { flat, problems };
};

const parityProblems = (flat: Partial<Record<Language, FlatCatalogue>>): string[] => {
  const langs = Object.keys(flat) as Language[];
  const allKeys = [...new Set(langs.flatMap((lang) => Object.keys(flat[lang]!)))].sort();
  return langs.flatMap((lang) =>
    allKeys.filter((key) => !(key in flat[lang]!)).map((key) => `${lang}: lacks ${key}, which another language adds`),
  );
};

/**
 * Works out the merged files without touching the disk, so a refused batch writes nothing.
 * `current` holds the parsed existing files (absent languages start empty).
 */
export const planMerge = (
  additions: unknown,
  current: Partial<Record<Language, unknown>>,
  options: { overwrite?: boolean } = {},
): MergePlan => {
  const plan: MergePlan = { problems: [], outputs: {}, added: [], updated: [] };
  const { flat, problems } = readAdditions(additions);
  plan.problems.push(...problems, ...parityProblems(flat));
  if (plan.problems.length > 0) return plan;

  const added = new Set<string>();
  const updated = new Set<string>();
  for (const lang of LANGUAGES) {
    const existing = flatten(current[lang] ?? {});
    plan.problems.push(...existing.problems.map((problem) => `${lang}.json: ${problem}`));
    const merged: FlatCatalogue = { ...existing.entries };
    for (const [key, text] of Object.entries(flat[lang]!)) {
      const before = existing.entries[key];
      if (before === undefined) added.add(key);
      else if (before !== text && options.overwrite) updated.add(key);
      else if (before !== text)
        plan.problems.push(`${lang}: ${key} already reads "${before}"; pass --overwrite to replace it`);
      merged[key] = text;
    }
    const { tree, problems: shapeProblems } = unflatten(merged);
    plan.problems.push(...shapeProblems.map((problem) => `${lang}: ${problem}`));
    plan.outputs[lang] = serialise(tree);
  }
  plan.added = [...added].sort();
  plan.updated = [...updated].sort();
  return plan;
};

const readCurrent = (dir: string): Partial<Record<Language, unknown>> =>
  Object.fromEntries(
    LANGUAGES.filter((lang) => existsSync(join(dir, `${lang}.json`))).map((lang) => [
      lang,
      JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')),
    ]),
  );

// Write-then-rename so a reader (vite, the check, another merge after the lock) never sees half a file.
const writeAtomically = (file: string, content: string): void => {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
};

/** Reads the additions file and the locale files, then writes all six or none. */
export const mergeLocaleFile = (
  additionsFile: string,
  options: { overwrite?: boolean; dir?: string } = {},
): MergePlan => {
  const dir = options.dir ?? LOCALES_DIR;
  let additions: unknown;
  let current: Partial<Record<Language, unknown>>;
  try {
    additions = JSON.parse(readFileSync(additionsFile, 'utf8'));
    current = readCurrent(dir);
  } catch (error) {
    return { problems: [(error as Error).message], outputs: {}, added: [], updated: [] };
  }
  const plan = planMerge(additions, current, options);
  if (plan.problems.length > 0) return plan;
  for (const lang of LANGUAGES) {
    const file = join(dir, `${lang}.json`);
    const content = plan.outputs[lang]!;
    if (!existsSync(file) || readFileSync(file, 'utf8') !== content) writeAtomically(file, content);
  }
  return plan;
};

if (isEntryPoint(import.meta.url)) {
  const args = process.argv.slice(2);
  const overwrite = args.includes('--overwrite');
  const files = args.filter((arg) => arg !== '--overwrite');
  if (files.length !== 1) {
    console.error('usage: flock /tmp/locales.lock npx tsx scripts/localeMerge.ts [--overwrite] <additions.json>');
    process.exit(1);
  }
  const plan = mergeLocaleFile(files[0]!, { overwrite });
  if (plan.problems.length > 0) {
    console.error(`localeMerge: nothing written, ${plan.problems.length} problem(s)`);
    for (const problem of plan.problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(
    `localeMerge: ${plan.added.length} key(s) added, ${plan.updated.length} updated, in ${LANGUAGES.length} languages`,
  );
  for (const key of plan.added) console.log(`  + ${key}`);
  for (const key of plan.updated) console.log(`  ~ ${key}`);
}
