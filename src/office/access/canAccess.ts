import { hasPair } from '../../shared/api/office/areas';
import { actionOf, type Endpoint } from '../../shared/endpoints/endpoint';
import type { OfficePermissions } from '../../authProvider/officePermissions';

/**
 * Whether the office shows a screen or button whose call is this entry of the endpoint table: for
 * staff its role's pair (area, the call's action), for a partner's sub-user its rights. Pure, so it
 * has its own test; it only hides UI — the server refuses anything outside the caller's role or
 * subtree whatever the office shows (src/server/http/officeAccess.ts).
 */
export function canAccess(
  permissions: OfficePermissions | undefined,
  entry: Pick<Endpoint, 'access' | 'path' | 'beforeGate'>,
): boolean {
  if (!permissions) return false;
  const { access } = entry;
  switch (access.kind) {
    case 'partner': {
      if (permissions.kind !== 'partner') return false;
      const sub = permissions.subUser;
      // the partner's own door (its gate, its sub-users) is never a sub-user's: as assertSubUserMay on the server
      return !sub || (!access.owner && !entry.beforeGate && (!sub.readOnly || actionOf(entry) === 'read'));
    }
    case 'staff':
      if (permissions.kind !== 'staff') return false;
      if (!access.area) return true;
      return !permissions.totpSetupRequired && hasPair(permissions.pairs, access.area, actionOf(entry));
    default:
      return false;
  }
}
