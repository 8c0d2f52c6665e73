/**
 * Locale catalogue check (`npx tsx scripts/checkLocales.ts`, part of `npm run check`).
 *
 * The six files in locales/ must hold the same keys, no empty texts, `api.<code>` for every code of
 * the result-code catalogue (DESIGN: the client shows `t('api.' + code)` for any code the server
 * sends), the same `{{placeholders}}` as English, and must not be English copies in disguise.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../src/shared/locales';
import { resultCodeText } from '../src/shared/resultCodes';

export type FlatCatalogue = Record<string, string>;

export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');

/** The file every other language is compared with for placeholders and untranslated copies. */
const REFERENCE_LANGUAGE = 'en';

/** §8: every server code, plus the client's own default failure text. */
const DEFAULT_REQUIRED_API_KEYS: readonly string[] = [...Object.keys(resultCodeText), 'RESPONSE_FAILED'];

/** Above this share of texts equal to English, a file is taken for an untranslated copy. */
const MAX_COPY_RATIO = 0.2;

// Texts that are legitimately the same in every language: each language is named in its own
// script in the switcher, and the product name is a brand.
const SAME_IN_ALL_LANGUAGES = [/^front\.lang\./, /^front\.common\.productName$/];

const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/g;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Calls `visit` for every leaf (anything that is not a plain object) with its key path. */
export const walkLeaves = (
  tree: unknown,
  visit: (path: readonly string[], value: unknown) => void,
  path: readonly string[] = [],
): void => {
  if (!isPlainObject(tree)) {
    visit(path, tree);
    return;
  }
  for (const [key, child] of Object.entries(tree)) walkLeaves(child, visit, [...path, key]);
};

/**
 * Nested (or dotted) keys to one level of dotted keys, the way i18next addresses them with its
 * default `.` separator. Problems: leaves that are not strings, and two spellings of one key
 * (`{"a.b": …, "a": {"b": …}}`), which would silently shadow each other.
 */
export const flatten = (tree: unknown): { entries: FlatCatalogue; problems: string[] } => {
  const entries: FlatCatalogue = {};
  const problems: string[] = [];
  walkLeaves(tree, (path, value) => {
    const key = path.join('.');
    if (typeof value !== 'string') problems.push(`${key || '(root)'}: value is not a string`);
    else if (key in entries) problems.push(`${key}: given twice (nested and dotted)`);
    else entries[key] = value;
  });
  return { entries, problems };
};

