import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { MINIGAME_GROUP } from '../../../shared/minigame/games';
import type { LegOutcome } from '../../../shared/bets/slip';
import type { OpenSlip } from '../bets/repo';

/**
 * Decides every open leg of a round's open slips in one statement: WIN when its market:pick is
 * among the winners, LOSE otherwise; CANCEL for all when the round is voided (winners null).
 * Answers the slips touched, each with its leg's outcome and odds; legs already decided are left
 * alone, so a second run returns nothing.
 */
export async function decideRoundLegs(
  trx: Transaction<DB>,
  gameKey: string,
  roundKey: string,
  winners: string[] | null,
  now: Date,
): Promise<OpenSlip[]> {
  const won = winners?.length ? sql`l.market || ':' || l.pick in (${sql.join(winners)})` : sql`false`;
  const outcome = winners ? sql`case when ${won} then 'WIN' else 'LOSE' end` : sql`'CANCEL'`;
  // A minigame slip is its one leg: what the update answers is the whole slip, read for settlement.
  const { rows } = await sql<{
    bet_id: number;
    site_id: string;
    member_id: number;
    stake: number;
    outcome: LegOutcome;
    odds: number;
  }>`
    update bet_legs l set outcome = ${outcome}, settled_at = ${now}
    from bets b
    where l.bet_id = b.id and l.created_at = b.created_at and l.outcome = 'PENDING'
      and b.game_group = ${MINIGAME_GROUP} and b.game_code = ${gameKey} and b.round_id = ${roundKey} and b.status = 'BET'
    returning l.bet_id, b.site_id, b.member_id, b.stake, l.outcome, l.odds`.execute(trx);
  return rows.map((r) => ({
    id: r.bet_id,
    site_id: r.site_id,
    member_id: r.member_id,
    stake: r.stake,
    outcomes: [r.outcome],
    odds: [r.odds],
  }));
}
