import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { SettlementPart } from '../../../shared/api/office/settlements';
import type { DB } from '../../db/schema';
import { runPage } from '../../http/paging';
import { asQuery, defineReport } from '../../http/grid/reportQuery';
import { inScope, prefixPattern, type Scope } from '../../http/officeScope';
import { rateGroups } from '../rolling/repo';
import { BY_MEMBER, settledHours } from '../rollups/settledHours';

type Db = Kysely<DB> | Transaction<DB>;

/** Commission owed to one partner for one game group (summed over its child branches). */
export interface Owed {
  partnerId: number;
  gameGroup: string;
  base: number;
  amount: number;
}

const toOwed = (
  rows: { partner_id: string | number; game_group: string; base: string | number; amount: string | number }[],
): Owed[] =>
  rows.map((r) => ({
    partnerId: Number(r.partner_id),
    gameGroup: r.game_group,
    base: Number(r.base),
    amount: Number(r.amount),
  }));

/**
 * Rolling: what the games accrued at settlement (rolling_accrued, one row per settlement and
 * partner: floor(stake × (own rolling bp − next one down's) / 10000) per slip, added up) for the
 * site day; base is the stake.
 */
export async function rollingOwed(db: Db, siteId: string, day: string): Promise<Owed[]> {
  const { rows } = await sql<{ partner_id: string; game_group: string; base: string; amount: string }>`
    select partner_id, game_group, sum(base) as base, sum(amount) as amount
    from rolling_accrued
    where site_id = ${siteId} and day = ${day}::date
    group by partner_id, game_group`.execute(db);
  return toOwed(rows);
}

/**
 * Losing: for every partner on a bettor's path and the child on the way down, the branch's net
 * loss (stake − payout of bets settled in [from, to)) per rate group, times (own losing bp − the
 * child's), floored per branch; a branch the members won on gives 0 (no negative carry). Partners
 * have rates for the four §3 groups only: virtual and e-sports count as casino, fishing as slot
 * (RATE_GROUP_OF), as rolling does. The stakes and payouts are summed per member first, from the
 * member roll-ups for the hours they hold and the raw slips for the rest (settledHours,
 * docs/domains/reports.md#roll-ups): a branch's net is a sum of its members' nets, so the sums and
 * the rule are the raw ones.
 */
export async function losingOwed(db: Kysely<DB>, siteId: string, tz: number, from: Date, to: Date): Promise<Owed[]> {
  const hours = await settledHours(db, BY_MEMBER, siteId, tz, from, to);
  const { rows } = await sql<{ partner_id: string; game_group: string; base: string; amount: string }>`
    with net as (
      select x.member_id, coalesce(g.rate_group, x.game_group) as game_group, sum(x.bets - x.wins) as net
      from ${hours} x left join (values ${rateGroups}) as g(product, rate_group) on g.product = x.game_group
      group by 1, 2
    ), b as (
      select net.game_group, net.net, string_to_array(trim(both '/' from m.path), '/')::bigint[] as ids
      from net join members m on m.id = net.member_id
    ), chain as (
      -- Each (partner, child) pair down the path: the path zipped with itself one step on.
      select b.game_group, b.net, p.partner_id, p.child_id
      from b cross join lateral unnest(b.ids[1:array_length(b.ids, 1) - 1], b.ids[2:]) as p(partner_id, child_id)
    ), branch as (
      select partner_id, child_id, game_group, greatest(sum(net), 0) as net from chain group by 1, 2, 3
    )
    select br.partner_id, br.game_group, sum(br.net) as base,
      sum(floor(br.net * greatest(coalesce(rp.losing_bp, 0) - coalesce(rc.losing_bp, 0), 0) / 10000)) as amount
    from branch br
    join members pm on pm.id = br.partner_id and pm.tier <> 'NORMAL'
    left join member_rates rp on rp.member_id = br.partner_id and rp.game_group = br.game_group
    left join member_rates rc on rc.member_id = br.child_id and rc.game_group = br.game_group
    group by br.partner_id, br.game_group`.execute(db);
  return toOwed(rows);
}

export interface NewSettlement {
  partnerId: number;
  siteId: string;
  day: string;
  kind: 'rolling' | 'losing';
  base: number;
  amount: number;
  parts: SettlementPart[];
}

/** Claims the (partner, day, kind) row; false when an earlier run already holds it. */
export async function claimSettlement(trx: Transaction<DB>, s: NewSettlement): Promise<boolean> {
  const row = await trx
    .insertInto('partner_settlements')
    .values({
      partner_id: s.partnerId,
      day: s.day,
      kind: s.kind,
      site_id: s.siteId,
      base: s.base,
      amount: s.amount,
      parts: JSON.stringify(s.parts),
    })
    .onConflict((oc) => oc.columns(['partner_id', 'day', 'kind']).doNothing())
    .returning('partner_id')
    .executeTakeFirst();
  return !!row;
}

