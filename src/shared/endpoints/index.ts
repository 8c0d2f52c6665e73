import type { Endpoint } from './endpoint';
import { cash } from './cash';
import { adminBankNotices, adminCorrections, adminDeposits, adminWithdrawals } from './cashOffice';
import { adminDesk, partnerDesk } from './officeDesk';
import { officeDashboard, officeOpenApi, officeSession, partnerGate, staffPush, staffTotp } from './office';
import { adminCodes, adminLevels, adminSiteChecks, adminSiteOptions } from './site';
import { adminAudit, partnerProcessing } from './audit';
import { adminReports, partnerReports } from './reports';
import { partnerMe } from './partners';
import {
  adminPartners,
  adminSettlementPayments,
  adminSettlements,
  partnerRates,
  partnerSettlementPayments,
  partnerSettlements,
} from './partnersOffice';
import { give, points } from './money';
import { adminLedger, partnerLedger } from './ledgerOffice';
import {
  adminPartnerMoneyRequests,
  partnerMoney,
  partnerMoneyRequests,
  partnerMoneyTransfers,
} from './partnerMoneyOffice';
import { identity } from './identity';
import { adminJoinCodes, partnerJoinCodes } from './joinCodes';
import {
  adminBlocklist,
  adminMemberNotes,
  adminMembers,
  partnerMemberNotes,
  partnerMembers,
  partnerSignups,
} from './members';
import { board, main, messages, qna } from './content';
import { contentOffice, partnerMemberMessages } from './contentOffice';
import { common, site } from './common';
import { bet } from './bets';
import { adminBets, partnerBets } from './betsOffice';
import { minigame } from './minigame';
import { sports } from './sports';
import { adminMinigameOdds } from './minigameOffice';
import {
  adminSportsFixtures,
  adminSportsLeagues,
  adminSportsLiability,
  adminSportsMargins,
  adminSportsCashOut,
  adminSportsCashOutReport,
  adminSportsMarkets,
  adminSportsTeams,
} from './sportsOffice';
import { adminSportsMarketLiability, adminSportsOddsHistory, adminSportsRiskProfiles } from './sportsRiskOffice';
import { adminSportsLiveMonitor } from './sportsLiveOffice';
import { responsible } from './responsible';
import { adminResponsible, partnerResponsible } from './responsibleOffice';
import { game, gameWallet } from './games';
import { adminGames, adminReconcile, adminVendors } from './gamesOffice';
import { adminIntegrity, partnerIntegrity, partnerSharedSignals } from './integrityOffice';
import { adminLogins, adminOnline, partnerLogins, partnerOnline } from './accessOffice';
import { coupon, event } from './promotions';
import { adminInsurance, adminInsuredBets, partnerInsurance, partnerInsuredBets } from './insuranceOffice';
import { adminCompanies } from './companiesOffice';
import { memberLevel } from './memberLevel';
import { adminLevelMoves, adminLevelRules, adminMemberLevels } from './memberLevelsOffice';
import { adminMemberLogout, adminOfficeIps, adminStaff, adminStaffRoles, partnerSubUsers } from './staffOffice';
import {
  adminCouponKinds,
  adminCoupons,
  adminPromotionReport,
  adminRouletteGrants,
  adminRoulettePrizes,
  partnerPromotionReport,
} from './promotionsOffice';
import { bonus } from './bonuses';
import {
  adminBonusGrants,
  adminBonusPayback,
  adminBonusPrograms,
  adminBonusCostReport,
  adminBonusRequirements,
  partnerBonusCostReport,
  partnerBonusRequirements,
} from './bonusesOffice';

/**
 * The endpoint table: every /api call of the product, once. The server serves exactly these
 * (src/server/http/route.ts refuses to register anything else), the fronts call these entries,
 * the office resources below are groups of them, and /api/openapi.json is generated from them.
 */
