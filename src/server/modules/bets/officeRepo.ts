import { sql, type Kysely } from 'kysely';
import type { BetFilter } from '../../../shared/api/office/bets';
import type { DB } from '../../db/schema';
import { inScope, prefixPattern, type Scope } from '../../http/officeScope';
import { asQuery, defineReport, typedSelect } from '../../http/grid/reportQuery';

export type BetListFilter = Omit<BetFilter, 'dateFrom' | 'dateTo'> & { from?: Date; to?: Date };

const slipsFrom = (db: Kysely<DB>) => db.selectFrom('bets as b').innerJoin('members as m', 'm.id', 'b.member_id');
const columns = (q: ReturnType<typeof slipsFrom>) => q.selectAll('b').select(['m.mem_id', 'm.mem_nick']);
export type OfficeSlipRow = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>;

// A time as epoch milliseconds: the export writes it in site time without a Date per cell.
const epochMs = (column: 'b.created_at' | 'b.settled_at') =>
  sql<number | null>`floor(extract(epoch from ${sql.ref(column)}) * 1000)::int8`;
/**
 * The export's row: only what a cell of the bet CSV reads, with the first leg's market and pick
 * (the export reads no other leg of a slip that is not sports) from one lateral probe.
 */
const exportColumns = (q: ReturnType<typeof slipsFrom>) =>
  q
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('bet_legs as l')
          .select(['l.market', 'l.pick'])
          .whereRef('l.bet_id', '=', 'b.id')
          // A leg carries its slip's time, the legs' partition key: the probe reads one month's index, not every one.
          .whereRef('l.created_at', '=', 'b.created_at')
          .orderBy('l.leg_no')
          .limit(1)
          .as('fl'),
      (join) => join.onTrue(),
    )
    .select([
      'b.id',
      'm.mem_id',
      'b.game_group',
      'b.vendor_code',
      'b.game_code',
      'b.game_name',
      'b.round_id',
      'b.odds',
      'b.stake',
      'b.payout',
      'b.status',
      'fl.market as first_market',
      'fl.pick as first_pick',
    ])
    .select([epochMs('b.created_at').as('created_ms'), epochMs('b.settled_at').as('settled_ms')]);
export const slipExportSelect = typedSelect(exportColumns);

/** The office bet grid: slips of every product, sortable by time and money, summed by stake and payout. */
export const slipReportSpec = defineReport({
  report: 'bets',
  sql: {
    id: { sql: 'b.id' },
    memId: { sql: 'm.mem_id' },
    gameGroup: { sql: 'b.game_group' },
    gameName: { sql: 'b.game_name' },
    roundId: { sql: 'b.round_id' },
    stake: { sql: 'b.stake' },
    payout: { sql: 'b.payout' },
    // §3 resultCash: payout - stake once settled, 0 while open (./view.ts).
    resultCash: { sql: "case when b.status in ('BET', 'PENDING') then 0 else b.payout - b.stake end" },
    status: { sql: 'b.status' },
    createdAt: { sql: 'b.created_at' },
    settledAt: { sql: 'b.settled_at', nullableTime: true },
  },
  tiebreak: 'b.id',
  fallbackSort: 'createdAt',
  // The sort and the totals read the covering index of one product group's time range (migration 3301).
  key: 'b.id',
  select: columns,
});

/** Slips of members in the scope (a partner's own included: they are its subtree's too); legs come from legsOf. */
function baseQuery(db: Kysely<DB>, scope: Scope, f: BetListFilter) {
  let q = slipsFrom(db)
    .where('b.site_id', '=', scope.siteId)
    .where(inScope(scope, 'm', true));
  if (f.gameGroup) q = q.where('b.game_group', '=', f.gameGroup);
  if (f.status) q = q.where('b.status', '=', f.status);
  if (f.memId) q = q.where('m.mem_id', 'like', prefixPattern(f.memId));
  if (f.memberId !== undefined) q = q.where('b.member_id', '=', f.memberId);
  if (f.vendorCode) q = q.where('b.vendor_code', '=', f.vendorCode);
  if (f.gameCode) q = q.where('b.game_code', '=', f.gameCode);
  if (f.roundId) q = q.where('b.round_id', '=', f.roundId);
  if (f.from) q = q.where('b.created_at', '>=', f.from);
  if (f.to) q = q.where('b.created_at', '<=', f.to);
  return q;
}

export const scopedSlips = (db: Kysely<DB>, scope: Scope, f: BetListFilter) => asQuery(baseQuery(db, scope, f));

export const findScopedSlip = (db: Kysely<DB>, scope: Scope, id: number) =>
  columns(baseQuery(db, scope, {}))
    .where('b.id', '=', id)
    .executeTakeFirst();
