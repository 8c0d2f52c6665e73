import { sql, type Kysely } from 'kysely';
import { REPORT_DELAY_HOURS } from '../../../shared/constants';
import type { DB } from '../../db/schema';
import { BY_MEMBER, firstSettled, OWNER, rawHours, type Span } from './settledHours';
import { addHours, siteHourStart } from './siteHours';

/** One pass rolls up at most this many new hours, so a first pass over a long history stays a bounded transaction. */
const MAX_NEW_HOURS = 31 * 24;

export interface RollUpPass {
  /** The hours rolled up for the first time. */
  added: number;
  /** The hours rolled up again: touched since (dirty), or added by the pass before (confirmed now). */
  again: number;
  rolledTo: Date;
}

/**
 * One roll-up pass of a site (docs/domains/reports.md#roll-ups), in one transaction holding the
 * site's state row: §9 hours that ended an hour ago or more are summed from the raw slips into
 * report_member_hours, and from those into report_bet_hours per owner, replacing what was there, so
 * a pass run twice gives the same rows. It rolls up again the hours the slips' triggers marked
 * touched, and the hours the pass before added: a writer that read that pass's older rolled_to did
 * not mark them, and has committed by now, so from here on (confirmed_to) the reports read them. A
 * new offset (tz) starts the site over.
 */
export async function rollUpSite(db: Kysely<DB>, siteId: string, tz: number, now: Date): Promise<RollUpPass> {
  const due = siteHourStart(addHours(now, -REPORT_DELAY_HOURS), tz);
  return db.transaction().execute(async (trx) => {
    let state = await trx
      .selectFrom('report_rollup_state')
      .selectAll()
      .where('site_id', '=', siteId)
      .forUpdate()
      .executeTakeFirst();
    if (!state || state.tz_minutes !== tz) {
      const first = await firstSettled(trx, siteId);
      const start = first ? siteHourStart(first, tz) : due;
      await trx.deleteFrom('report_bet_hours').where('site_id', '=', siteId).execute();
      await trx.deleteFrom('report_member_hours').where('site_id', '=', siteId).execute();
      await trx.deleteFrom('report_dirty_hours').where('site_id', '=', siteId).execute();
      // Every write of the state counts the pass (report_rollup_pass_counted, migration 3300).
      const passes = Number(state?.passes ?? 0) + 1;
      state = { site_id: siteId, tz_minutes: tz, rolled_to: start, confirmed_to: start, passes };
      await trx
        .insertInto('report_rollup_state')
        .values(state)
        .onConflict((oc) => oc.column('site_id').doUpdateSet(state!))
        .execute();
    }
    const confirmedTo = new Date(state.confirmed_to);
    const rolledTo = new Date(state.rolled_to);
    const target = new Date(
      Math.max(rolledTo.getTime(), Math.min(due.getTime(), addHours(rolledTo, MAX_NEW_HOURS).getTime())),
    );
    // Taken first: a writer marking an hour after this read waits for the commit, then marks it anew.
    const touched = (
      await trx
        .deleteFrom('report_dirty_hours')
        .where('site_id', '=', siteId)
        .where('hour', '<', target)
        .returning('hour')
        .execute()
    ).map((r) => new Date(r.hour));
    const spans: Span[] = [
      { from: confirmedTo, to: target },
      ...touched.map((hour) => ({ from: hour, to: addHours(hour, 1) })),
    ];
    const inPass = sql`(r.hour >= ${confirmedTo} and r.hour < ${target} or r.hour = any(${sql.val(touched)}::timestamptz[]))`;
    for (const table of ['report_member_hours', 'report_bet_hours'] as const)
      await sql`delete from ${sql.table(table)} r where r.site_id = ${siteId} and ${inPass}`.execute(trx);
    await sql`
      insert into report_member_hours (site_id, hour, member_id, game_group, slips, bets, wins)
      select ${siteId}, hour, member_id, game_group, slips, bets, wins from (${rawHours(BY_MEMBER, siteId, tz, spans)}) r
      order by hour, member_id`.execute(trx);
    // In hour order, so a day's rows lie on the day's own pages (the settlement reads a day), also
    // after a first pass of 31 days. The owner rows are these summed per owner: the slips are read once.
    await sql`
      insert into report_bet_hours (site_id, hour, owner_id, game_group, slips, bets, wins)
      select r.site_id, r.hour, ${OWNER}, r.game_group, sum(r.slips), sum(r.bets), sum(r.wins)
      from report_member_hours r join members m on m.id = r.member_id
      where r.site_id = ${siteId} and ${inPass}
      group by r.site_id, r.hour, 3, r.game_group`.execute(trx);
    await trx
      .updateTable('report_rollup_state')
      .set({ confirmed_to: rolledTo, rolled_to: target, passes: sql`passes + 1` })
      .where('site_id', '=', siteId)
      .execute();
    const hours = (a: Date, b: Date) => Math.max(0, (b.getTime() - a.getTime()) / 3_600_000);
    const earlier = touched.filter((hour) => hour < confirmedTo).length;
    return { added: hours(rolledTo, target), again: hours(confirmedTo, rolledTo) + earlier, rolledTo: target };
  });
}