export const API = {
  cash,
  adminDeposits,
  adminWithdrawals,
  adminCorrections,
  adminBankNotices,
  officeDashboard,
  officeOpenApi,
  partnerGate,
  officeSession,
  staffTotp,
  staffPush,
  adminLevels,
  adminCodes,
  adminSiteChecks,
  adminSiteOptions,
  // Automatic member levels: the member's progress, the rules, the moves, a member's lock.
  memberLevel,
  adminLevelRules,
  adminLevelMoves,
  adminMemberLevels,
  adminAudit,
  partnerReports,
  adminReports,
  // Partners, rates, settlements, partner money, points and ledger history.
  partnerMe,
  partnerRates,
  adminPartners,
  partnerSettlements,
  adminSettlements,
  partnerMoney,
  partnerMoneyTransfers,
  partnerMoneyRequests,
  adminPartnerMoneyRequests,
  give,
  points,
  adminLedger,
  partnerLedger,
  identity,
  // Partner sign-up codes and domains.
  partnerJoinCodes,
  adminJoinCodes,
  adminMembers,
  partnerMembers,
  adminBlocklist,
  board,
  qna,
  messages,
  main,
  common,
  site,
  contentOffice,
  // Bets (slips of every product) and the house minigames.
  bet,
  partnerBets,
  adminBets,
  minigame,
  adminMinigameOdds,
  // The sportsbook.
  sports,
  adminSportsLeagues,
  adminSportsTeams,
  adminSportsFixtures,
  adminSportsMarkets,
  adminSportsLiability,
  adminSportsMargins,
  adminSportsCashOut,
  adminSportsRiskProfiles,
  adminSportsMarketLiability,
  adminSportsOddsHistory,
  adminSportsLiveMonitor,
  adminSportsCashOutReport,
  // Responsible play and integrity.
  responsible,
  adminResponsible,
  partnerResponsible,
  // Vendor games: catalogue, launches, game wallet, office vendors and games.
  game,
  gameWallet,
  adminVendors,
  adminGames,
  adminReconcile,
  adminIntegrity,
  partnerIntegrity,
  // Promotions: coupons, attendance, roulette.
  coupon,
  event,
  adminCouponKinds,
  adminCoupons,
  adminRoulettePrizes,
  adminRouletteGrants,
  adminPromotionReport,
  partnerPromotionReport,
  // Bonus programs, grants and their wagering.
  bonus,
  adminBonusPrograms,
  adminBonusGrants,
  adminBonusPayback,
  adminBonusRequirements,
  partnerBonusRequirements,
  adminBonusCostReport,
  partnerBonusCostReport,
  // Insured bets.
  adminInsurance,
  partnerInsurance,
  adminInsuredBets,
  partnerInsuredBets,
  // Partner tabs of §2 and the member detail.
  partnerSignups,
  partnerLogins,
  partnerOnline,
  adminLogins,
  adminOnline,
  partnerSharedSignals,
  partnerProcessing,
  partnerSettlementPayments,
  adminSettlementPayments,
  partnerMemberNotes,
  adminMemberNotes,
  partnerMemberMessages,
  // Companies.
  adminCompanies,
  // The office's front desk: waiting queues and the member look-up of the header.
  adminDesk,
  partnerDesk,
  // Staff accounts, roles, the office IP allowlist, forced member logout, partner sub-users.
  adminStaff,
  adminStaffRoles,
  adminOfficeIps,
  adminMemberLogout,
  partnerSubUsers,
};

/**
 * react-admin resources of the office: each is a group of entries named by verb (list, get,
 * getMany, create, update, delete) or action (approve, refuse…), so the dataProvider calls
 * `OFFICE_RESOURCES[resource][verb]`.
 */
