import { ResultCode } from '../../../shared/resultCodes';
import type { BetProcRequest, BetProcResponse } from '../../../shared/api/bets';
import { MINIGAME_GROUP, MINIGAME_VENDOR } from '../../../shared/minigame/games';
import { payoutFor } from '../../../shared/minigame/settle';
import { potentialPayout } from '../../../shared/bets/slip';
import { AppError } from '../../http/appError';
import type { ApiRequest } from '../../http/route';
import type { MemberAuth } from '../identity/authContext';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { betStake } from '../ledger/gameMoney';
import { findGameRow, findRoundByKey, siteOdds, type GameRow } from '../minigame/repo';
import { findLevel, insertLegs, insertSlip, lockMember, openPicksOfGame, recordStake, type NewLeg } from './repo';
import { legsBySlip, toBetRow } from './view';

/** The vendor account every house minigame stake goes to (DESIGN: Money, one per vendor). */
export const MINIGAME_LEDGER_VENDOR = { group: MINIGAME_GROUP, procId: MINIGAME_VENDOR } as const;

type Slip = BetProcRequest['bets'];

/**
 * §3 house rules for one round, configurable per game: one bet per market, and never both sides
 * of one market. `held` are the member's bets already in this round.
 */
function assertHouseRules(game: GameRow, held: { market: string; pick: string }[], slip: Slip): void {
  const picks = new Map<string, string[]>();
  for (const b of [...held, ...slip]) picks.set(b.market, [...(picks.get(b.market) ?? []), b.pick]);
  for (const list of picks.values()) {
    if (game.one_bet_per_market && list.length > 1) throw new AppError(ResultCode.BetDuplicate);
    if (game.no_hedge && new Set(list).size > 1) throw new AppError(ResultCode.BetDuplicate);
  }
}

/**
 * /api/bet/betProc for a minigame (§3, §5, §8): the picks are accepted or refused together, each
 * its own one-leg slip (a minigame pick wins or loses alone). The member row is locked first so
 * two calls of one member are judged one after the other; each stake is debited through the
 * ledger with the slip's own key (bet:stake:<id>). With an Idempotency-Key each slip is named by
 * it and its place in the call.
 */
export async function placeMinigameBets(req: ApiRequest<BetProcRequest>, auth: MemberAuth): Promise<BetProcResponse> {
  const { deps, body } = req;
  const siteId = req.site.site.id;
  const game = await findGameRow(deps.db, body.gameType);
  if (!game) throw new AppError(ResultCode.InvalidGameType);

  return idempotentMoneyCall(req, async (m) => {
    const now = deps.clock.now();
    const member = await lockMember(m.trx, auth.member.id);
    if (!member || !member.can_bet) throw new AppError(ResultCode.NoBetRight);
    if (member.locked) throw new AppError(ResultCode.BetLocked);

    const round = await findRoundByKey(m.trx, body.roundKey);
    const open = game.enabled && round?.game_key === game.key && round.status === 'OPEN' && now >= round.opens_at && now < round.closes_at;
    if (!round || !open) throw new AppError(ResultCode.GameUnavailable);

    const odds = new Map((await siteOdds(m.trx, siteId, game.key)).filter((o) => o.enabled).map((o) => [`${o.market}:${o.pick}`, o.odds]));
    const unknown = body.bets.filter((b) => !odds.has(`${b.market}:${b.pick}`));
    if (unknown.length) throw new AppError(ResultCode.InvalidRequest, { fields: unknown.map((b) => `${b.market}:${b.pick}`) });

    const held = await openPicksOfGame(m.trx, member.id, MINIGAME_GROUP, game.key);
    // §8 B9999: a bet of an earlier round of this game still waits for its settlement.
    if (held.some((b) => b.round_id !== round.round_key)) throw new AppError(ResultCode.EarlierBetsSettling);
    assertHouseRules(game, held, body.bets);

    const level = await findLevel(m.trx, siteId, member.level);
    for (const b of body.bets) {
      if (level && b.amount < level.bet_min) throw new AppError(ResultCode.BetBelowLevelMin, { min: level.bet_min });
      if (level && b.amount > level.bet_max) throw new AppError(ResultCode.BetAboveLevelMax, { max: level.bet_max });
      if (level && payoutFor(b.amount, odds.get(`${b.market}:${b.pick}`)!) > level.win_max) throw new AppError(ResultCode.BetAboveLevelWin, { max: level.win_max });
    }

    const slips = [];
    const legs: NewLeg[] = [];
    let cashAmt = 0;
    for (const [i, b] of body.bets.entries()) {
      const legOdds = odds.get(`${b.market}:${b.pick}`)!;
      const id = await insertSlip(m.trx, {
        site_id: siteId,
        member_id: member.id,
        game_group: MINIGAME_GROUP,
        vendor_code: MINIGAME_VENDOR,
        game_code: game.key,
        game_name: game.key,
        round_id: round.round_key,
        odds: legOdds,
        stake: b.amount,
        potential_payout: potentialPayout(b.amount, [legOdds]),
        idempotency_key: req.idempotencyKey ? `betProc:${member.id}:${req.idempotencyKey}:${i}` : null,
        stake_txn_id: null,
        payout_txn_id: null,
        balance_before: null,
        balance_after: null,
        detail: JSON.stringify({ roundNo: round.round_no }),
        settled_at: null,
      });
      legs.push({ bet_id: id, leg_no: 1, market: b.market, pick: b.pick, odds: legOdds });
      const posted = await betStake(m, { siteId, memberId: member.id, vendor: MINIGAME_LEDGER_VENDOR, betId: id, amount: b.amount });
      cashAmt = posted.balances.get(member.id)?.cash ?? cashAmt;
      slips.push(await recordStake(m.trx, id, posted.transactionId, cashAmt + b.amount, cashAmt));
    }
    const legsOf = legsBySlip(await insertLegs(m.trx, legs));
    return { bets: slips.map((slip) => toBetRow(slip, legsOf.get(slip.id) ?? [])), cashAmt };
  });
}
