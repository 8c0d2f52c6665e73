import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { subtreePattern } from '../../../http/officeAccess';
import type { Scope } from '../../../http/officeScope';
import { siteDaySql } from '../../../http/officeDates';
import { rateGroups } from '../../rolling/repo';

/** Counts and sums of one site day, code and sub-id; strings from pg, numbers here. */
export interface FunnelRow {
  day: string;
  code_id: number;
  code: string;
  mem_id: string;
  sub_id: string;
  visits: number;
  signups: number;
  approvals: number;
  first_deposits: number;
  first_deposit_amount: number;
  turnover: number;
  net_win: number;
  commission: number;
}

/**
 * The funnel of the codes whose partner is in the scope, over the site days [firstDay, lastDay]
 * (instants [from, to)): each step counted on the day it happened, by the code and sub-id the
 * member signed up with (docs/domains/partner-codes.md#the-funnel). Only keys with something in
 * them come back.
 *
 * - visits: partner_join_visits rows (one per device, code and day);
 * - signups by members.created_at, approvals by members.approved_at;
 * - first deposits: a member's earliest done deposit, on its processing day;
 * - turnover and net win (stakes less payouts) of the members' slips settled that day;
 * - commission: each settled slip's rolling share of the code's partner, by the one share rule
 *   (rolling/sql/rolling_share_bp.sql, as settlement accrues it) for a bettor directly below its
 *   partner, at the rates in force now (the daily settlement pays from rolling_accrued, which may
 *   have used a rate changed since).
 */
export async function funnelRows(
  db: Kysely<DB>,
  scope: Scope,
  tz: number,
  span: { firstDay: string; lastDay: string; from: Date; to: Date },
): Promise<FunnelRow[]> {
  const inTree = scope.path === null ? sql`true` : sql`p.path like ${subtreePattern(scope.path)}`;
  const { from, to } = span;
  const { rows } = await sql<Record<keyof FunnelRow, string>>`
    with codes as materialized (
      select c.id, c.code, c.partner_id, p.mem_id
      from partner_join_codes c join members p on p.id = c.partner_id
      where c.site_id = ${scope.siteId} and ${inTree}
    ), joined as materialized (
      select m.id, m.join_code_id, m.join_sub_id, m.created_at, m.approved_at
      from members m where m.join_code_id in (select id from codes)
    ), visits as (
      select to_char(v.day, 'YYYY-MM-DD') as day, v.code_id, v.sub_id, count(*) as visits
      from partner_join_visits v
      where v.code_id in (select id from codes) and v.day >= ${span.firstDay}::date and v.day <= ${span.lastDay}::date
      group by 1, 2, 3
    ), signups as (
      select ${siteDaySql('j.created_at', tz)} as day, j.join_code_id as code_id, j.join_sub_id as sub_id, count(*) as signups
      from joined j where j.created_at >= ${from} and j.created_at < ${to}
      group by 1, 2, 3
    ), approvals as (
      select ${siteDaySql('j.approved_at', tz)} as day, j.join_code_id as code_id, j.join_sub_id as sub_id, count(*) as approvals
      from joined j where j.approved_at >= ${from} and j.approved_at < ${to}
      group by 1, 2, 3
    ), firsts as (
      select distinct on (j.id) j.join_code_id, j.join_sub_id, x.processed_at, x.amount
      from joined j join cash_requests x on x.member_id = j.id and x.kind = 'in' and x.status = 1
      order by j.id, x.processed_at, x.id
    ), first_deposits as (
      select ${siteDaySql('f.processed_at', tz)} as day, f.join_code_id as code_id, f.join_sub_id as sub_id,
        count(*) as first_deposits, sum(f.amount) as first_deposit_amount
      from firsts f where f.processed_at >= ${from} and f.processed_at < ${to}
      group by 1, 2, 3
    ), play as (
      select ${siteDaySql('b.settled_at', tz)} as day, j.join_code_id as code_id, j.join_sub_id as sub_id,
        sum(b.stake) as turnover, sum(b.stake - b.payout) as net_win,
        sum(floor(b.stake * greatest(s.bp, 0) / 10000)) as commission
      from joined j
      join bets b on b.member_id = j.id
      join codes c on c.id = j.join_code_id
      join (values ${rateGroups}) as g(product, rate_group) on g.product = b.game_group
      cross join lateral rolling_share_bp(c.partner_id, j.id, g.rate_group) as s
      where b.status in ('WIN', 'LOSE', 'TIE') and b.settled_at >= ${from} and b.settled_at < ${to}
      group by 1, 2, 3
    ), keys as (
      select day, code_id, sub_id from visits union select day, code_id, sub_id from signups
      union select day, code_id, sub_id from approvals union select day, code_id, sub_id from first_deposits
      union select day, code_id, sub_id from play
    )
    select k.day, k.code_id, c.code, c.mem_id, k.sub_id,
      coalesce(v.visits, 0) as visits, coalesce(s.signups, 0) as signups, coalesce(a.approvals, 0) as approvals,
      coalesce(f.first_deposits, 0) as first_deposits, coalesce(f.first_deposit_amount, 0) as first_deposit_amount,
      coalesce(p.turnover, 0) as turnover, coalesce(p.net_win, 0) as net_win, coalesce(p.commission, 0) as commission
    from keys k
    join codes c on c.id = k.code_id
    left join visits v using (day, code_id, sub_id)
    left join signups s using (day, code_id, sub_id)
    left join approvals a using (day, code_id, sub_id)
    left join first_deposits f using (day, code_id, sub_id)
    left join play p using (day, code_id, sub_id)`.execute(db);
  return rows.map((r) => ({
    day: String(r.day),
    code_id: Number(r.code_id),
    code: String(r.code),
    mem_id: String(r.mem_id),
    sub_id: String(r.sub_id),
    visits: Number(r.visits),
    signups: Number(r.signups),
    approvals: Number(r.approvals),
    first_deposits: Number(r.first_deposits),
    first_deposit_amount: Number(r.first_deposit_amount),
    turnover: Number(r.turnover),
    net_win: Number(r.net_win),
    commission: Number(r.commission),
  }));
}
