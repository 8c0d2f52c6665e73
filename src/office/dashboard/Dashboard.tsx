import { usePermissions } from 'react-admin';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { PartnerHome } from './PartnerHome';
import { StaffDashboard } from './StaffDashboard';

/** Staff land on the site dashboard, partners on their home (my page and rates). */
export function Dashboard() {
  const { permissions } = usePermissions<OfficePermissions>();
  if (!permissions) return null;
  return permissions.kind === 'staff' ? <StaffDashboard /> : <PartnerHome />;
}
