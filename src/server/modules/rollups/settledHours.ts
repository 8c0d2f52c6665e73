import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { addHours, siteHourCeil, siteHourStart } from './siteHours';

/**
 * What a report counts of a slip (§9): a settled one (won, lost or tied), its stake as bets and its
 * payout as wins, at its settlement time. The roll-ups and the raw reads both group through here.
 */
const COUNTED = sql`x.status in ('WIN', 'LOSE', 'TIE')`;

/**
 * The member a slip's money rolls up to: a partner (or a member with no parent) its own row, any
 * other member its parent's. A partner's subtree holds the slip exactly when it holds this owner (a
 * subtree is rooted at a partner, so a member below one has its parent below it too), which keeps
 * the roll-up rows few and every scope's sum exact (docs/domains/reports.md#roll-ups).
 */
export const OWNER = sql`case when m.tier <> 'NORMAL' or m.parent_id is null then m.id else m.parent_id end`;

/**
 * The two roll-ups of settled slips per site hour and game group, and what else each is keyed by:
 * the owner (the report grids; few rows) or the bettor itself (the daily settlement's losing
 * commission, which floors each member's net). `of` is the key over a slip `x` and its member `m`.
 */
export interface HourKey {
  table: 'report_bet_hours' | 'report_member_hours';
  column: 'owner_id' | 'member_id';
  of: RawBuilder<unknown>;
}
export const BY_OWNER: HourKey = { table: 'report_bet_hours', column: 'owner_id', of: OWNER };
export const BY_MEMBER: HourKey = { table: 'report_member_hours', column: 'member_id', of: sql`x.member_id` };

/** A half-open range of settlement times. */
export interface Span {
  from: Date;
  to: Date;
}

const inSpans = (spans: readonly Span[]) =>
  spans.length
    ? sql`(${sql.join(
        spans.map((s) => sql`(x.settled_at >= ${s.from} and x.settled_at < ${s.to})`),
        sql` or `,
      )})`
    : sql`false`;

/** When the site's first counted slip settled (null: none yet), where its roll-ups start. */
export async function firstSettled(db: Kysely<DB>, siteId: string): Promise<Date | null> {
  const { rows } = await sql<{ at: Date | null }>`
    select min(x.settled_at) as at from bets x where x.site_id = ${siteId} and ${COUNTED}`.execute(db);
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/** Settled slips of the site settled within `spans`, summed per site hour, `by`'s key and game group. */
export const rawHours = (by: HourKey, siteId: string, tzOffsetMinutes: number, spans: readonly Span[]) => sql`
  select report_site_hour(x.settled_at, ${tzOffsetMinutes}::int) as hour, ${by.of} as ${sql.ref(by.column)}, x.game_group,
    count(*) as slips, sum(x.stake) as bets, sum(x.payout) as wins
  from bets x join members m on m.id = x.member_id
  where x.site_id = ${siteId} and ${COUNTED} and ${inSpans(spans)}
  group by 1, 2, 3`;

/**
 * The site's settled money over [from, to) per site hour, `by`'s key and game group, as a subquery
 * of rows (hour, owner_id or member_id, game_group, bets, wins): the roll-ups for the confirmed hours
 * inside the span that no write has touched since, the raw slips for the rest (the hours not rolled
 * up yet, the touched ones, the span's unaligned ends), so the sums always equal the raw ones.
 */
export async function settledHours(
  db: Kysely<DB>,
  by: HourKey,
  siteId: string,
  tzOffsetMinutes: number,
  from: Date,
  to: Date,
): Promise<RawBuilder<unknown>> {
  const state = await db
    .selectFrom('report_rollup_state')
    .select(['tz_minutes', 'confirmed_to'])
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  const rolledFrom = siteHourCeil(from, tzOffsetMinutes);
  const rolledTo =
    state && state.tz_minutes === tzOffsetMinutes
      ? new Date(Math.min(siteHourStart(to, tzOffsetMinutes).getTime(), new Date(state.confirmed_to).getTime()))
      : rolledFrom;
  if (rolledTo <= rolledFrom) return sql`(${rawHours(by, siteId, tzOffsetMinutes, [{ from, to }])})`;
  const touched = (
    await db
      .selectFrom('report_dirty_hours')
      .select('hour')
      .where('site_id', '=', siteId)
      .where('hour', '>=', rolledFrom)
      .where('hour', '<', rolledTo)
      .execute()
  ).map((r) => new Date(r.hour));
  const raw = [
    { from, to: rolledFrom },
    { from: rolledTo, to },
    ...touched.map((hour) => ({ from: hour, to: addHours(hour, 1) })),
  ];
  const key = sql.ref(by.column);
  return sql`(
    select r.hour, r.${key}, r.game_group, r.bets, r.wins from ${sql.table(by.table)} r
    where r.site_id = ${siteId} and r.hour >= ${rolledFrom} and r.hour < ${rolledTo}
      and not (r.hour = any(${sql.val(touched)}::timestamptz[]))
    union all
    select hour, ${key}, game_group, bets, wins from (${rawHours(by, siteId, tzOffsetMinutes, raw)}) raw
  )`;
}
