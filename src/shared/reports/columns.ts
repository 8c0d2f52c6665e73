import { PARTNER_TIERS } from '../enums';
import { SETTLEMENT_KINDS } from '../api/office/settlements';
import { PRODUCT_GROUPS } from '../bets/productGroups';
import { SLIP_STATUSES } from '../bets/slip';
import { BONUS_KINDS } from '../bonuses/terms';
import type { FilterKind } from './gridQuery';
import type { Words } from './cellWords';

/** What paid a promotion (the office's promotion payouts report). */
export const PROMOTION_SOURCES = ['coupon', 'attendance', 'roulette'] as const;

/**
 * The columns of every report grid, shared by the grid (headers, formats, filter operators) and
 * the server (which of them it sorts, filters and sums, and how the CSV writes them). A column's
 * key is the record field it shows; its header is `office.fields.<label ?? key>` in every language.
 */
export type ColumnType = 'text' | 'number' | 'money' | 'odds' | 'datetime' | 'day' | 'enum';

export interface ReportColumn {
  key: string;
  type: ColumnType;
  /** The header's key under office.fields when it differs from `key`. */
  label?: string;
  /** Enum columns: the values and the catalogue group that names them (`office.<group>.<value>`). */
  values?: readonly (string | number)[];
  group?: string;
  /** The server can sort by it (an indexed or cheap expression). */
  sortable?: boolean;
  /** The server can filter on it with the operators of its kind. */
  filterable?: boolean;
  /** The totals row sums it over every filtered row. */
  total?: boolean;
  /**
   * Instead of one sum, a sum per part of another column's values (./totals.ts): a pay is never
   * added to a recover, cash to points, nor a cancel's refund to what was won.
   */
  split?: TotalSplit;
  /** Left out of the grid until chosen in its column menu (secondary on a phone). */
  secondary?: boolean;
  /** A text column holding a code or a system's wording, shown in words (./cellWords.ts). */
  words?: Words;
}

/** A split total: the column whose values part the rows, and the parts (each a catalogue word). */
export interface TotalSplit {
  by: string;
  parts: readonly { key: string; values: readonly (string | number)[]; label: string }[];
}

/** One part per value of an enum column, named as the column names its values. */
const splitByEnum = (by: ReportColumn): TotalSplit => ({
  by: by.key,
  parts: (by.values ?? []).map((v) => ({ key: String(v), values: [v], label: `office.${by.group}.${String(v)}` })),
});

/** Which operator family a column filters with. */
export const filterKindOf = (type: ColumnType): FilterKind =>
  type === 'text' ? 'text' : type === 'enum' ? 'enum' : type === 'datetime' || type === 'day' ? 'datetime' : 'number';

