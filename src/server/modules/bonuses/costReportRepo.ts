import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { siteDaySql } from '../../http/officeDates';
import { subtreePattern } from '../../http/officeAccess';
import { inScope, type Scope } from '../../http/officeScope';

/** One site day, program, branch and asset of the cost report; strings from pg, numbers here. */
export interface CostRow {
  day: string;
  program_id: number;
  program: string;
  kind: string;
  /** 0: members of the site below no partner (staff's top level). */
  branch: number;
  branch_mem_id: string;
  asset: string;
  grants: number;
  granted: number;
  wagered: number;
  forfeits: number;
  forfeited: number;
  expiries: number;
  expired: number;
  lapses: number;
  lapsed: number;
  completions: number;
  converted: number;
}

export interface CostQuery {
  siteId: string;
  /** The partner whose branches the rows are, with its path; null with path '/' for the whole site. */
  parent: { id: number | null; path: string };
  tz: number;
  from: Date;
  to: Date;
  programId?: number;
  kind?: string;
}

const COUNTS = [
  'grants',
  'granted',
  'wagered',
  'forfeits',
  'forfeited',
  'expiries',
  'expired',
  'lapses',
  'lapsed',
  'completions',
  'converted',
] as const;

/**
 * What the bonus programs cost over the instants [from, to) (docs/domains/bonuses.md#the-cost-report),
 * each figure on the site day its event happened, per program, asset and branch of the parent (the
 * partner directly below it whose subtree holds the member, or the parent itself for its direct
 * members):
 *
 * - grants: requirements written (created_at), with what they granted;
 * - wagered: progress rows by the day their slip was placed (bets.created_at);
 * - forfeits, expiries: requirements that ended so (closed_at), with what was taken back;
 * - lapses: requirements that lapsed, with what they had granted;
 * - completions: requirements wagered through, whose grant (nothing taken back) became withdrawable.
 *
 * Only requirements alive during the period are read: written before its end, not closed before
 * its start. Only keys with something in them come back.
 */
export async function costRows(db: Kysely<DB>, q: CostQuery): Promise<CostRow[]> {
  const { from, to, tz } = q;
  const { rows } = await sql<Record<keyof CostRow, string>>`
    with scoped as materialized (
      select m.id, nullif(split_part(substr(m.path, ${q.parent.path.length + 1}::int), '/', 1), '')::bigint as head
      from members m where m.site_id = ${q.siteId} and m.path like ${subtreePattern(q.parent.path)}
    ), reqs as materialized (
      select r.id, r.program_id, r.asset, r.granted, r.taken_back, r.state, r.created_at, r.closed_at,
        coalesce(case when s.head = s.id then ${q.parent.id}::bigint else s.head end, 0) as branch
      from wagering_requirements r
      join scoped s on s.id = r.member_id
      join bonus_programs p on p.id = r.program_id
      where r.site_id = ${q.siteId} and r.created_at < ${to} and (r.closed_at is null or r.closed_at >= ${from})
        and ${q.programId === undefined ? sql`true` : sql`r.program_id = ${q.programId}`}
        and ${q.kind === undefined ? sql`true` : sql`p.kind = ${q.kind}`}
    ), granted as (
      select ${siteDaySql('r.created_at', tz)} as day, r.program_id, r.branch, r.asset,
        count(*) as grants, sum(r.granted) as granted
      from reqs r where r.created_at >= ${from}
      group by 1, 2, 3, 4
    ), wagered as (
      select ${siteDaySql('b.created_at', tz)} as day, r.program_id, r.branch, r.asset, sum(w.amount) as wagered
      from reqs r
      join wagering_progress w on w.requirement_id = r.id
      join bets b on b.id = w.bet_id
      where b.created_at >= ${from} and b.created_at < ${to}
      group by 1, 2, 3, 4
    ), ended as (
      select ${siteDaySql('r.closed_at', tz)} as day, r.program_id, r.branch, r.asset,
        count(*) filter (where r.state = 'forfeited') as forfeits,
        sum(r.taken_back) filter (where r.state = 'forfeited') as forfeited,
        count(*) filter (where r.state = 'expired') as expiries,
        sum(r.taken_back) filter (where r.state = 'expired') as expired,
        count(*) filter (where r.state = 'lapsed') as lapses,
        sum(r.granted) filter (where r.state = 'lapsed') as lapsed,
        count(*) filter (where r.state = 'completed') as completions,
        sum(r.granted) filter (where r.state = 'completed') as converted
      from reqs r where r.state <> 'active' and r.closed_at >= ${from} and r.closed_at < ${to}
      group by 1, 2, 3, 4
    ), keys as (
      select day, program_id, branch, asset from granted
      union select day, program_id, branch, asset from wagered
      union select day, program_id, branch, asset from ended
    )
    select k.day, k.program_id, p.name as program, p.kind, k.branch, coalesce(bm.mem_id, '') as branch_mem_id, k.asset,
      ${sql.join(
        COUNTS.map((c) => sql`coalesce(${sql.ref(c)}, 0) as ${sql.ref(c)}`),
        sql`, `,
      )}
    from keys k
    join bonus_programs p on p.id = k.program_id
    left join members bm on bm.id = k.branch
    left join granted g using (day, program_id, branch, asset)
    left join wagered w using (day, program_id, branch, asset)
    left join ended e using (day, program_id, branch, asset)`.execute(db);
  return rows.map((r) => ({
    ...(Object.fromEntries(COUNTS.map((c) => [c, Number(r[c])])) as Record<(typeof COUNTS)[number], number>),
    day: String(r.day),
    program_id: Number(r.program_id),
    program: String(r.program),
    kind: String(r.kind),
    branch: Number(r.branch),
    branch_mem_id: String(r.branch_mem_id),
    asset: String(r.asset),
  }));
}

/** A member below the caller (a partner whose branches the report opens), with its path. */
export const memberBelow = (db: Kysely<DB>, scope: Scope, id: number) =>
  db
    .selectFrom('members as m')
    .select(['m.id', 'm.path'])
    .where(inScope(scope, 'm'))
    .where('m.id', '=', id)
    .executeTakeFirst();
