import { describe, expect, it } from 'vitest';
import { linkGroups } from './linkGroups';

describe('linkGroups', () => {
  it('joins a ring through different signals and keeps unrelated pairs apart', () => {
    const groups = linkGroups([
      { kind: 'device', value: 'd1', memberIds: [1, 2] },
      { kind: 'account', value: '1234', memberIds: [2, 3] },
      { kind: 'phone', value: '5678', memberIds: [3, 4] },
      { kind: 'ip', value: '10.0.0.9', memberIds: [7, 8] },
    ]);
    expect(groups.map((g) => g.memberIds)).toEqual([
      [1, 2, 3, 4],
      [7, 8],
    ]);
    expect(groups[0]!.signals.map((s) => s.kind)).toEqual(['device', 'account', 'phone']);
  });
  it('finds nothing in nothing', () => {
    expect(linkGroups([])).toEqual([]);
  });
});
