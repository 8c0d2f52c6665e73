import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges';

describe('auditChanges', () => {
  it('lists only the fields an update changed', () => {
    expect(auditChanges({ name: 'Bronze', betMax: 1000, pointBp: 10 }, { name: 'Bronze', betMax: 2000, pointBp: 10 })).toEqual([{ key: 'betMax', before: '1000', after: '2000' }]);
  });

  it('lists what a create set and a delete removed', () => {
    expect(auditChanges(null, { code: 'KB' })).toEqual([{ key: 'code', before: null, after: 'KB' }]);
    expect(auditChanges({ code: 'KB' }, null)).toEqual([{ key: 'code', before: 'KB', after: null }]);
  });

  it('lists nothing for a line without snapshots', () => {
    expect(auditChanges(null, null)).toEqual([]);
  });
});
