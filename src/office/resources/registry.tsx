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
import minigameOdds from './minigameOdds';
import partnerTransfers from './partnerTransfers';
import type { MenuGroup } from '../layout/menuGroups';

export interface OfficeResource extends Omit<ResourceProps, 'name'> {
  /** The API path under /api/, e.g. `partner/members`; also the react-admin resource name. */
  name: string;
  scope: 'admin' | 'partner';
  area: OfficeArea;
  /** The menu heading it sits under. */
  group: MenuGroup;
}

const reportResources = (scope: 'admin' | 'partner'): OfficeResource[] =>
  (Object.keys(reports) as (keyof typeof reports)[]).map((key) => ({
    name: `${scope}/reports/${key}`,
    scope,
    area: 'reports',
    group: 'reports',
    ...reports[key],
    options: { label: `office.menu.reports.${key}` },
  }));

/** Every office screen; the menu and routes show only those `canAccess` allows. */
export const OFFICE_RESOURCES: OfficeResource[] = [
  { name: 'partner/members', scope: 'partner', area: 'members', group: 'members', ...partnerMembers, options: { label: 'office.menu.lowerMembers' } },
  { name: 'partner/transfers', scope: 'partner', area: 'members', group: 'money', ...partnerTransfers, options: { label: 'office.menu.transfers' } },
  { name: 'partner/bets', scope: 'partner', area: 'bets', group: 'bets', ...bets, options: { label: 'office.menu.bets' } },
  ...reportResources('partner'),
  { name: 'partner/settlements', scope: 'partner', area: 'settlements', group: 'settlements', ...settlements, options: { label: 'office.menu.settlements' } },

  { name: 'admin/members', scope: 'admin', area: 'members', group: 'members', ...adminMembers, options: { label: 'office.menu.members' } },
  { name: 'admin/deposits', scope: 'admin', area: 'deposits', group: 'cash', ...cashQueue, options: { label: 'office.menu.deposits' } },
  { name: 'admin/withdrawals', scope: 'admin', area: 'withdrawals', group: 'cash', ...cashQueue, options: { label: 'office.menu.withdrawals' } },
  { name: 'admin/partners', scope: 'admin', area: 'partners', group: 'partners', ...partners, options: { label: 'office.menu.partners' } },
  { name: 'admin/bets', scope: 'admin', area: 'bets', group: 'bets', ...bets, options: { label: 'office.menu.bets' } },
  ...reportResources('admin'),
  { name: 'admin/settlements', scope: 'admin', area: 'settlements', group: 'settlements', ...settlements, options: { label: 'office.menu.settlements' } },
  { name: 'admin/notices', scope: 'admin', area: 'content', group: 'content', ...boards, options: { label: 'office.menu.notices' } },
  { name: 'admin/events', scope: 'admin', area: 'content', group: 'content', ...boards, options: { label: 'office.menu.events' } },
  { name: 'admin/faq', scope: 'admin', area: 'content', group: 'content', ...boards, options: { label: 'office.menu.faq' } },
  { name: 'admin/boards', scope: 'admin', area: 'content', group: 'content', ...boards, options: { label: 'office.menu.boards' } },
  { name: 'admin/inquiries', scope: 'admin', area: 'content', group: 'content', ...inquiries, options: { label: 'office.menu.inquiries' } },
  { name: 'admin/messages', scope: 'admin', area: 'messages', group: 'content', ...messages, options: { label: 'office.menu.messages' } },
  { name: 'admin/banners', scope: 'admin', area: 'content', group: 'content', ...banners, options: { label: 'office.menu.banners' } },
  { name: 'admin/siteChecks', scope: 'admin', area: 'site', group: 'site', ...siteChecks, options: { label: 'office.menu.siteChecks' } },
  { name: 'admin/blocklist', scope: 'admin', area: 'members', group: 'members', ...blocklist, options: { label: 'office.menu.blocklist' } },
  { name: 'admin/levels', scope: 'admin', area: 'site', group: 'site', ...levels, options: { label: 'office.menu.levels' } },
  { name: 'admin/codes', scope: 'admin', area: 'site', group: 'site', ...codes, options: { label: 'office.menu.codes' } },
  { name: 'admin/minigameOdds', scope: 'admin', area: 'games', group: 'bets', ...minigameOdds, options: { label: 'office.menu.minigameOdds' } },
  { name: 'admin/audit', scope: 'admin', area: 'audit', group: 'audit', ...audit, options: { label: 'office.menu.audit' } },
];

export const resourcesFor = (permissions: OfficePermissions | undefined): OfficeResource[] =>
  OFFICE_RESOURCES.filter((r) => canAccess(permissions, { scope: r.scope, area: r.area }));
