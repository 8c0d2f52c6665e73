import { sql, type Transaction } from 'kysely';
import { MINIGAME_GROUP } from '../../../../shared/minigame/games';
import type { DB } from '../../../db/schema';
import type { SlipCall } from './slip';

/** Why the member's open bets refuse a slip (minigame/sql/minigame_house_refusals.sql). */
type HouseRefusal = 'earlier_round' | 'duplicate';

/**
 * What the round and the member's open bets answer a minigame slip, read where it is written (the
 * member's row locked): the round's number when it is open (minigame/sql/minigame_open_rounds.sql),
 * and the refusal of the §3 house rules or §8 B9999 (minigame_house_refusals.sql). The fast batch
 * asks the same two functions (minigame_fast_bets.sql). One statement.
 */
export async function roundAndHouse(
  trx: Transaction<DB>,
  call: SlipCall,
): Promise<{ round_no: number | null; refusal: HouseRefusal | null }> {
  const { game, picks } = call;
  const { rows } = await sql<{ round_no: number | null; refusal: HouseRefusal | null }>`
    select
      (select o.round_no from minigame_open_rounds(array[${call.roundKey}]::text[], array[${game.key}]::text[],
                                                   array[${call.now.toISOString()}]::timestamptz[]) o) as round_no,
      (select h.refusal from minigame_house_refusals(
         array[${call.memberId}]::bigint[], array[${game.key}]::text[], array[${call.roundKey}]::text[],
         array[${game.one_bet_per_market}]::boolean[], array[${game.no_hedge}]::boolean[],
         ${picks.map(() => 1)}::int[], ${picks.map((p) => p.market)}::text[], ${picks.map((p) => p.pick)}::text[], ${MINIGAME_GROUP}) h) as refusal`.execute(
    trx,
  );
  return rows[0]!;
}
