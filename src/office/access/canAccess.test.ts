import { describe, expect, it } from 'vitest';
import { partner, staff } from '../../shared/endpoints/endpoint';
import { canAccess } from './canAccess';

describe('canAccess', () => {
  it('shows partner screens to partners only', () => {
    expect(canAccess({ kind: 'partner', tier: 'PTN_3' }, partner)).toBe(true);
    expect(canAccess({ kind: 'staff', role: 'master' }, partner)).toBe(false);
  });

  it('shows staff screens by role area, and area-less ones to any staff', () => {
    expect(canAccess({ kind: 'staff', role: 'master' }, staff('site'))).toBe(true);
    expect(canAccess({ kind: 'staff', role: 'deposit' }, staff('deposits'))).toBe(true);
    expect(canAccess({ kind: 'staff', role: 'deposit' }, staff('withdrawals'))).toBe(false);
    expect(canAccess({ kind: 'staff', role: 'point' }, staff())).toBe(true);
    expect(canAccess({ kind: 'partner', tier: 'PTN_1' }, staff('deposits'))).toBe(false);
    expect(canAccess(undefined, staff('deposits'))).toBe(false);
  });
});
