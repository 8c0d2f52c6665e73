import type { ResourceProps } from 'react-admin';
import type { OfficeArea } from '../../shared/api/office';
import type { OfficePermissions } from '../access/canAccess';
import { canAccess } from '../access/canAccess';
import partnerMembers from './partnerMembers';
import bets from './bets';
import settlements from './settlements';
import { reports } from './reports';

export interface OfficeResource extends Omit<ResourceProps, 'name'> {
  /** The API path under /api/, e.g. `partner/members`; also the react-admin resource name. */
  name: string;
  scope: 'admin' | 'partner';
  area: OfficeArea;
}

const reportResources = (scope: 'admin' | 'partner'): OfficeResource[] =>
  (Object.keys(reports) as (keyof typeof reports)[]).map((key) => ({
    name: `${scope}/reports/${key}`,
    scope,
    area: 'reports',
    ...reports[key],
    options: { label: `office.menu.reports.${key}` },
  }));

/** Every office screen; the menu and routes show only those `canAccess` allows. */
export const OFFICE_RESOURCES: OfficeResource[] = [
  { name: 'partner/members', scope: 'partner', area: 'members', ...partnerMembers, options: { label: 'office.menu.lowerMembers' } },
  { name: 'partner/bets', scope: 'partner', area: 'bets', ...bets, options: { label: 'office.menu.bets' } },
  ...reportResources('partner'),
  { name: 'partner/settlements', scope: 'partner', area: 'settlements', ...settlements, options: { label: 'office.menu.settlements' } },

  { name: 'admin/bets', scope: 'admin', area: 'bets', ...bets, options: { label: 'office.menu.bets' } },
  ...reportResources('admin'),
  { name: 'admin/settlements', scope: 'admin', area: 'settlements', ...settlements, options: { label: 'office.menu.settlements' } },
];

export const resourcesFor = (permissions: OfficePermissions | undefined): OfficeResource[] =>
  OFFICE_RESOURCES.filter((r) => canAccess(permissions, { scope: r.scope, area: r.area }));
