import type { StaffRole, Tier } from '../shared/enums';

/** Who is signed in to the office: staff by role, or a partner by tier (react-admin's permissions). */
export type OfficePermissions = { kind: 'staff'; role: StaffRole } | { kind: 'partner'; tier: Tier };
