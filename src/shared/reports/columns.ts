import { PARTNER_TIERS } from '../enums';
import { SETTLEMENT_KINDS } from '../api/office/settlements';
import { PRODUCT_GROUPS } from '../bets/productGroups';
import { SLIP_STATUSES } from '../bets/slip';
import type { FilterKind } from './gridQuery';
import type { Words } from './cellWords';

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
  /** Left out of the grid until chosen in its column menu (secondary on a phone). */
  secondary?: boolean;
  /** A text column holding a code or a system's wording, shown in words (./cellWords.ts). */
  words?: Words;
}

/** Which operator family a column filters with. */
export const filterKindOf = (type: ColumnType): FilterKind =>
  type === 'text' ? 'text' : type === 'enum' ? 'enum' : type === 'datetime' || type === 'day' ? 'datetime' : 'number';

const id: ReportColumn = { key: 'id', type: 'number', sortable: true, filterable: true };
const memId: ReportColumn = { key: 'memId', type: 'text', filterable: true };
const memNick: ReportColumn = { key: 'memNick', type: 'text', filterable: true, secondary: true };
const memo: ReportColumn = { key: 'memo', type: 'text', secondary: true, words: 'ledgerMemo' };
const createdAt: ReportColumn = { key: 'createdAt', type: 'datetime', sortable: true, filterable: true };
const money = (key: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({ key, type: 'money', sortable: true, filterable: true, total: true, ...extra });

const cash: readonly ReportColumn[] = [
  id,
  memId,
  memNick,
  money('amount'),
  { key: 'bonusYn', type: 'enum', label: 'bonus', values: ['Y', 'N'], group: 'reports.yesNo', filterable: true, secondary: true },
  { key: 'depositorName', type: 'text', filterable: true },
  { key: 'status', type: 'enum', values: [0, 1, 2, -1], group: 'cashStatus', sortable: true, filterable: true },
  memo,
  createdAt,
  { key: 'processedAt', type: 'datetime', sortable: true, filterable: true },
];

/** Money totals of a day or a partner (daily and partner summary). */
const moneyTotals: readonly ReportColumn[] = ['deposits', 'withdrawals', 'net', 'bets', 'wins', 'betNet'].map((key) => money(key));

export const REPORT_COLUMNS = {
  deposits: cash,
  withdrawals: cash,
  transfers: [
    id,
    { key: 'kind', type: 'enum', values: ['pay', 'recover', 'give'], group: 'transferKind', filterable: true },
    { key: 'fromMemId', type: 'text', filterable: true },
    { key: 'toMemId', type: 'text', filterable: true },
    money('amount'),
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
  daily: [{ key: 'day', type: 'day', sortable: true, filterable: true }, ...moneyTotals, { key: 'newMembers', type: 'number', sortable: true, filterable: true, total: true }],
  summary: [
    { key: 'memId', type: 'text', sortable: true, filterable: true },
    { key: 'memNick', type: 'text', sortable: true, filterable: true },
    { key: 'tier', type: 'enum', values: PARTNER_TIERS, group: 'tier', sortable: true, filterable: true },
    { key: 'members', type: 'number', sortable: true, filterable: true, total: true },
    ...moneyTotals,
    money('rolling'),
    money('losing'),
  ],
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
    money('payout'),
    money('resultCash', { sortable: false, filterable: false }),
    { key: 'status', type: 'enum', values: SLIP_STATUSES, group: 'betStatus', filterable: true },
    createdAt,
    { key: 'settledAt', type: 'datetime', sortable: true, filterable: true, secondary: true },
  ],
  ledger: [
    id,
    { key: 'transactionId', type: 'number', label: 'txnId', filterable: true, secondary: true },
    memId,
    memNick,
    { key: 'asset', type: 'enum', values: ['cash', 'point'], group: 'promotions.asset', filterable: true },
    { key: 'kind', type: 'text', filterable: true, words: 'ledgerKind' },
    money('amount'),
    { key: 'balanceAfter', type: 'money' },
    memo,
    createdAt,
  ],
} as const satisfies Record<string, readonly ReportColumn[]>;

export type ReportName = keyof typeof REPORT_COLUMNS;
export const REPORT_NAMES = Object.keys(REPORT_COLUMNS) as ReportName[];

/** The columns of a report by key. */
export const columnsByKey = (report: ReportName): Map<string, ReportColumn> => new Map((REPORT_COLUMNS[report] as readonly ReportColumn[]).map((c) => [c.key, c]));
