import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { MINIGAME_GROUP } from '../../../shared/minigame/games';

export interface SettledBet {
  id: number;
  site_id: string;
  member_id: number;
  stake: number;
  payout: number;
}

/**
 * Marks every waiting bet of a round in one statement: WIN with floor(stake x odds / 100) when
 * its market:pick is among the winners, LOSE with 0 otherwise. Bets already marked are left alone,
 * so a second run returns nothing.
 */
export async function markRoundBets(trx: Transaction<DB>, gameKey: string, roundKey: string, winners: string[], now: Date): Promise<SettledBet[]> {
  const won = winners.length ? sql`b.market || ':' || b.pick in (${sql.join(winners)})` : sql`false`;
  const { rows } = await sql<SettledBet>`
    update bets b set
      status = case when ${won} then 'WIN' else 'LOSE' end,
      payout = case when ${won} then (b.stake * b.odds) / 100 else 0 end,
      settled_at = ${now}
    where b.game_group = ${MINIGAME_GROUP} and b.game_code = ${gameKey} and b.round_id = ${roundKey} and b.status = 'BET'
    returning b.id, b.site_id, b.member_id, b.stake, b.payout`.execute(trx);
  return rows;
}

/** A voided round refunds every waiting bet: CANCEL, payout = stake. */
export async function cancelRoundBets(trx: Transaction<DB>, gameKey: string, roundKey: string, now: Date): Promise<SettledBet[]> {
  const { rows } = await sql<SettledBet>`
    update bets b set status = 'CANCEL', payout = b.stake, settled_at = ${now}
    where b.game_group = ${MINIGAME_GROUP} and b.game_code = ${gameKey} and b.round_id = ${roundKey} and b.status = 'BET'
    returning b.id, b.site_id, b.member_id, b.stake, b.payout`.execute(trx);
  return rows;
}

/** Stores the payout transaction of each paid bet in one statement. */
export async function recordPayouts(trx: Transaction<DB>, pairs: { betId: number; txnId: number }[]): Promise<void> {
  if (pairs.length === 0) return;
  await sql`
    update bets b set payout_txn_id = v.txn
    from unnest(${pairs.map((p) => p.betId)}::bigint[], ${pairs.map((p) => p.txnId)}::bigint[]) as v(bet, txn)
    where b.id = v.bet`.execute(trx);
}

/**
 * Rolling commission of a round's settled bets (WIN or LOSE), set-based: for every partner on the
 * bettor's path, floor(stake x (own rolling bp − the next one down's rolling bp) / 10000), from
 * member_rates of group 'minigame'. The bettor's own rate (usually none) is the bottom of the chain.
 * One row per (bet, partner): a re-run inserts nothing.
 */
export async function accrueRolling(trx: Transaction<DB>, gameKey: string, roundKey: string, day: string): Promise<number> {
  const result = await sql`
    with b as (
      select id, site_id, member_id, stake from bets
      where game_group = ${MINIGAME_GROUP} and game_code = ${gameKey} and round_id = ${roundKey} and status in ('WIN', 'LOSE', 'TIE')
    ), chain as (
      select b.id as bet_id, b.site_id, b.stake, p.ids[i] as partner_id, p.ids[i + 1] as child_id
      from b
      join members m on m.id = b.member_id
      cross join lateral (select string_to_array(trim(both '/' from m.path), '/')::bigint[] as ids) p
      cross join lateral generate_series(1, coalesce(array_length(p.ids, 1), 0) - 1) as i
    ), owed as (
      select c.bet_id, c.partner_id, c.site_id,
        (c.stake * (coalesce(rp.rolling_bp, 0) - coalesce(rc.rolling_bp, 0))) / 10000 as amount
      from chain c
      join members pm on pm.id = c.partner_id and pm.tier <> 'NORMAL'
      left join member_rates rp on rp.member_id = c.partner_id and rp.game_group = ${MINIGAME_GROUP}
      left join member_rates rc on rc.member_id = c.child_id and rc.game_group = ${MINIGAME_GROUP}
    )
    insert into rolling_accruals (bet_id, partner_id, site_id, game_group, day, amount)
    select bet_id, partner_id, site_id, ${MINIGAME_GROUP}, ${day}::date, amount from owed where amount > 0
    on conflict (bet_id, partner_id) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** Stake per member of a round's settled bets, with the point rates of the member's level (point accrual). */
export async function stakesByMember(trx: Transaction<DB>, gameKey: string, roundKey: string) {
  const { rows } = await sql<{ site_id: string; member_id: number; stake: string | number; point_bp: number; point_bonus_bp: number }>`
    select s.site_id, s.member_id, s.stake, l.point_bp, l.point_bonus_bp
    from (
      select site_id, member_id, sum(stake) as stake from bets
      where game_group = ${MINIGAME_GROUP} and game_code = ${gameKey} and round_id = ${roundKey} and status in ('WIN', 'LOSE', 'TIE')
      group by site_id, member_id
    ) s
    join members m on m.id = s.member_id
    join levels l on l.site_id = m.site_id and l.level = m.level`.execute(trx);
  return rows.map((r) => ({ siteId: r.site_id, memberId: r.member_id, stake: Number(r.stake), rates: { point_bp: r.point_bp, point_bonus_bp: r.point_bonus_bp } }));
}