const placeholdersOf = (text: string): string =>
  [...text.matchAll(PLACEHOLDER)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** A text made only of digits, punctuation, symbols and placeholders reads the same everywhere. */
const hasWords = (text: string): boolean => text.replace(PLACEHOLDER, '').replace(/[\p{N}\p{P}\p{S}\s]/gu, '') !== '';

const keyList = (keys: readonly string[], max = 5): string =>
  keys.slice(0, max).join(', ') + (keys.length > max ? `, … (${keys.length - max} more)` : '');

/** Keys one language lacks while another has them; the fix is to add them, so name them all. */
const parityProblems = (flat: Record<string, FlatCatalogue>, allKeys: readonly string[]): string[] =>
  Object.entries(flat).flatMap(([lang, entries]) =>
    allKeys
      .filter((key) => !(key in entries))
      .map((key) => {
        const holders = Object.keys(flat).filter((other) => key in flat[other]!);
        return `${lang}: missing key ${key} (present in ${holders.join(', ')})`;
      }),
  );

const emptyProblems = (flat: Record<string, FlatCatalogue>): string[] =>
  Object.entries(flat).flatMap(([lang, entries]) =>
    Object.entries(entries)
      .filter(([, text]) => text.trim() === '')
      .map(([key]) => `${lang}: empty value for ${key}`),
  );

const requiredApiProblems = (flat: Record<string, FlatCatalogue>, apiKeys: readonly string[]): string[] =>
  Object.entries(flat).flatMap(([lang, entries]) =>
    apiKeys.filter((code) => !(`api.${code}` in entries)).map((code) => `${lang}: no text for result code api.${code}`),
  );

// A translation that drops or renames `{{pointUnit}}` shows the member a sentence with a hole in it.
const placeholderProblems = (flat: Record<string, FlatCatalogue>): string[] => {
  const reference = flat[REFERENCE_LANGUAGE];
  if (!reference) return [];
  return Object.entries(flat).flatMap(([lang, entries]) =>
    Object.entries(entries)
      .filter(([key, text]) => key in reference && placeholdersOf(text) !== placeholdersOf(reference[key]!))
      .map(
        ([key, text]) =>
          `${lang}: ${key} has placeholders {${placeholdersOf(text)}}, en has {${placeholdersOf(reference[key]!)}}`,
      ),
  );
};

const copyProblems = (flat: Record<string, FlatCatalogue>): string[] => {
  const reference = flat[REFERENCE_LANGUAGE];
  if (!reference) return [];
  const comparable = (key: string): boolean =>
    !SAME_IN_ALL_LANGUAGES.some((pattern) => pattern.test(key)) && hasWords(reference[key]!);
  return Object.entries(flat)
    .filter(([lang]) => lang !== REFERENCE_LANGUAGE)
    .flatMap(([lang, entries]) => {
      const keys = Object.keys(entries).filter((key) => key in reference && comparable(key));
      const copies = keys.filter((key) => entries[key] === reference[key]);
      if (keys.length === 0 || copies.length / keys.length <= MAX_COPY_RATIO) return [];
      const percent = Math.round((copies.length / keys.length) * 100);
      return [
        `${lang}: ${copies.length} of ${keys.length} texts (${percent}%) are identical to en.json, e.g. ${keyList(copies)}`,
      ];
    });
};

// i18next splits keys on '.', so a key holding a dot can never be looked up.
const dottedKeyProblems = (catalogues: Readonly<Record<string, unknown>>): string[] => {
  const problems: string[] = [];
  for (const [lang, tree] of Object.entries(catalogues)) {
    walkLeaves(tree, (path) => {
      if (path.some((segment) => segment.includes('.')))
        problems.push(`${lang}: key "${path.join('" > "')}" contains a dot`);
    });
  }
  return problems;
};

export interface CheckOptions {
  /** Codes that need `api.<code>` in every language; defaults to the whole result-code catalogue. */
  requiredApiKeys?: readonly string[];
}

export interface CheckResult {
  problems: string[];
  /** Distinct keys over all languages. */
  keyCount: number;
}

/** Checks parsed catalogues keyed by language code; pure, so tests can feed it small examples. */
export const checkLocales = (
  catalogues: Readonly<Record<string, unknown>>,
  options: CheckOptions = {},
): CheckResult => {
  const problems: string[] = [];
  const flat: Record<string, FlatCatalogue> = {};
  for (const [lang, tree] of Object.entries(catalogues)) {
    const result = flatten(tree);
    flat[lang] = result.entries;
    problems.push(...result.problems.map((problem) => `${lang}: ${problem}`));
  }
  const allKeys = [...new Set(Object.values(flat).flatMap((entries) => Object.keys(entries)))].sort();
  problems.push(
    ...dottedKeyProblems(catalogues),
    ...parityProblems(flat, allKeys),
    ...emptyProblems(flat),
    ...requiredApiProblems(flat, options.requiredApiKeys ?? DEFAULT_REQUIRED_API_KEYS),
    ...placeholderProblems(flat),
    ...copyProblems(flat),
  );
  return { problems, keyCount: allKeys.length };
};

/** Reads locales/<lang>.json for every language; unreadable files become problems, not throws. */
export const loadLocales = (dir: string = LOCALES_DIR): { catalogues: Record<string, unknown>; problems: string[] } => {
  const catalogues: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    const file = join(dir, `${lang}.json`);
    if (!existsSync(file)) {
      problems.push(`${lang}: ${file} does not exist`);
      continue;
    }
    try {
      catalogues[lang] = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${lang}: ${file} is not valid JSON (${(error as Error).message})`);
    }
  }
  return { catalogues, problems };
};

/** Loads and checks the real files. */
export const checkLocaleFiles = (dir: string = LOCALES_DIR): CheckResult => {
  const loaded = loadLocales(dir);
  const result = checkLocales(loaded.catalogues);
  return { problems: [...loaded.problems, ...result.problems], keyCount: result.keyCount };
};

/** True when this module is the script node was started with, not an import (tests, localeMerge). */
export const isEntryPoint = (moduleUrl: string): boolean => {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(resolve(script)) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
};

if (isEntryPoint(import.meta.url)) {
  const { problems, keyCount } = checkLocaleFiles();
  if (problems.length > 0) {
    console.error(`locales: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(`locales OK (${keyCount} keys x ${LANGUAGES.length} languages)`);
}
