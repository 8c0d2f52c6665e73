import type { ResourceProps } from 'react-admin';
import type { OfficeArea } from '../../shared/api/office';
import type { OfficePermissions } from '../access/canAccess';
import { canAccess } from '../access/canAccess';
import partnerMembers from './partnerMembers';
import bets from './bets';
import settlements from './settlements';
import { reports } from './reports';
import adminMembers from './adminMembers';
import cashQueue from './cashQueue';
import partners from './partners';
import siteChecks from './siteChecks';
import blocklist from './blocklist';
import levels from './levels';
import codes from './codes';
import audit from './audit';
import boards from './boards';
import inquiries from './inquiries';
import messages from './messages';
import banners from './banners';

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

  { name: 'admin/members', scope: 'admin', area: 'members', ...adminMembers, options: { label: 'office.menu.members' } },
  { name: 'admin/deposits', scope: 'admin', area: 'deposits', ...cashQueue, options: { label: 'office.menu.deposits' } },
  { name: 'admin/withdrawals', scope: 'admin', area: 'withdrawals', ...cashQueue, options: { label: 'office.menu.withdrawals' } },
  { name: 'admin/partners', scope: 'admin', area: 'partners', ...partners, options: { label: 'office.menu.partners' } },
  { name: 'admin/bets', scope: 'admin', area: 'bets', ...bets, options: { label: 'office.menu.bets' } },
  ...reportResources('admin'),
  { name: 'admin/settlements', scope: 'admin', area: 'settlements', ...settlements, options: { label: 'office.menu.settlements' } },
  { name: 'admin/notices', scope: 'admin', area: 'content', ...boards, options: { label: 'office.menu.notices' } },
  { name: 'admin/events', scope: 'admin', area: 'content', ...boards, options: { label: 'office.menu.events' } },
  { name: 'admin/faq', scope: 'admin', area: 'content', ...boards, options: { label: 'office.menu.faq' } },
  { name: 'admin/boards', scope: 'admin', area: 'content', ...boards, options: { label: 'office.menu.boards' } },
  { name: 'admin/inquiries', scope: 'admin', area: 'content', ...inquiries, options: { label: 'office.menu.inquiries' } },
  { name: 'admin/messages', scope: 'admin', area: 'messages', ...messages, options: { label: 'office.menu.messages' } },
  { name: 'admin/banners', scope: 'admin', area: 'content', ...banners, options: { label: 'office.menu.banners' } },
  { name: 'admin/siteChecks', scope: 'admin', area: 'site', ...siteChecks, options: { label: 'office.menu.siteChecks' } },
  { name: 'admin/blocklist', scope: 'admin', area: 'members', ...blocklist, options: { label: 'office.menu.blocklist' } },
  { name: 'admin/levels', scope: 'admin', area: 'site', ...levels, options: { label: 'office.menu.levels' } },
  { name: 'admin/codes', scope: 'admin', area: 'site', ...codes, options: { label: 'office.menu.codes' } },
  { name: 'admin/audit', scope: 'admin', area: 'audit', ...audit, options: { label: 'office.menu.audit' } },
];

export const resourcesFor = (permissions: OfficePermissions | undefined): OfficeResource[] =>
  OFFICE_RESOURCES.filter((r) => canAccess(permissions, { scope: r.scope, area: r.area }));