const id: ReportColumn = { key: 'id', type: 'number', sortable: true, filterable: true };
const memId: ReportColumn = { key: 'memId', type: 'text', filterable: true };
const memNick: ReportColumn = { key: 'memNick', type: 'text', filterable: true, secondary: true };
const memo: ReportColumn = { key: 'memo', type: 'text', secondary: true, words: 'ledgerMemo' };
const createdAt: ReportColumn = { key: 'createdAt', type: 'datetime', sortable: true, filterable: true };
const money = (key: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({
  key,
  type: 'money',
  sortable: true,
  filterable: true,
  total: true,
  ...extra,
});

const bonusYn: ReportColumn = {
  key: 'bonusYn',
  type: 'enum',
  label: 'bonus',
  values: ['Y', 'N'],
  group: 'reports.yesNo',
  filterable: true,
};
const cashStatus: ReportColumn = {
  key: 'status',
  type: 'enum',
  values: [0, 1, 2, -1],
  group: 'cashStatus',
  sortable: true,
  filterable: true,
};
/**
 * A request's amount summed apart by where it stands (docs/domains/reports.md#one-grid-two-calls):
 * still open (applied or waiting), done, and cancelled are never one sum.
 */
const requestAmount = money('amount', {
  total: false,
  split: {
    by: 'status',
    parts: [
      { key: 'open', values: [0, 2], label: 'office.reports.totalParts.open' },
      { key: 'done', values: [1], label: 'office.cashStatus.1' },
      { key: 'cancelled', values: [-1], label: 'office.cashStatus.-1' },
    ],
  },
});
const processedAt: ReportColumn = { key: 'processedAt', type: 'datetime', sortable: true, filterable: true };
const level: ReportColumn = { key: 'level', type: 'number', filterable: true };
/** The member's cash now: a balance, never summed with the requests' amounts. */
const balance: ReportColumn = { key: 'cash', type: 'money' };

const deposits: readonly ReportColumn[] = [
  id,
  memId,
  memNick,
  level,
  requestAmount,
  bonusYn,
  { key: 'depositorName', type: 'text', filterable: true },
  cashStatus,
  memo,
  createdAt,
  processedAt,
];

/** What a cashier pays into and checks first (docs/domains/cash.md#staff-queues); the name is the account's holder. */
const withdrawals: readonly ReportColumn[] = [
  id,
  memId,
  memNick,
  level,
  requestAmount,
  { key: 'bankName', type: 'text', filterable: true },
  { key: 'accountNo', type: 'text', filterable: true },
  { key: 'depositorName', type: 'text', label: 'accountHolder', filterable: true },
  balance,
  { key: 'rollingLeft', type: 'money' },
  cashStatus,
  memo,
  createdAt,
  processedAt,
];

const transferKind: ReportColumn = {
  key: 'kind',
  type: 'enum',
  values: ['pay', 'recover', 'give'],
  group: 'transferKind',
  filterable: true,
};
const asset: ReportColumn = {
  key: 'asset',
  type: 'enum',
  values: ['cash', 'point'],
  group: 'promotions.asset',
  filterable: true,
};

/** Money totals of a day or a partner (daily and partner summary). */
const moneyTotals: readonly ReportColumn[] = ['deposits', 'withdrawals', 'net', 'bets', 'wins', 'betNet'].map((key) =>
  money(key),
);

/** An amount of the bonus cost report, summed apart for cash and points. */
const bonusMoney = (key: string, label: string): ReportColumn =>
  money(key, { label, total: false, split: splitByEnum(asset) });
const bonusCount = (key: string, label: string): ReportColumn => ({
  key,
  label,
  type: 'number',
  sortable: true,
  filterable: true,
  total: true,
});

/** What bonus programs cost (docs/domains/bonuses.md#the-cost-report). */
const bonusCost: readonly ReportColumn[] = [
  { key: 'day', type: 'day', sortable: true, filterable: true },
  { key: 'program', type: 'text', sortable: true, filterable: true },
  { key: 'kind', type: 'enum', values: BONUS_KINDS, group: 'bonus.kind', sortable: true, filterable: true },
  { key: 'partnerMemId', type: 'text', sortable: true, filterable: true },
  asset,
  bonusCount('grants', 'grants'),
  bonusMoney('granted', 'granted'),
  bonusMoney('wagered', 'wagered'),
  bonusCount('forfeits', 'bonusCostForfeits'),
  bonusMoney('forfeited', 'bonusCostForfeited'),
  bonusCount('expiries', 'bonusCostExpiries'),
  bonusMoney('expired', 'bonusCostExpired'),
  bonusCount('lapses', 'bonusCostLapses'),
  bonusMoney('lapsed', 'bonusCostLapsed'),
  bonusCount('completions', 'bonusCostCompletions'),
  bonusMoney('converted', 'bonusCostConverted'),
];

/** Sports cash-outs per site day and sport (docs/domains/sportsbook.md#cash-out). */
const sportsCashOut: readonly ReportColumn[] = [
  { key: 'day', type: 'day', sortable: true, filterable: true },
  { key: 'sport', type: 'text', sortable: true, filterable: true, words: 'sport' },
  { key: 'cashOuts', type: 'number', sortable: true, filterable: true, total: true },
  money('stake', { label: 'cashOutStake' }),
  money('value', { label: 'cashOutValue' }),
  money('paid', { label: 'cashOutPaid' }),
  money('marginKept'),
];

export const REPORT_COLUMNS = {
  deposits,
  withdrawals,
  transfers: [
    id,
    transferKind,
    { key: 'fromMemId', type: 'text', filterable: true },
    { key: 'toMemId', type: 'text', filterable: true },
    money('amount', { total: false, split: splitByEnum(transferKind) }),
    memo,
    createdAt,
  ],
  points: [
    id,
    memId,
    { key: 'kind', type: 'text', filterable: true, words: 'ledgerKind' },
    money('amount'),
    { key: 'balanceAfter', type: 'money' },
    memo,
    createdAt,
  ],
  daily: [
    { key: 'day', type: 'day', sortable: true, filterable: true },
    ...moneyTotals,
    { key: 'newMembers', type: 'number', sortable: true, filterable: true, total: true },
  ],
  summary: [
    { key: 'memId', type: 'text', sortable: true, filterable: true },
    { key: 'memNick', type: 'text', sortable: true, filterable: true },
    { key: 'tier', type: 'enum', values: PARTNER_TIERS, group: 'tier', sortable: true, filterable: true },
    { key: 'members', type: 'number', sortable: true, filterable: true, total: true },
    ...moneyTotals,
    money('rolling'),
    money('losing'),
  ],
  /** Partner sign-up codes (docs/domains/partner-codes.md#the-funnel). */
  funnel: [
    { key: 'day', type: 'day', sortable: true, filterable: true },
    { key: 'code', type: 'text', label: 'joinCode', sortable: true, filterable: true },
    { key: 'memId', type: 'text', label: 'partnerMemId', sortable: true, filterable: true },
    { key: 'subId', type: 'text', sortable: true, filterable: true },
    ...['visits', 'signups', 'approvals', 'firstDeposits'].map((key): ReportColumn => ({
      key,
      type: 'number',
      sortable: true,
      filterable: true,
      total: true,
    })),
    money('firstDepositAmount'),
    money('turnover'),
    money('netWin'),
    money('commission'),
  ],
  bonusCost,
  sportsCashOut,
  settlements: [
    { key: 'day', type: 'day', sortable: true, filterable: true },
    { key: 'memId', type: 'text', sortable: true, filterable: true },
    { key: 'kind', type: 'enum', values: SETTLEMENT_KINDS, group: 'settlementKind', filterable: true },
    money('base'),
    money('amount'),
    { key: 'txnId', type: 'number', secondary: true },
    createdAt,
  ],
  bets: [
    id,
    memId,
    { key: 'gameGroup', type: 'enum', values: PRODUCT_GROUPS, group: 'gameGroup', filterable: true },
    { key: 'gameName', type: 'text', filterable: true, words: 'slipGame' },
    { key: 'roundId', type: 'text', filterable: true, secondary: true, words: 'slipRound' },
    { key: 'pick', type: 'text', words: 'slipPick' },
    { key: 'odds', type: 'odds' },
    money('stake'),
    // what settled slips paid, apart from the stakes a cancel gave back
    money('payout', {
      total: false,
      split: {
        by: 'status',
        parts: [
          { key: 'paid', values: ['BET', 'WIN', 'LOSE', 'TIE'], label: 'office.reports.totalParts.paid' },
          { key: 'refunded', values: ['CANCEL'], label: 'office.reports.totalParts.refunded' },
        ],
      },
    }),
    money('resultCash', { sortable: false, filterable: false }),
    { key: 'status', type: 'enum', values: SLIP_STATUSES, group: 'betStatus', filterable: true },
    createdAt,
    { key: 'settledAt', type: 'datetime', sortable: true, filterable: true, secondary: true },
  ],
  promotions: [
    { ...id, label: 'txnId' },
    {
      key: 'source',
      type: 'enum',
      values: PROMOTION_SOURCES,
      group: 'promotions.source',
      sortable: true,
      filterable: true,
    },
    memId,
    memNick,
    asset,
    money('amount', { total: false, split: splitByEnum(asset) }),
    memo,
    createdAt,
  ],
  ledger: [
    id,
    { key: 'transactionId', type: 'number', label: 'txnId', filterable: true, secondary: true },
    memId,
    memNick,
    asset,
    { key: 'kind', type: 'text', filterable: true, words: 'ledgerKind' },
    money('amount', { total: false, split: splitByEnum(asset) }),
    { key: 'balanceAfter', type: 'money' },
    memo,
    createdAt,
  ],
} as const satisfies Record<string, readonly ReportColumn[]>;

export type ReportName = keyof typeof REPORT_COLUMNS;

/** The columns of a report by key. */
export const columnsByKey = (report: ReportName): Map<string, ReportColumn> =>
  new Map((REPORT_COLUMNS[report] as readonly ReportColumn[]).map((c) => [c.key, c]));
