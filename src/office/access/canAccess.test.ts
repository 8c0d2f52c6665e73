import { describe, expect, it } from 'vitest';
import type { DEFAULT_ROLE_PAIRS } from '../../shared/api/office/areas';
import { type StaffPair } from '../../shared/api/office/areas';
import { API } from '../../shared/endpoints';
import { partnerPermissions, staffPermissions, type OfficePermissions } from '../../authProvider/officePermissions';
import { canAccess } from './canAccess';

const staffOf = (role: keyof typeof DEFAULT_ROLE_PAIRS, totpSetupRequired = false): OfficePermissions => ({
  ...(staffPermissions(role) as Extract<OfficePermissions, { kind: 'staff' }>),
  totpSetupRequired,
});
const reader = (pairs: StaffPair[]): OfficePermissions => ({
  kind: 'staff',
  role: 'reader',
  roleName: 'reader',
  pairs,
  totpSetupRequired: false,
});
const partnerOf = (subUser: { loginId: string; readOnly: boolean } | null = null): OfficePermissions =>
  subUser ? { kind: 'partner', tier: 'PTN_3', subUser } : partnerPermissions('PTN_3');

describe('canAccess', () => {
  it('shows partner screens to partners only', () => {
    expect(canAccess(partnerOf(), API.partnerMembers.list)).toBe(true);
    expect(canAccess(staffOf('master'), API.partnerMembers.list)).toBe(false);
  });

  it('shows staff screens by the role\u2019s pairs, and area-less ones to any staff', () => {
    expect(canAccess(staffOf('master'), API.adminSiteOptions.get)).toBe(true);
    expect(canAccess(staffOf('deposit'), API.adminDeposits.list)).toBe(true);
    expect(canAccess(staffOf('deposit'), API.adminWithdrawals.list)).toBe(false);
    expect(canAccess(staffOf('point'), API.staffTotp.setup)).toBe(true);
    expect(canAccess(partnerOf(), API.adminDeposits.list)).toBe(false);
    expect(canAccess(undefined, API.adminDeposits.list)).toBe(false);
  });

  it('tells reading from writing and deciding by the pair', () => {
    expect(canAccess(reader(['deposits.read']), API.adminDeposits.list)).toBe(true);
    expect(canAccess(reader(['deposits.read']), API.adminDeposits.approve)).toBe(false);
    expect(canAccess(reader(['deposits.read', 'deposits.approve']), API.adminDeposits.approve)).toBe(true);
  });

  it('opens nothing of an area to staff who must set up TOTP first', () => {
    expect(canAccess(staffOf('master', true), API.adminMembers.list)).toBe(false);
    expect(canAccess(staffOf('master', true), API.staffTotp.setup)).toBe(true);
  });

  it('lets a read-only sub-user read but not write, and no sub-user manage sub-users', () => {
    const readOnly = partnerOf({ loginId: 'ptn04.kim', readOnly: true });
    expect(canAccess(readOnly, API.partnerMembers.list)).toBe(true);
    expect(canAccess(readOnly, API.partnerMembers.update)).toBe(false);
    expect(canAccess(partnerOf({ loginId: 'ptn04.lee', readOnly: false }), API.partnerMembers.update)).toBe(true);
    expect(canAccess(partnerOf({ loginId: 'ptn04.lee', readOnly: false }), API.partnerSubUsers.list)).toBe(false);
    expect(canAccess(partnerOf(), API.partnerSubUsers.list)).toBe(true);
  });
});
