import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { LevelFigures, MemberLevelState } from '../../../shared/levels/ladder';
import { MemberStatus, Tier } from '../../../shared/enums';
import { UNPLAYED_STATUSES } from '../../../shared/bets/slip';

type Db = Kysely<DB> | Transaction<DB>;

/** The window the figures cover: [from, to), whole site days, ending where the review's day starts. */
export interface LevelWindow {
  from: Date;
  to: Date;
  tzOffsetMinutes: number;
}

export interface MemberFigures extends MemberLevelState {
  memberId: number;
  memId: string;
  figures: LevelFigures;
}

interface Row {
  id: number;
  mem_id: string;
  level: number;
  locked: boolean | null;
  downgrade_due: string | null;
  turnover: number | string | null;
  deposits: number | string | null;
  active_days: number | null;
}

/**
 * Each member's figures over the window, in one statement (docs/domains/member-levels.md#the-figures):
 * turnover, the stakes of its slips of every product not cancelled; deposits, its approved
 * deposits; active days, the site days it staked on. With its level, staff lock and pending
 * downgrade. `members`: the site's plain members in normal standing on the given levels (the
 * review's ladder), or one member whatever its standing (its own progress).
 */
export async function windowFigures(
  db: Db,
  siteId: string,
  window: LevelWindow,
  members: { levels: readonly number[] } | { memberId: number },
): Promise<MemberFigures[]> {
  const who =
    'memberId' in members
      ? sql`m.id = ${members.memberId}`
      : sql`m.status = ${MemberStatus.Normal} and m.tier = ${Tier.Normal} and m.level = any(${[...members.levels]}::int[])`;
  const only = 'memberId' in members ? sql`and member_id = ${members.memberId}` : sql``;
  const { rows } = await sql<Row>`
    select m.id, m.mem_id, m.level, st.locked, st.downgrade_due::text as downgrade_due,
      b.turnover, b.active_days, d.deposits
    from members m
    left join member_level_status st on st.member_id = m.id
    left join (
      select member_id, sum(stake) as turnover,
        count(distinct ((created_at at time zone 'UTC') + make_interval(mins => ${window.tzOffsetMinutes}))::date)::int as active_days
      from bets
      where site_id = ${siteId} and created_at >= ${window.from} and created_at < ${window.to} and status <> all(${UNPLAYED_STATUSES}::text[]) ${only}
      group by member_id
    ) b on b.member_id = m.id
    left join (
      select member_id, sum(amount) as deposits
      from cash_requests
      where site_id = ${siteId} and kind = 'in' and status = 1 and processed_at >= ${window.from} and processed_at < ${window.to} ${only}
      group by member_id
    ) d on d.member_id = m.id
    where m.site_id = ${siteId} and ${who}
    order by m.id`.execute(db);
  return rows.map((r) => ({
    memberId: Number(r.id),
    memId: r.mem_id,
    level: r.level,
    locked: r.locked ?? false,
    downgradeDue: r.downgrade_due,
    figures: {
      turnover: Number(r.turnover ?? 0),
      deposits: Number(r.deposits ?? 0),
      activeDays: Number(r.active_days ?? 0),
    },
  }));
}
