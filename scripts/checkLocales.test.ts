import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/shared/locales';
import { resultCodeText } from '../src/shared/resultCodes';
import { checkLocaleFiles, checkLocales, flatten, loadLocales } from './checkLocales';
import { planMerge } from './localeMerge';

/** Six small catalogues with distinct texts, so only the fault a test plants is reported. */
const sample = (): Record<string, Record<string, unknown>> =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { api: { E001: `error ${lang}` }, front: { common: { ok: `ok ${lang}` } } }]),
  );

describe('checkLocales on the real files', () => {
  it('finds no problem', () => {
    const { problems, keyCount } = checkLocaleFiles();
    expect(problems).toEqual([]);
    expect(keyCount).toBeGreaterThan(Object.keys(resultCodeText).length);
  });

  it('has api.<code> for every result code in every language', () => {
    const { catalogues } = loadLocales();
    for (const lang of LANGUAGES) {
      const { entries } = flatten(catalogues[lang]);
      for (const code of Object.keys(resultCodeText))
        expect(entries[`api.${code}`], `${lang} api.${code}`).toBeTruthy();
    }
  });
});

describe('checkLocales on small examples', () => {
  it('accepts a consistent set', () => {
    expect(checkLocales(sample(), { requiredApiKeys: ['E001'] }).problems).toEqual([]);
  });

  it('reports a key missing in one language', () => {
    const catalogues = sample();
    delete (catalogues.th!.front as { common: Record<string, string> }).common.ok;
    const { problems } = checkLocales(catalogues, { requiredApiKeys: [] });
    expect(problems).toEqual([expect.stringMatching(/^th: missing key front\.common\.ok/)]);
  });

  it('reports empty values, missing result codes and lost placeholders', () => {
    const catalogues = sample();
    catalogues.jp!.api = { E001: '  ' };
    catalogues.en!.front = { common: { ok: 'min {{pointLimit}}' } };
    const { problems } = checkLocales(catalogues, { requiredApiKeys: ['E001', 'P003'] });
    expect(problems).toContain('jp: empty value for api.E001');
    expect(problems).toContain('ko: no text for result code api.P003');
    expect(problems.some((p) => p.startsWith('vn: front.common.ok has placeholders'))).toBe(true);
  });

  it('reports a language that copies English, ignoring language names and the product name', () => {
    const catalogues = sample();
    catalogues.cn = structuredClone(catalogues.en!);
    for (const lang of LANGUAGES) {
      const front = catalogues[lang]!.front as Record<string, unknown>;
      front.lang = { en: 'English' };
      (front.common as Record<string, string>).productName = 'WINNER';
    }
    const { problems } = checkLocales(catalogues, { requiredApiKeys: [] });
    expect(problems).toEqual([expect.stringMatching(/^cn: 2 of 2 texts \(100%\) are identical to en\.json/)]);
  });
});

describe('localeMerge plan', () => {
  const additions = (text: (lang: string) => string): Record<string, Record<string, string>> =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, { 'front.demo.title': text(lang) }]));

  it('expands dotted keys and keeps keys sorted', () => {
    const plan = planMerge(
      additions((lang) => `demo ${lang}`),
      sample(),
    );
    expect(plan.problems).toEqual([]);
    expect(plan.added).toEqual(['front.demo.title']);
    const ko = JSON.parse(plan.outputs.ko!);
    expect(ko.front.demo.title).toBe('demo ko');
    expect(Object.keys(ko.front)).toEqual(['common', 'demo']);
    expect(plan.outputs.ko!.endsWith('}\n')).toBe(true);
  });

  it('refuses a batch with a missing language or a key only some languages have', () => {
    const missing = additions((lang) => `demo ${lang}`);
    delete missing.vn;
    expect(planMerge(missing, sample()).problems).toEqual(['vn: language missing from the additions']);

    const uneven = additions((lang) => `demo ${lang}`);
    uneven.en!['front.demo.extra'] = 'extra';
    expect(planMerge(uneven, sample()).problems).toHaveLength(LANGUAGES.length - 1);
  });

  it('refuses to change an existing text unless asked to overwrite', () => {
    const change = additions((lang) => `changed ${lang}`);
    for (const lang of LANGUAGES) change[lang] = { 'front.common.ok': `changed ${lang}` };
    expect(planMerge(change, sample()).problems).toHaveLength(LANGUAGES.length);
    expect(planMerge(change, sample(), { overwrite: true }).updated).toEqual(['front.common.ok']);
  });
});
