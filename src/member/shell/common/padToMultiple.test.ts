import { describe, expect, it } from 'vitest';
import { padToMultiple } from './padToMultiple';

describe('padToMultiple', () => {
  it('fills the last row with empty cells and leaves full rows alone', () => {
    expect(padToMultiple([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5, null, null, null]);
    expect(padToMultiple([1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(padToMultiple([])).toEqual([]);
  });
});
