import { ResultCode } from '../../../shared/resultCodes';
import type { BetProcRequest, BetProcResponse } from '../../../shared/api/bets';
import { MINIGAME_GROUP } from '../../../shared/minigame/games';
import { payoutFor } from '../../../shared/minigame/settle';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { ApiRequest } from '../../http/route';
import type { MemberAuth } from '../identity/authContext';
import { idempotencyKeyOf } from '../ledger/idempotency';
import { betStake } from '../ledger/gameMoney';
import { inMoneyTransaction, type MoneyTx } from '../ledger/service';
import { findRoundByKey, type GameRow } from '../minigame/repo';
import { assertMayStake, throwIfRefused } from '../responsible/guard';
import { minigameRules, pickKey, type LevelLimits, type MinigameRules } from './betRules';
import { fastMinigameBets } from './minigameFastBet';
import { MINIGAME_LEDGER_VENDOR, newSlip, slipKeys, type PricedPick, type SlipCall } from './minigameSlip';
import { insertLegs, insertSlip, lockMember, openPicksOfGame, recordStake, slipsByKeys, type NewLeg } from './repo';
import { legsBySlip, toBetRow } from './view';

/**
 * §3 house rules for one round, configurable per game: one bet per market, and never both sides
 * of one market. `held` are the member's bets already in this round.
 */
function assertHouseRules(game: GameRow, held: { market: string; pick: string }[], picks: readonly PricedPick[]): void {
  const byMarket = new Map<string, string[]>();
  for (const b of [...held, ...picks]) byMarket.set(b.market, [...(byMarket.get(b.market) ?? []), b.pick]);
  for (const list of byMarket.values()) {
    if (game.one_bet_per_market && list.length > 1) throw new AppError(ResultCode.BetDuplicate);
    if (game.no_hedge && new Set(list).size > 1) throw new AppError(ResultCode.BetDuplicate);
  }
}

/** §5 B6001–B6003: the member's level bounds each stake and each potential win. */
function levelRefusal(level: LevelLimits | undefined, picks: readonly PricedPick[]): AppError | undefined {
  if (!level) return undefined;
  for (const b of picks) {
    if (b.amount < level.bet_min) return new AppError(ResultCode.BetBelowLevelMin, { min: level.bet_min });
    if (b.amount > level.bet_max) return new AppError(ResultCode.BetAboveLevelMax, { max: level.bet_max });
    if (payoutFor(b.amount, b.odds) > level.win_max) return new AppError(ResultCode.BetAboveLevelWin, { max: level.win_max });
  }
  return undefined;
}

/**
 * The slips an earlier call with this Idempotency-Key placed, answered as they stand and moving
 * nothing; E004 when that call was another slip. Undefined when the key is new.
 */
async function replayOf(m: MoneyTx, call: SlipCall, keys: readonly string[]): Promise<BetProcResponse | undefined> {
  const { slips, legs } = await slipsByKeys(m.trx, call.siteId, keys);
  if (slips.length === 0) return undefined;
  const legsOf = legsBySlip(legs);
  const same =
    slips.length === call.picks.length &&
    slips.every((s, i) => {
      const p = call.picks[i]!;
      const leg = legsOf.get(s.id)?.[0];
      return s.idempotency_key === keys[i] && s.game_code === call.game.key && s.round_id === call.roundKey && s.stake === p.amount && leg?.market === p.market && leg.pick === p.pick;
    });
  if (!same) throw new AppError(ResultCode.IdempotencyKeyReused);
  return { bets: slips.map((s) => toBetRow(s, legsOf.get(s.id) ?? [])), cashAmt: slips.at(-1)!.balance_after ?? 0 };
}

/**
 * The full path: the member row is locked first so two calls of one member are judged one after
 * the other, then every rule is weighed with its own refusal code and each stake is debited through
 * the ledger with the slip's own key (bet:stake:<id>).
 */
