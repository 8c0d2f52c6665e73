import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/locales';
import { gridLocaleText } from './gridLocale';

describe('gridLocaleText', () => {
  it('gives Thai grids Thai menus, filter words and pagination', () => {
    const th = gridLocaleText('th');
    expect(th.columnMenuSortAsc).toBe('เรียงจากน้อยไปมาก');
    expect(th.filterOperatorContains).toBe('มีคำว่า');
    expect(th.paginationRowsPerPage).toBe('แถวต่อหน้า:');
    expect(th.paginationDisplayedRows!({ from: 1, to: 25, count: 1200, estimated: undefined })).toBe('1–25 จาก 1,200');
    expect(th.paginationDisplayedRows!({ from: 26, to: 50, count: -1, estimated: undefined })).toBe(
      '26–50 จากมากกว่า 50',
    );
  });

  it("keeps the package's texts for the other languages and Korean for an unknown one", () => {
    expect(gridLocaleText('en').columnMenuSortAsc).toBe('Sort by ASC');
    expect(gridLocaleText('ko').paginationRowsPerPage).not.toBe(gridLocaleText('en').paginationRowsPerPage);
    expect(gridLocaleText('xx')).toBe(gridLocaleText('ko'));
  });

  // The grid texts an operator meets in the office's report grids; symbol operators (=, >) are the same everywhere.
  const SHOWN =
    /^(pagination|filterPanel|filterOperator[a-zA-Z]|columnMenu|toolbar|columnsManagement|noRows|noResults|noColumns)/;
  const text = (value: unknown) =>
    typeof value === 'function'
      ? String((value as (a: unknown) => unknown)({ from: 1, to: 25, count: 1200, estimated: undefined }))
      : String(value);

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    'says the pager, filters and menus in %s, none in English',
    (language) => {
      const en = gridLocaleText('en');
      const own = gridLocaleText(language);
      const english = Object.keys(en).filter(
        (key) =>
          SHOWN.test(key) &&
          !/Charts|Pivot|Ai|Assistant|Prompt/.test(key) &&
          text(own[key as keyof typeof own] ?? en[key as keyof typeof en]) === text(en[key as keyof typeof en]),
      );
      expect(english).toEqual([]);
      expect(text(own.paginationDisplayedRows)).not.toMatch(/\bof\b/);
    },
  );

  it('writes the pager range in Korean words, counts grouped, and an unknown count as a lower bound', () => {
    const ko = gridLocaleText('ko').paginationDisplayedRows!;
    expect(ko({ from: 1, to: 25, count: 1200, estimated: undefined })).toBe('1–25 / 총 1,200');
    expect(ko({ from: 26, to: 50, count: -1, estimated: undefined })).toBe('26–50 / 50 이상');
  });
});
