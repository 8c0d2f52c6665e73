import { DEFAULT_ROLE_PAIRS, type StaffPair } from '../shared/api/office/areas';
import type { StaffRole, Tier } from '../shared/enums';

/**
 * Who is signed in to the office (react-admin's permissions): staff by role and its (area, action)
 * pairs, or a partner by tier, a sub-user of it with its own id and rights.
 */
export type OfficePermissions =
  | { kind: 'staff'; role: string; roleName: string; pairs: readonly StaffPair[]; totpSetupRequired: boolean }
  | { kind: 'partner'; tier: Tier; subUser: { loginId: string; readOnly: boolean } | null };

/** The permissions of a default role's staff member or of a partner itself (the office's tests). */
export const staffPermissions = (role: StaffRole): OfficePermissions => ({
  kind: 'staff',
  role,
  roleName: role,
  pairs: DEFAULT_ROLE_PAIRS[role],
  totpSetupRequired: false,
});
export const partnerPermissions = (tier: Tier): OfficePermissions => ({ kind: 'partner', tier, subUser: null });