async function placeJudged(deps: Pick<AppDeps, 'clock' | 'config'>, m: MoneyTx, call: SlipCall, rules: MinigameRules): Promise<BetProcResponse> {
  const member = await lockMember(m.trx, call.memberId);
  if (!member || !member.can_bet) throw new AppError(ResultCode.NoBetRight);
  if (member.locked) throw new AppError(ResultCode.BetLocked);
  const replay = call.keys && (await replayOf(m, call, call.keys));
  if (replay) return replay;

  const round = await findRoundByKey(m.trx, call.roundKey);
  const open = call.game.enabled && round?.game_key === call.game.key && round.status === 'OPEN' && call.now >= round.opens_at && call.now < round.closes_at;
  if (!round || !open) throw new AppError(ResultCode.GameUnavailable);

  const held = await openPicksOfGame(m.trx, member.id, MINIGAME_GROUP, call.game.key);
  // §8 B9999: a bet of an earlier round of this game still waits for its settlement.
  if (held.some((b) => b.round_id !== round.round_key)) throw new AppError(ResultCode.EarlierBetsSettling);
  assertHouseRules(call.game, held, call.picks);
  const refusal = levelRefusal(rules.levels.get(member.level), call.picks);
  if (refusal) throw refusal;
  // Issue 15: exclusion and the member's stake, loss and session limits, on the slip's whole stake.
  const total = call.picks.reduce((sum, b) => sum + b.amount, 0);
  throwIfRefused(await assertMayStake(m.trx, member.id, total, { now: call.now, tzOffsetMinutes: deps.config.SITE_TZ_OFFSET_MINUTES }));

  const slips = [];
  const legs: NewLeg[] = [];
  let cashAmt = 0;
  for (const [i, p] of call.picks.entries()) {
    const slip = newSlip(call, i, round.round_no);
    const id = await insertSlip(m.trx, { ...slip, detail: JSON.stringify(slip.detail), stake_txn_id: null, balance_before: null, balance_after: null });
    legs.push({ bet_id: id, leg_no: 1, market: p.market, pick: p.pick, odds: p.odds });
    const posted = await betStake(m, { siteId: call.siteId, memberId: member.id, vendor: MINIGAME_LEDGER_VENDOR, betId: id, amount: p.amount });
    cashAmt = posted.balances.get(member.id)?.cash ?? cashAmt;
    slips.push(await recordStake(m.trx, id, posted.transactionId, cashAmt + p.amount, cashAmt));
  }
  const legsOf = legsBySlip(await insertLegs(m.trx, legs));
  return { bets: slips.map((slip) => toBetRow(slip, legsOf.get(slip.id) ?? [])), cashAmt };
}

/**
 * /api/bet/betProc for a minigame (§3, §5, §8): the picks are accepted or refused together, each
 * its own one-leg slip. The common case (issue 17) is one statement (minigameFastBet.ts); whatever
 * it cannot place (a refusal, a replay, a member with limits) is judged on the full path. With an
 * Idempotency-Key each slip is named by it and its place in the call, and those names are the
 * call's record: a replay answers the slips so named (DESIGN: Money; README design notes).
 */
export async function placeMinigameBets(req: ApiRequest<BetProcRequest>, auth: MemberAuth): Promise<BetProcResponse> {
  const { deps, body } = req;
  const siteId = req.site.site.id;
  const rules = await minigameRules(deps, siteId, body.gameType);
  if (!rules) throw new AppError(ResultCode.InvalidGameType);
  const unknown = body.bets.filter((b) => !rules.odds.has(pickKey(b.market, b.pick)));
  if (unknown.length) throw new AppError(ResultCode.InvalidRequest, { fields: unknown.map((b) => pickKey(b.market, b.pick)) });
  const picks = body.bets.map((b) => ({ ...b, odds: rules.odds.get(pickKey(b.market, b.pick))! }));
  const memberId = auth.member.id;
  const call: SlipCall = { siteId, memberId, game: rules.game, roundKey: body.roundKey, picks, keys: slipKeys(memberId, idempotencyKeyOf(req), picks.length), now: deps.clock.now() };
  if (rules.game.enabled && !levelRefusal(rules.levels.get(auth.member.level), picks)) {
    const placed = await fastMinigameBets(deps, call);
    if (placed) return placed;
  }
  return inMoneyTransaction(deps, (m) => placeJudged(deps, m, call, rules));
}
