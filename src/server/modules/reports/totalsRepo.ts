import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { subtreePattern } from '../../http/officeAccess';
import type { Scope } from '../../http/officeScope';
import { siteDaySql } from '../../http/officeDates';
import { BY_OWNER, settledHours } from '../rollups/settledHours';

/** Sums per site day (or per partner) of the money that moved; strings from pg, numbers here. */
export interface TotalsRow {
  key: string;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  new_members: number;
}

/** Members inside `path` (or the whole site) as a SQL condition on alias `m`. */
const memberIn = (siteId: string, path: string | null) =>
  sql`m.site_id = ${siteId}${path === null ? sql`` : sql` and m.path like ${subtreePattern(path)}`}`;

/**
 * Totals grouped by `key`: done deposits and withdrawals by processing time, settled bets (stake)
 * and their payouts (wins) by settlement hour (`bets`: ../rollups/settledHours.ts, the roll-ups and
 * the raw slips of the span, joined by owner), new members by join time — §9 report figures.
 */
async function totals(
  db: Kysely<DB>,
  members: RawBuilder<unknown>,
  key: (column: string) => RawBuilder<unknown>,
  bets: RawBuilder<unknown>,
  from: Date,
  to: Date,
): Promise<TotalsRow[]> {
  const { rows } = await sql<Record<keyof TotalsRow, string>>`
    with cash as (
      select ${key('x.processed_at')} as key,
        sum(x.amount) filter (where x.kind = 'in') as deposits,
        sum(x.amount) filter (where x.kind = 'out') as withdrawals
      from cash_requests x join members m on m.id = x.member_id
      where ${members} and x.status = 1 and x.processed_at >= ${from} and x.processed_at < ${to}
      group by 1
    ), bet as (
      select ${key('x.hour')} as key, sum(x.bets) as bets, sum(x.wins) as wins
      from ${bets} x join members m on m.id = x.owner_id
      where ${members}
      group by 1
    ), joined as (
      select ${key('x.created_at')} as key, count(*) as new_members
      from members x join members m on m.id = x.id
      where ${members} and x.created_at >= ${from} and x.created_at < ${to}
      group by 1
    ), keys as (select key from cash union select key from bet union select key from joined)
    select k.key, coalesce(c.deposits, 0) as deposits, coalesce(c.withdrawals, 0) as withdrawals,
      coalesce(b.bets, 0) as bets, coalesce(b.wins, 0) as wins, coalesce(j.new_members, 0) as new_members
    from keys k left join cash c on c.key = k.key left join bet b on b.key = k.key left join joined j on j.key = k.key`.execute(
    db,
  );
  return rows.map((r) => ({
    key: String(r.key),
    deposits: Number(r.deposits),
    withdrawals: Number(r.withdrawals),
    bets: Number(r.bets),
    wins: Number(r.wins),
    new_members: Number(r.new_members),
  }));
}

/** Per site day within [from, to) for the scope (a partner's own rows included). */
export const dailyTotals = async (db: Kysely<DB>, scope: Scope, tz: number, from: Date, to: Date) =>
  totals(
    db,
    memberIn(scope.siteId, scope.path),
    (column) => siteDaySql(column, tz),
    await settledHours(db, BY_OWNER, scope.siteId, tz, from, to),
    from,
    to,
  );

/** Per partner over [from, to): each partner's whole subtree, itself included. */
export async function partnerTotals(
  db: Kysely<DB>,
  siteId: string,
  tz: number,
  partners: readonly { id: number; path: string }[],
  from: Date,
  to: Date,
): Promise<TotalsRow[]> {
  const all: TotalsRow[] = [];
  const bets = await settledHours(db, BY_OWNER, siteId, tz, from, to);
  for (const p of partners) {
    const [row] = await totals(db, memberIn(siteId, p.path), () => sql`${String(p.id)}::text`, bets, from, to);
    if (row) all.push(row);
  }
  return all;
}

/** Commission paid to each partner over the site days [firstDay, lastDay], by kind (rolling, losing). */
export const commissionPaid = (db: Kysely<DB>, partnerIds: readonly number[], firstDay: string, lastDay: string) =>
  partnerIds.length
    ? db
        .selectFrom('partner_settlements')
        .where('partner_id', 'in', partnerIds)
        .where('day', '>=', firstDay)
        .where('day', '<=', lastDay)
        .groupBy(['partner_id', 'kind'])
        .select(['partner_id', 'kind', sql<string>`sum(amount)`.as('amount')])
        .execute()
    : Promise.resolve([]);

/** Members in each partner's subtree, the partner itself excluded. */
export const subtreeSizes = (db: Kysely<DB>, partnerIds: readonly number[]) =>
  partnerIds.length
    ? db
        .selectFrom('members as p')
        .where('p.id', 'in', partnerIds)
        .select([
          'p.id',
          sql<string>`(select count(*) from members s where s.site_id = p.site_id and s.path like p.path || '%' and s.id <> p.id)`.as(
            'n',
          ),
        ])
        .execute()
    : Promise.resolve([]);
