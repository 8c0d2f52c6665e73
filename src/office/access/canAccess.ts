import { canStaffOpen } from '../../shared/api/office';
import type { Access } from '../../shared/endpoints/endpoint';
import type { OfficePermissions } from '../../authProvider/officePermissions';

/**
 * Whether the office shows a screen whose calls have this access (from the endpoint table). Pure,
 * so it has its own test; it only hides UI — the server refuses anything outside the caller's role
 * or subtree whatever the office shows.
 */
export function canAccess(permissions: OfficePermissions | undefined, access: Access): boolean {
  if (!permissions) return false;
  switch (access.kind) {
    case 'partner':
      return permissions.kind === 'partner';
    case 'staff':
      return permissions.kind === 'staff' && (!access.area || canStaffOpen(permissions.role, access.area));
    default:
      return false;
  }
}
