import { z } from 'zod';
import { StreakBonus } from './attendance';
import { ConflictRuleSchema, DEFAULT_CONFLICT_RULES } from '../sports/conflicts';
import { SPORT_KEYS, SportKeySchema } from '../sports/sports';
import { DEFAULT_RISK_RULES, RiskRules } from './withdrawalRisk';

const yn = z.enum(['Y', 'N']);
const won = z.number().int().min(0);

/** §3 site option and settings, stored per site and served (public part) by /api/etc/siteOption. */
export const SiteOptionsSchema = z.object({
  siteStatus: yn.default('Y'),
  joinStatus: yn.default('Y'),
  multiLogin: yn.default('N'),
  boardStatus: yn.default('Y'),
  recommendYn: yn.default('Y'),
  sns1: z.string().default(''),
  sns1Link: z.string().default(''),
  sns1Id: z.string().default(''),
  sns2: z.string().default(''),
  sns2Link: z.string().default(''),
  sns2Id: z.string().default(''),
  sns3: z.string().default(''),
  sns3Link: z.string().default(''),
  sns3Id: z.string().default(''),
  commentPoint: won.default(0),
  autoLogoutMinutes: z.number().int().min(0).default(120),
  /** Minutes after which a lock by 8 wrong passwords (§9) lifts itself; 0 = until staff unlock it. */
  loginUnlockMinutes: z.number().int().min(0).max(10_080).default(0),
  /** A session ends this many hours after its login, however often its token is renewed. */
  sessionMaxHours: z.number().int().min(1).max(720).default(12),
  depositMin: won.default(10_000),
  depositMax: won.default(10_000_000),
  depositUnit: won.default(10_000),
  withdrawMin: won.default(10_000),
  withdrawMax: won.default(10_000_000),
  withdrawUnit: won.default(10_000),
  /** Minutes before another deposit / withdrawal request may be made. */
  depositReapplyMinutes: z.number().int().min(0).default(1),
  withdrawReapplyMinutes: z.number().int().min(0).default(1),
  /** Rolling (turnover) required before withdrawal, in basis points of deposits since the last withdrawal. */
  withdrawRollingBp: z.number().int().min(0).default(10_000),
  /**
   * A staff correction of more than this (won, or points) waits for a second staff member
   * (docs/domains/corrections.md#four-eyes); up to it, it is booked at once.
   */
  correctionApprovalOver: won.default(1_000_000),
  /** Deposit matching (docs/domains/cash.md#deposit-matching): a notice fits requests asked this many minutes either side of its time. */
  depositMatchMinutes: z.number().int().min(1).max(1_440).default(60),
  /** The bank webhook's timestamp may differ from the server's clock by this many seconds. */
  bankNoticeSkewSeconds: z.number().int().min(30).max(3_600).default(300),
  /**
   * Withdrawal risk rules (docs/domains/cash.md#withdrawal-risk-rules): a request that passes every
   * enabled check is approved by the rules when this is Y (off by default).
   */
  withdrawAutoApproveYn: yn.default('N'),
  /** The checks in the order they are judged, each on or off. */
  withdrawRiskRules: RiskRules.default(DEFAULT_RISK_RULES),
  /** The win-to-deposit check's limit: net win since the previous withdrawal over the deposits since, in basis points. */
  withdrawRiskWinRatioBp: z.number().int().min(0).max(1_000_000).default(20_000),
  /** The payout account check: days the account must have been unchanged before the request. */
  withdrawRiskAccountDays: z.number().int().min(0).max(365).default(3),
  pointChangeYn: yn.default('Y'),
  pointChangeAmtLimit: won.default(10_000),
  pointChangeAmtUnit: won.default(1_000),
  eventYn: yn.default('Y'),
  bankName: z.string().default(''),
  bankAccountNo: z.string().default(''),
  bankAccountHolder: z.string().default(''),
  /**
   * Wagering (docs/domains/wagering.md#lapse): a stake that leaves the member's money (cash and game
   * wallets) below this lapses the member's active wagering requirements; 0: never. Read where the
   * stake is written (bonuses/sql/wagering_advance.sql).
   */
  wagerLapseBelow: won.default(0),
  /** Promotions: attendance check-in rewards and the roulette spins earned by rules. */
  attendanceYn: yn.default('Y'),
  attendancePoint: won.default(1_000),
  /** 0: no condition; else approved deposits of at least this on the site day before checking in. */
  attendanceDepositMin: won.default(0),
  attendanceStreakBonuses: z
    .array(StreakBonus)
    .max(10)
    .default([
      { days: 7, point: 5_000 },
      { days: 15, point: 10_000 },
      { days: 30, point: 30_000 },
    ]),
  /** Every this many consecutive days a check-in also earns a roulette spin (0: never). */
  attendanceSpinEvery: z.number().int().min(0).max(366).default(7),
  rouletteYn: yn.default('Y'),
  /** An approved deposit of at least this earns a roulette spin (0: deposits earn none). */
  rouletteDepositMin: won.default(100_000),
  /** Vendors with no adapter: hidden from members (N), or shown to them as "in preparation" (Y). */
  showPreparingVendors: yn.default('N'),
  /** Main page live video: the https address of an embeddable player page (empty: no live area). */
  liveStreamUrl: z.union([z.literal(''), z.url({ protocol: /^https$/ })]).default(''),
  /**
   * Retention (docs/operations/retention.md): months of the ledger and slips kept in the database
   * besides the current one; older months leave for the archive. 0: all kept (the default).
   */
  retentionMonths: z.number().int().min(0).max(1_200).default(0),
  // Sportsbook. Odds are decimal × 100, as everywhere.
  /** §4: minutes after placement during which a member may cancel a sports slip (and only before its first kick-off; 0: never). */
  sportsCancelMinutes: z.number().int().min(0).max(1_440).default(5),
  /** §9 folder bonus odds at 3, 6 and 9 counting legs (100: no bonus), and the odds a leg needs to count. */
  sportsBonusOdds3: z.number().int().min(100).max(1_000).default(103),
  sportsBonusOdds6: z.number().int().min(100).max(1_000).default(106),
  sportsBonusOdds9: z.number().int().min(100).max(1_000).default(110),
  sportsBonusMinLegOdds: z.number().int().min(100).max(100_000).default(130),
  /** §5 conflict matrix: the refused pairs of pick classes on one fixture (W, D, L, HW, HL, O, U); default every pair. */
  sportsConflictRules: z
    .array(ConflictRuleSchema)
    .max(28)
    .default([...DEFAULT_CONFLICT_RULES]),
  /** Most legs in one slip. */
  sportsMaxLegs: z.number().int().min(1).max(20).default(10),
  /** §8 BET_LIMIT_MIN / BET_LIMIT_MAX / WIN_LIMIT_MAX (won). */
  sportsBetMin: won.default(1_000),
  sportsBetMax: won.default(5_000_000),
  sportsWinMax: won.default(50_000_000),
  /** §8 RATE_LIMIT_MIN / RATE_LIMIT_MAX on the slip's total odds, RATE_LIMIT_EXCEPTION on each leg's odds. */
  sportsTotalOddsMin: z.number().int().min(100).default(100),
  sportsTotalOddsMax: z.number().int().min(100).default(100_000),
  sportsLegOddsMin: z.number().int().min(100).default(101),
  sportsLegOddsMax: z.number().int().min(100).default(5_000),
  /** The demo feed's and a plain feed's odds margin (basis points of overround) where no sport has its own. */
  sportsMarginBp: z.number().int().min(0).max(3_000).default(600),
  /** Cash-out margin (basis points off the slip's fair value) where a sport has no rule of its own. */
  sportsCashOutMarginBp: z.number().int().min(0).max(5_000).default(500),
  /** A market's liability past which a placed slip suspends it (docs/domains/sportsbook.md#liability-cap); 0: no cap. */
  sportsMarketLiabilityCap: won.default(0),
  /** Seconds a live source may stay silent before its live markets are suspended (docs/domains/sportsbook.md#in-play). */
  sportsLiveSilenceS: z.number().int().min(5).max(600).default(15),
  /** The demo feed plays its matches this many times faster than real time (1: real time). */
  sportsDemoLiveSpeed: z.number().int().min(1).max(60).default(1),
  /**
   * The bet delay in play (docs/domains/sportsbook.md#bet-delay-in-play): seconds a slip with a live
   * leg waits before it is accepted, for a sport without its own; and the sports with their own.
   */
  sportsLiveDelayS: z.number().int().min(0).max(600).default(5),
  sportsLiveDelays: z
    .array(z.object({ sport: SportKeySchema, seconds: z.number().int().min(0).max(600) }))
    .max(SPORT_KEYS.length)
    .refine((rows) => new Set(rows.map((r) => r.sport)).size === rows.length, { message: 'one delay per sport' })
    .default([]),
});
export type SiteOptions = z.infer<typeof SiteOptionsSchema>;

