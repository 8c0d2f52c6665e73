import { canStaffOpen, type OfficeArea } from '../../shared/api/office';
import type { StaffRole, Tier } from '../../shared/enums';

/** Who is signed in to the office: staff by role, or a partner by tier. */
export type OfficePermissions = { kind: 'staff'; role: StaffRole } | { kind: 'partner'; tier: Tier };

/**
 * Whether the office shows a resource. Pure, so it has its own test; it only hides UI — the
 * server refuses anything outside the caller's role or subtree whatever the office shows.
 */
export function canAccess(permissions: OfficePermissions | undefined, resource: { scope: 'admin' | 'partner'; area: OfficeArea }): boolean {
  if (!permissions) return false;
  if (resource.scope === 'partner') return permissions.kind === 'partner';
  return permissions.kind === 'staff' && canStaffOpen(permissions.role, resource.area);
}
