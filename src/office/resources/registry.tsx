import type { ResourceProps } from 'react-admin';
import { OFFICE_RESOURCES as OFFICE_CALLS, type OfficeResourceName } from '../../shared/endpoints';
import type { Endpoint } from '../../shared/endpoints/endpoint';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { canAccess } from '../access/canAccess';
import partnerMembers from './partnerMembers';
import bets from './bets';
import settlements from './settlements';
import { ledgerReport, reports } from './reports';
import adminMembers from './adminMembers';
import cashQueue from './cashQueue';
import corrections from './corrections';
import bankNotices from './bankNotices';
import withdrawals from './withdrawals';
import partners from './partners';
import siteChecks from './siteChecks';
import blocklist from './blocklist';
import levels from './levels';
import levelMoves from './levelMoves';
import codes from './codes';
import audit from './audit';
import boards from './boards';
import inquiries from './inquiries';
import messages from './messages';
import banners from './banners';
import minigameOdds from './minigameOdds';
import vendors from './vendors';
import games from './games';
import { couponKinds, issuedCoupons } from './coupons';
import bonusPrograms from './bonusPrograms';
import bonusRequirements from './bonusRequirements';
import roulettePrizes from './roulette';
import integrity from './integrity';
import insurance from './insurance';
import insuredBets from './insuredBets';
import signups from './signups';
import partnerList from './partnerList';
import joinCodes from './joinCodes';
import online from './online';
import logins from './logins';
import sharedSignals from './sharedSignals';
import rollingRates from './rollingRates';
import settlementPayments from './settlementPayments';
import processing from './processing';
import { adminPartnerMoneyRequests, partnerMoneyRequests, partnerMoneyTransfers } from './partnerMoney';
import companies from './companies';
import sportsFixtures from './sportsFixtures';
import sportsLeagues from './sportsLeagues';
import sportsTeams from './sportsTeams';
import sportsLiability from './sportsLiability';
import sportsMarketLiability from './sportsMarketLiability';
import sportsLiveMonitor from './sportsLiveMonitor';
import sportsMargins from './sportsMargins';
import { cashOutReport, cashOutRules } from './sportsCashOut';
import { officeIps, staffAccounts, staffRoles } from './staff';
import subUsers from './subUsers';
import type { MenuGroup } from '../layout/menuGroups';

export interface OfficeResource extends Omit<ResourceProps, 'name'> {
  /** A resource of the endpoint table's OFFICE_RESOURCES (`partner/members`); also react-admin's name. */
  name: OfficeResourceName;
  /** The menu heading it sits under. */
  group: MenuGroup;
  /** Extra menu entries opening the list with a filter set (§2 partner bet > casino, slot, minigame). */
  shortcuts?: { label: string; filter: Record<string, string> }[];
}

/** §2 partner layout: bet > casino, slot, minigame, and the sportsbook's slips (the same slips, filtered by product group). */
const betShortcuts = (['casino', 'slot', 'minigame', 'sports'] as const).map((gameGroup) => ({
  label: `office.vendors.menu.bet.${gameGroup}`,
  filter: { gameGroup },
}));

const reportResources = (scope: 'admin' | 'partner'): OfficeResource[] =>
  (Object.keys(reports) as (keyof typeof reports)[]).map((key) => ({
    name: `${scope}/reports/${key}` as OfficeResourceName,
    group: 'reports',
    ...reports[key],
    options: { label: `office.menu.reports.${key}` },
  }));