/**
 * What /api/etc/siteOption shows anyone: the §3 site option (recommendYn, sns1..3, point limits)
 * and the member-facing settings (site/join/board status, amounts, event flags). The deposit
 * account and internal settings (multi-login, rolling rule, re-apply waits) stay on the server.
 */
export const PublicSiteOptionsSchema = SiteOptionsSchema.pick({
  siteStatus: true,
  joinStatus: true,
  boardStatus: true,
  recommendYn: true,
  sns1: true,
  sns1Link: true,
  sns1Id: true,
  sns2: true,
  sns2Link: true,
  sns2Id: true,
  sns3: true,
  sns3Link: true,
  sns3Id: true,
  commentPoint: true,
  autoLogoutMinutes: true,
  depositMin: true,
  depositMax: true,
  depositUnit: true,
  withdrawMin: true,
  withdrawMax: true,
  withdrawUnit: true,
  pointChangeYn: true,
  pointChangeAmtLimit: true,
  pointChangeAmtUnit: true,
  eventYn: true,
  // The sports board shows the slip's rules before the member places it.
  sportsCancelMinutes: true,
  sportsBonusOdds3: true,
  sportsBonusOdds6: true,
  sportsBonusOdds9: true,
  sportsBonusMinLegOdds: true,
  sportsConflictRules: true,
  sportsMaxLegs: true,
  sportsBetMin: true,
  sportsBetMax: true,
  sportsWinMax: true,
  sportsTotalOddsMin: true,
  sportsTotalOddsMax: true,
  sportsLegOddsMin: true,
  sportsLegOddsMax: true,
});
export type PublicSiteOptions = z.infer<typeof PublicSiteOptionsSchema>;

/**
 * /api/etc/siteOption: the public options and the site's clock (config SITE_TZ_OFFSET_MINUTES), so
 * a front shows times in site time (§5) rather than in the reader's browser zone.
 */
export const PublicSiteInfoSchema = PublicSiteOptionsSchema.extend({ tzOffsetMinutes: z.number().int() });

/** §3 site check info: a maintenance in effect (checkYn Y) or scheduled (checkYn N, start later). */
export const SiteCheckInfo = z.object({
  checkIdx: z.number().int(),
  /** site, signup, login, bet, deposit, withdraw, point, or game (with gameCode). */
  type: z.string(),
  gameCode: z.string().nullable(),
  emergencyYn: yn,
  checkYn: yn,
  startDay: z.string().nullable(),
  endDay: z.string().nullable(),
});
export type SiteCheckInfo = z.infer<typeof SiteCheckInfo>;

/** /api/etc/bank: banks a member may name at sign-up and in info edit (common codes group BANK). */
export const BankEntry = z.object({ code: z.string(), codeName: z.string() });
export type BankEntry = z.infer<typeof BankEntry>;