export const OFFICE_RESOURCES = {
  'admin/deposits': adminDeposits,
  'admin/withdrawals': adminWithdrawals,
  'admin/corrections': adminCorrections,
  'admin/bankNotices': adminBankNotices,
  'admin/levels': adminLevels,
  'admin/levelMoves': adminLevelMoves,
  'admin/codes': adminCodes,
  'admin/siteChecks': adminSiteChecks,
  'admin/audit': adminAudit,
  'partner/reports/deposits': partnerReports.deposits,
  'partner/reports/withdrawals': partnerReports.withdrawals,
  'partner/reports/transfers': partnerReports.transfers,
  'partner/reports/points': partnerReports.points,
  'partner/reports/daily': partnerReports.daily,
  'partner/reports/summary': partnerReports.summary,
  'admin/reports/deposits': adminReports.deposits,
  'admin/reports/withdrawals': adminReports.withdrawals,
  'admin/reports/transfers': adminReports.transfers,
  'admin/reports/points': adminReports.points,
  'admin/reports/daily': adminReports.daily,
  'admin/reports/summary': adminReports.summary,
  'partner/reports/funnel': partnerReports.funnel,
  'admin/reports/funnel': adminReports.funnel,
  'partner/joinCodes': partnerJoinCodes,
  'admin/joinCodes': adminJoinCodes,
  // Partners, rates, settlements, partner money and ledger history.
  'partner/rates': partnerRates,
  'admin/partners': adminPartners,
  'partner/settlements': partnerSettlements,
  'admin/settlements': adminSettlements,
  'partner/money': partnerMoney,
  'partner/transfers': partnerMoneyTransfers,
  'partner/moneyRequests': partnerMoneyRequests,
  'admin/moneyRequests': adminPartnerMoneyRequests,
  'admin/reports/ledger': { list: adminLedger.list, export: adminLedger.export },
  'partner/ledger': partnerLedger,
  'admin/members': { ...adminMembers, logout: adminMemberLogout },
  'partner/members': partnerMembers,
  'admin/blocklist': adminBlocklist,
  'admin/notices': contentOffice.notices,
  'admin/events': contentOffice.events,
  'admin/faq': contentOffice.faq,
  'admin/boards': contentOffice.boards,
  'admin/inquiries': contentOffice.inquiries,
  'admin/messages': contentOffice.messages,
  'admin/banners': contentOffice.banners,
  // Bets (slips of every product) and the house minigames.
  'partner/bets': partnerBets,
  'admin/bets': adminBets,
  'admin/minigameOdds': adminMinigameOdds,
  // The sportsbook.
  'admin/sportsLeagues': adminSportsLeagues,
  'admin/sportsTeams': adminSportsTeams,
  'admin/sportsFixtures': adminSportsFixtures,
  'admin/sportsMarkets': adminSportsMarkets,
  'admin/sportsLiability': adminSportsLiability,
  'admin/sportsMargins': adminSportsMargins,
  'admin/sportsCashOut': adminSportsCashOut,
  'admin/reports/sportsCashOut': adminSportsCashOutReport,
  'admin/sportsRiskProfiles': adminSportsRiskProfiles,
  'admin/sportsMarketLiability': adminSportsMarketLiability,
  'admin/sportsOddsHistory': adminSportsOddsHistory,
  'admin/sportsLiveMonitor': adminSportsLiveMonitor,
  // Vendor games.
  'admin/vendors': adminVendors,
  'admin/games': adminGames,
  'admin/vendorReconcile': adminReconcile,
  // Integrity flags.
  'admin/integrity': adminIntegrity,
  'partner/integrity': partnerIntegrity,
  // Promotions: coupons, the roulette wheel, what they paid.
  'admin/couponKinds': adminCouponKinds,
  'admin/coupons': adminCoupons,
  'admin/roulettePrizes': adminRoulettePrizes,
  'admin/rouletteGrants': adminRouletteGrants,
  'admin/reports/promotions': adminPromotionReport,
  'partner/reports/promotions': partnerPromotionReport,
  // Bonus programs, staff grants, members' requirements.
  'admin/bonusPrograms': adminBonusPrograms,
  'admin/bonusGrants': adminBonusGrants,
  'admin/bonusPayback': adminBonusPayback,
  'admin/bonusRequirements': adminBonusRequirements,
  'partner/bonusRequirements': partnerBonusRequirements,
  'admin/reports/bonusCost': adminBonusCostReport,
  'partner/reports/bonusCost': partnerBonusCostReport,
  // Insured bets: settings per partner, the insured-bet list.
  'admin/insurance': adminInsurance,
  'admin/insuredBets': adminInsuredBets,
  'partner/insuredBets': partnerInsuredBets,
  // Partner tabs of §2 and the member detail. The partner list and rolling
  // settings are views of the lower members (partners only).
  'partner/signups': partnerSignups,
  'partner/partners': { list: partnerMembers.list, get: partnerMembers.get, getMany: partnerMembers.getMany },
  'partner/rollingRates': { list: partnerMembers.list, get: partnerMembers.get },
  'partner/logins': partnerLogins,
  'partner/online': partnerOnline,
  'admin/logins': adminLogins,
  'admin/online': adminOnline,
  'partner/sharedSignals': partnerSharedSignals,
  'partner/processing': partnerProcessing,
  'partner/settlementPayments': partnerSettlementPayments,
  'admin/settlementPayments': adminSettlementPayments,
  'partner/memberNotes': partnerMemberNotes,
  'admin/memberNotes': adminMemberNotes,
  'partner/memberMessages': partnerMemberMessages,
  'admin/companies': adminCompanies,
  'admin/staff': adminStaff,
  'admin/staffRoles': adminStaffRoles,
  'admin/officeIps': adminOfficeIps,
  'partner/subUsers': partnerSubUsers,
} satisfies Record<string, Record<string, Endpoint>>;
export type OfficeResourceName = keyof typeof OFFICE_RESOURCES;

/** Every call's path starts here; nothing else of the server does. */
export const API_PREFIX = '/api/';

type Tree = { [key: string]: Endpoint | Tree };
const isEndpoint = (v: Endpoint | Tree): v is Endpoint => typeof (v as Endpoint).path === 'string' && 'response' in v;
const flatten = (tree: Tree): Endpoint[] => Object.values(tree).flatMap((v) => (isEndpoint(v) ? [v] : flatten(v)));

/** Every entry of the table, each once. */
export const ENDPOINTS: readonly Endpoint[] = flatten(API as unknown as Tree);