export const setSettlementTxn = (
  trx: Transaction<DB>,
  s: Pick<NewSettlement, 'partnerId' | 'day' | 'kind'>,
  txnId: number,
) =>
  trx
    .updateTable('partner_settlements')
    .set({ txn_id: txnId })
    .where('partner_id', '=', s.partnerId)
    .where('day', '=', s.day)
    .where('kind', '=', s.kind)
    .execute();

export interface SettlementListFilter {
  memId?: string;
  kind?: 'rolling' | 'losing';
  fromDay?: string;
  toDay?: string;
  mine?: boolean;
}

const settlementsFrom = (db: Db) =>
  db.selectFrom('partner_settlements as s').innerJoin('members as m', 'm.id', 's.partner_id');

/** Settlement history as a report grid; a row is one (partner, day, kind), which the tiebreak spells out. */
export const settlementReportSpec = defineReport({
  report: 'settlements',
  sql: {
    day: { sql: 's.day', day: true },
    memId: { sql: 'm.mem_id' },
    kind: { sql: 's.kind' },
    base: { sql: 's.base' },
    amount: { sql: 's.amount' },
    createdAt: { sql: 's.created_at' },
  },
  tiebreak: "(to_char(s.day, 'YYYY-MM-DD') || ':' || lpad(s.partner_id::text, 19, '0') || ':' || s.kind)",
  fallbackSort: 'day',
  select: (q: ReturnType<typeof settlementsFrom>) =>
    q.selectAll('s').select(['m.mem_id', sql<string>`to_char(s.day, 'YYYY-MM-DD')`.as('day_text')]),
});

/** Settlement history of partners in the scope (a partner's own rows included). */
export function settlementBase(db: Db, scope: Scope, f: SettlementListFilter) {
  let q = settlementsFrom(db).where(inScope(scope, 'm', true));
  if (f.mine && scope.self !== null) q = q.where('s.partner_id', '=', scope.self);
  if (f.memId) q = q.where('m.mem_id', 'like', prefixPattern(f.memId));
  if (f.kind) q = q.where('s.kind', '=', f.kind);
  if (f.fromDay) q = q.where('s.day', '>=', f.fromDay);
  if (f.toDay) q = q.where('s.day', '<=', f.toDay);
  return asQuery(q);
}

/** Login ids of the given members. */
export const memIdsOf = (db: Db, ids: readonly number[]) =>
  db
    .selectFrom('members')
    .select(['id', 'mem_id'])
    .where('id', 'in', ids.length ? ids : [0])
    .execute();

export const siteIds = async (db: Db): Promise<string[]> =>
  (await db.selectFrom('sites').select('id').execute()).map((s) => s.id);

/**
 * §2 settlement payment: the paid settlement rows of the scope's partners (a partner's own
 * included) summed per partner and site day, with the ledger transactions that paid them.
 */
export function settlementPaymentPage(
  db: Db,
  scope: Scope,
  f: Omit<SettlementListFilter, 'kind'>,
  query: OfficeListQuery,
) {
  let base = db
    .selectFrom('partner_settlements as s')
    .innerJoin('members as m', 'm.id', 's.partner_id')
    .where(inScope(scope, 'm', true))
    .where('s.txn_id', 'is not', null)
    .groupBy(['s.partner_id', 's.day', 'm.mem_id', 'm.tier']);
  if (f.mine && scope.self !== null) base = base.where('s.partner_id', '=', scope.self);
  if (f.memId) base = base.where(sql`m.mem_id`, 'like', prefixPattern(f.memId));
  if (f.fromDay) base = base.where('s.day', '>=', f.fromDay);
  if (f.toDay) base = base.where('s.day', '<=', f.toDay);
  const rows = base.select([
    's.partner_id',
    'm.mem_id',
    'm.tier',
    sql<string>`to_char(s.day, 'YYYY-MM-DD')`.as('day_text'),
    sql<string>`coalesce(sum(s.amount) filter (where s.kind = 'rolling'), 0)`.as('rolling'),
    sql<string>`coalesce(sum(s.amount) filter (where s.kind = 'losing'), 0)`.as('losing'),
    sql<string>`sum(s.amount)`.as('total'),
    sql<(string | number)[]>`array_agg(s.txn_id order by s.txn_id)`.as('txn_ids'),
    sql<Date>`max(s.created_at)`.as('paid_at'),
  ]);
  // A grouped page is counted over its groups: the page and the count read the same grouped rows.
  return runPage(
    db.selectFrom(rows.as('g')),
    (q) => q.selectAll('g'),
    query,
    { day: 'g.day_text', memId: 'g.mem_id', total: 'g.total', paidAt: 'g.paid_at' },
    'g.day_text',
    'g.partner_id',
  );
}
