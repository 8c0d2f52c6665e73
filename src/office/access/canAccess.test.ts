import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';

describe('canAccess', () => {
  it('shows partner resources to partners only', () => {
    expect(canAccess({ kind: 'partner', tier: 'PTN_3' }, { scope: 'partner', area: 'members' })).toBe(true);
    expect(canAccess({ kind: 'staff', role: 'master' }, { scope: 'partner', area: 'members' })).toBe(false);
  });

  it('shows staff resources by role area', () => {
    expect(canAccess({ kind: 'staff', role: 'master' }, { scope: 'admin', area: 'site' })).toBe(true);
    expect(canAccess({ kind: 'staff', role: 'deposit' }, { scope: 'admin', area: 'deposits' })).toBe(true);
    expect(canAccess({ kind: 'staff', role: 'deposit' }, { scope: 'admin', area: 'withdrawals' })).toBe(false);
    expect(canAccess({ kind: 'partner', tier: 'PTN_1' }, { scope: 'admin', area: 'deposits' })).toBe(false);
    expect(canAccess(undefined, { scope: 'admin', area: 'deposits' })).toBe(false);
  });
});