/** Every office screen; the menu and routes show only those `canAccess` allows. */
const OFFICE_RESOURCES: OfficeResource[] = [
  { name: 'partner/members', group: 'members', ...partnerMembers, options: { label: 'office.menu.lowerMembers' } },
  { name: 'partner/signups', group: 'members', ...signups, options: { label: 'office.menu.signups' } },
  { name: 'partner/partners', group: 'members', ...partnerList, options: { label: 'office.menu.partnerList' } },
  { name: 'partner/joinCodes', group: 'members', ...joinCodes, options: { label: 'office.menu.joinCodes' } },
  { name: 'partner/online', group: 'members', ...online, options: { label: 'office.menu.online' } },
  { name: 'partner/logins', group: 'members', ...logins, options: { label: 'office.menu.logins' } },
  {
    name: 'partner/sharedSignals',
    group: 'members',
    ...sharedSignals,
    options: { label: 'office.menu.sharedSignals' },
  },
  { name: 'partner/integrity', group: 'members', ...integrity, options: { label: 'office.menu.integrity' } },
  {
    name: 'partner/bonusRequirements',
    group: 'members',
    ...bonusRequirements,
    options: { label: 'office.menu.bonusRequirements' },
  },
  { name: 'partner/transfers', group: 'money', ...partnerMoneyTransfers, options: { label: 'office.menu.transfers' } },
  {
    name: 'partner/moneyRequests',
    group: 'money',
    ...partnerMoneyRequests,
    options: { label: 'office.menu.moneyRequests' },
  },
  { name: 'partner/ledger', group: 'money', ...ledgerReport, options: { label: 'office.menu.moneyHistory' } },
  { name: 'partner/bets', group: 'bets', ...bets, options: { label: 'office.menu.bets' }, shortcuts: betShortcuts },
  { name: 'partner/insuredBets', group: 'bets', ...insuredBets, options: { label: 'office.menu.insuredBets' } },
  ...reportResources('partner'),
  { name: 'partner/settlements', group: 'settlements', ...settlements, options: { label: 'office.menu.settlements' } },
  {
    name: 'partner/settlementPayments',
    group: 'settlements',
    ...settlementPayments,
    options: { label: 'office.menu.settlementPayments' },
  },
  {
    name: 'partner/rollingRates',
    group: 'settlements',
    ...rollingRates,
    options: { label: 'office.menu.rollingRates' },
  },
  { name: 'partner/processing', group: 'audit', ...processing, options: { label: 'office.menu.processing' } },
  { name: 'partner/subUsers', group: 'gate', ...subUsers, options: { label: 'office.menu.subUsers' } },

  { name: 'admin/members', group: 'members', ...adminMembers, options: { label: 'office.menu.members' } },
  { name: 'admin/online', group: 'members', ...online, options: { label: 'office.menu.online' } },
  { name: 'admin/logins', group: 'members', ...logins, options: { label: 'office.menu.logins' } },
  { name: 'admin/deposits', group: 'cash', ...cashQueue, options: { label: 'office.menu.deposits' } },
  { name: 'admin/withdrawals', group: 'cash', ...withdrawals, options: { label: 'office.menu.withdrawals' } },
  { name: 'admin/bankNotices', group: 'cash', ...bankNotices, options: { label: 'office.menu.bankNotices' } },
  { name: 'admin/corrections', group: 'cash', ...corrections, options: { label: 'office.menu.corrections' } },
  { name: 'admin/partners', group: 'partners', ...partners, options: { label: 'office.menu.partners' } },
  { name: 'admin/joinCodes', group: 'partners', ...joinCodes, options: { label: 'office.menu.joinCodes' } },
  {
    name: 'admin/moneyRequests',
    group: 'partners',
    ...adminPartnerMoneyRequests,
    options: { label: 'office.menu.moneyRequests' },
  },
  { name: 'admin/bets', group: 'bets', ...bets, options: { label: 'office.menu.bets' }, shortcuts: betShortcuts },
  { name: 'admin/insuredBets', group: 'bets', ...insuredBets, options: { label: 'office.menu.insuredBets' } },
  { name: 'admin/insurance', group: 'partners', ...insurance, options: { label: 'office.menu.insurance' } },
  ...reportResources('admin'),
  { name: 'admin/reports/ledger', group: 'reports', ...ledgerReport, options: { label: 'office.menu.moneyHistory' } },
  { name: 'admin/settlements', group: 'settlements', ...settlements, options: { label: 'office.menu.settlements' } },
  {
    name: 'admin/settlementPayments',
    group: 'settlements',
    ...settlementPayments,
    options: { label: 'office.menu.settlementPayments' },
  },
  { name: 'admin/notices', group: 'content', ...boards, options: { label: 'office.menu.notices' } },
  { name: 'admin/events', group: 'content', ...boards, options: { label: 'office.menu.events' } },
  { name: 'admin/faq', group: 'content', ...boards, options: { label: 'office.menu.faq' } },
  { name: 'admin/boards', group: 'content', ...boards, options: { label: 'office.menu.boards' } },
  { name: 'admin/inquiries', group: 'content', ...inquiries, options: { label: 'office.menu.inquiries' } },
  { name: 'admin/messages', group: 'content', ...messages, options: { label: 'office.menu.messages' } },
  { name: 'admin/banners', group: 'content', ...banners, options: { label: 'office.menu.banners' } },
  { name: 'admin/siteChecks', group: 'site', ...siteChecks, options: { label: 'office.menu.siteChecks' } },
  { name: 'admin/blocklist', group: 'members', ...blocklist, options: { label: 'office.menu.blocklist' } },
  { name: 'admin/integrity', group: 'members', ...integrity, options: { label: 'office.menu.integrity' } },
  { name: 'admin/levels', group: 'site', ...levels, options: { label: 'office.menu.levels' } },
  { name: 'admin/levelMoves', group: 'members', ...levelMoves, options: { label: 'office.menu.levelMoves' } },
  { name: 'admin/codes', group: 'site', ...codes, options: { label: 'office.menu.codes' } },
  { name: 'admin/companies', group: 'site', ...companies, options: { label: 'office.menu.companies' } },
  { name: 'admin/minigameOdds', group: 'bets', ...minigameOdds, options: { label: 'office.menu.minigameOdds' } },
  // The sportsbook.
  {
    name: 'admin/sportsFixtures',
    group: 'sports',
    ...sportsFixtures,
    options: { label: 'office.menu.sportsFixtures' },
  },
  {
    name: 'admin/sportsLiability',
    group: 'sports',
    ...sportsLiability,
    options: { label: 'office.menu.sportsLiability' },
  },
  {
    name: 'admin/sportsMarketLiability',
    group: 'sports',
    ...sportsMarketLiability,
    options: { label: 'office.menu.sportsMarketLiability' },
  },
  {
    name: 'admin/sportsLiveMonitor',
    group: 'sports',
    ...sportsLiveMonitor,
    options: { label: 'office.menu.sportsLiveMonitor' },
  },
  { name: 'admin/sportsLeagues', group: 'sports', ...sportsLeagues, options: { label: 'office.menu.sportsLeagues' } },
  { name: 'admin/sportsTeams', group: 'sports', ...sportsTeams, options: { label: 'office.menu.sportsTeams' } },
  { name: 'admin/sportsMargins', group: 'sports', ...sportsMargins, options: { label: 'office.menu.sportsMargins' } },
  { name: 'admin/sportsCashOut', group: 'sports', ...cashOutRules, options: { label: 'office.menu.sportsCashOut' } },
  {
    name: 'admin/reports/sportsCashOut',
    group: 'sports',
    ...cashOutReport,
    options: { label: 'office.menu.sportsCashOutReport' },
  },
  { name: 'admin/vendors', group: 'games', ...vendors, options: { label: 'office.vendors.menu.vendors' } },
  { name: 'admin/games', group: 'games', ...games, options: { label: 'office.vendors.menu.games' } },
  { name: 'admin/couponKinds', group: 'promotions', ...couponKinds, options: { label: 'office.menu.couponKinds' } },
  { name: 'admin/coupons', group: 'promotions', ...issuedCoupons, options: { label: 'office.menu.coupons' } },
  {
    name: 'admin/bonusPrograms',
    group: 'promotions',
    ...bonusPrograms,
    options: { label: 'office.menu.bonusPrograms' },
  },
  {
    name: 'admin/bonusRequirements',
    group: 'promotions',
    ...bonusRequirements,
    options: { label: 'office.menu.bonusRequirements' },
  },
  {
    name: 'admin/roulettePrizes',
    group: 'promotions',
    ...roulettePrizes,
    options: { label: 'office.menu.roulettePrizes' },
  },
  { name: 'admin/audit', group: 'audit', ...audit, options: { label: 'office.menu.audit' } },
  // Staff accounts, roles and the office IP allowlist (docs/domains/staff.md).
  { name: 'admin/staff', group: 'staff', ...staffAccounts, options: { label: 'office.menu.staff' } },
  { name: 'admin/staffRoles', group: 'staff', ...staffRoles, options: { label: 'office.menu.staffRoles' } },
  { name: 'admin/officeIps', group: 'staff', ...officeIps, options: { label: 'office.menu.officeIps' } },
];

/** Who may open a resource is who may call its list (or first) entry in the table. */
const entryOf = (name: OfficeResourceName): Endpoint => {
  const calls: Record<string, Endpoint> = OFFICE_CALLS[name];
  return calls.list ?? Object.values(calls)[0]!;
};

/**
 * The screens of who signed in: a resource whose list it may call, without the create or edit view
 * when it may not call the resource's create or update (a read-only role or sub-user sees no form
 * it could not save).
 */
export const resourcesFor = (permissions: OfficePermissions | undefined): OfficeResource[] =>
  OFFICE_RESOURCES.filter((r) => canAccess(permissions, entryOf(r.name))).map((r) => {
    const calls: Record<string, Endpoint | undefined> = OFFICE_CALLS[r.name];
    const may = (verb: string) => !calls[verb] || canAccess(permissions, calls[verb]);
    return { ...r, create: may('create') ? r.create : undefined, edit: may('update') ? r.edit : undefined };
  });
