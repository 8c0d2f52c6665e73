import { describe, expect, it } from 'vitest';
import { changedFields } from './changedFields';

describe('changedFields', () => {
  it('keeps only changed fields and drops empty passwords', () => {
    expect(
      changedFields(
        { id: 1, memNick: 'b', level: 2, password: '', locked: true },
        { id: 1, memNick: 'a', level: 2, locked: false },
      ),
    ).toEqual({ memNick: 'b', locked: true });
  });
});
