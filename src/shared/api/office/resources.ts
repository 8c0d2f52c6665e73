import { OfficeArea } from '../office';

export type OfficeVerb = 'list' | 'get' | 'getMany' | 'create' | 'update' | 'delete';

export interface OfficeResourceSpec {
  /** Call prefix; a verb or action is appended: `${path}/list`. */
  path: string;
  verbs: readonly OfficeVerb[];
  /** Extra actions (`${path}/${action}`, body `{ id, … }`). */
  actions?: readonly string[];
  /** partner: a partner member's own subtree; staff: the staff role's area. */
  scope: 'partner' | 'staff';
  area?: OfficeArea;
}

const lists = ['list'] as const;
const crud = ['list', 'get', 'getMany', 'create', 'update', 'delete'] as const;

/**
 * react-admin resource name -> calls. Pay/recover, cash queues, content and minigame odds are
 * other modules' resources and are listed by their own contracts.
 */
export const OFFICE_RESOURCES = {
  'partner/members': { path: '/api/partner/members', verbs: ['list', 'get', 'getMany', 'create', 'update'], scope: 'partner' },
  'partner/rates': { path: '/api/partner/rates', verbs: ['get', 'update'], scope: 'partner' },
  'partner/bets': { path: '/api/partner/bets', verbs: ['list', 'get'], scope: 'partner' },
  'partner/reports/deposits': { path: '/api/partner/reports/deposits', verbs: lists, scope: 'partner' },
  'partner/reports/withdrawals': { path: '/api/partner/reports/withdrawals', verbs: lists, scope: 'partner' },
  'partner/reports/transfers': { path: '/api/partner/reports/transfers', verbs: lists, scope: 'partner' },
  'partner/reports/points': { path: '/api/partner/reports/points', verbs: lists, scope: 'partner' },
  'partner/reports/daily': { path: '/api/partner/reports/daily', verbs: lists, scope: 'partner' },
  'partner/reports/summary': { path: '/api/partner/reports/summary', verbs: lists, scope: 'partner' },
  'partner/settlements': { path: '/api/partner/settlements', verbs: lists, scope: 'partner' },

  'admin/members': { path: '/api/admin/members', verbs: ['list', 'get', 'getMany', 'update'], actions: ['approve'], scope: 'staff', area: OfficeArea.Members },
  'admin/partners': { path: '/api/admin/partners', verbs: ['list', 'get', 'getMany', 'create', 'update'], actions: ['tree'], scope: 'staff', area: OfficeArea.Partners },
  'admin/bets': { path: '/api/admin/bets', verbs: ['list', 'get'], scope: 'staff', area: OfficeArea.Bets },
  'admin/reports/deposits': { path: '/api/admin/reports/deposits', verbs: lists, scope: 'staff', area: OfficeArea.Reports },
  'admin/reports/withdrawals': { path: '/api/admin/reports/withdrawals', verbs: lists, scope: 'staff', area: OfficeArea.Reports },
  'admin/reports/transfers': { path: '/api/admin/reports/transfers', verbs: lists, scope: 'staff', area: OfficeArea.Reports },
  'admin/reports/points': { path: '/api/admin/reports/points', verbs: lists, scope: 'staff', area: OfficeArea.Reports },
  'admin/reports/daily': { path: '/api/admin/reports/daily', verbs: lists, scope: 'staff', area: OfficeArea.Reports },
  'admin/reports/summary': { path: '/api/admin/reports/summary', verbs: lists, scope: 'staff', area: OfficeArea.Reports },
  'admin/settlements': { path: '/api/admin/settlements', verbs: lists, actions: ['run'], scope: 'staff', area: OfficeArea.Settlements },
  'admin/siteChecks': { path: '/api/admin/siteChecks', verbs: crud, scope: 'staff', area: OfficeArea.Site },
  'admin/blocklist': { path: '/api/admin/blocklist', verbs: ['list', 'create', 'delete'], scope: 'staff', area: OfficeArea.Members },
  'admin/levels': { path: '/api/admin/levels', verbs: ['list', 'get', 'getMany', 'create', 'update'], scope: 'staff', area: OfficeArea.Site },
  'admin/codes': { path: '/api/admin/codes', verbs: crud, scope: 'staff', area: OfficeArea.Site },
  'admin/audit': { path: '/api/admin/audit', verbs: lists, scope: 'staff', area: OfficeArea.Audit },
} as const satisfies Record<string, OfficeResourceSpec>;
export type OfficeResourceName = keyof typeof OFFICE_RESOURCES;

/**
 * Single calls outside the resource convention:
 *  /api/partner/me                      {}                            -> PartnerMe
 *  /api/partner/gate/set|check|change   GateSet/Check/ChangeRequest   -> GateResult
 *  /api/admin/siteOptions/get|update    {} | { data }                 -> SiteOptions      (area site)
 *  /api/admin/dashboard                 {}                            -> Dashboard        (area reports)
 *  /api/admin/totp/setup|enable         {} | { otp }                  -> TotpSetup | { enabled }  (any staff)
 */
export const OFFICE_SINGLE_CALLS = [
  '/api/partner/me',
  '/api/partner/gate/set',
  '/api/partner/gate/check',
  '/api/partner/gate/change',
  '/api/admin/siteOptions/get',
  '/api/admin/siteOptions/update',
  '/api/admin/dashboard',
  '/api/admin/totp/setup',
  '/api/admin/totp/enable',
] as const;
