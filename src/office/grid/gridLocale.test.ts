import { describe, expect, it } from 'vitest';
import { gridLocaleText } from './gridLocale';

describe('gridLocaleText', () => {
  it('gives Thai grids Thai menus, filter words and pagination', () => {
    const th = gridLocaleText('th');
    expect(th.columnMenuSortAsc).toBe('เรียงจากน้อยไปมาก');
    expect(th.filterOperatorContains).toBe('มีคำว่า');
    expect(th.paginationRowsPerPage).toBe('แถวต่อหน้า:');
    expect(th.paginationDisplayedRows!({ from: 1, to: 25, count: 1200, estimated: undefined })).toBe('1–25 จาก 1,200');
    expect(th.paginationDisplayedRows!({ from: 26, to: 50, count: -1, estimated: undefined })).toBe('26–50 จากมากกว่า 50');
  });

  it("keeps the package's texts for the other languages and Korean for an unknown one", () => {
    expect(gridLocaleText('en').columnMenuSortAsc).toBe('Sort by ASC');
    expect(gridLocaleText('ko').paginationRowsPerPage).not.toBe(gridLocaleText('en').paginationRowsPerPage);
    expect(gridLocaleText('xx')).toBe(gridLocaleText('ko'));
  });
});
