import { ResultCode } from '../../../../shared/resultCodes';
import type { BetProcRequest, BetProcResponse } from '../../../../shared/api/bets';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import type { ApiRequest } from '../../../http/route';
import type { MemberAuth } from '../../identity/authContext';
import { idempotencyKeyOf } from '../../ledger/idempotency';
import { betStake } from '../../ledger/gameMoney';
import { inMoneyTransaction, type MoneyTx } from '../../ledger/service';
import { betBarRefusal, stakeLimitsRefusal, stakeStanding, throwIfRefused } from '../../responsible/guard';
import { insertLegs, insertSlip, lockMember, recordStake, slipsByKeys, type NewLeg } from '../../bets/repo';
import { legsBySlip, toBetRow } from '../../bets/view';
import { minigameRules, type MinigameRules } from './rules';
import { levelRefusal, pricePicks } from './judge';
import { fastMinigameBets } from './fastBets';
import { MINIGAME_LEDGER_VENDOR, newSlip, slipKeys, type SlipCall } from './slip';
import { roundAndHouse } from './repo';
import { advanceWagering } from '../../bonuses/wagering';

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
      return (
        s.idempotency_key === keys[i] &&
        s.game_code === call.game.key &&
        s.round_id === call.roundKey &&
        s.stake === p.amount &&
        leg?.market === p.market &&
        leg.pick === p.pick
      );
    });
  if (!same) throw new AppError(ResultCode.IdempotencyKeyReused);
  return { bets: slips.map((s) => toBetRow(s, legsOf.get(s.id) ?? [])), cashAmt: slips.at(-1)!.balance_after ?? 0 };
}

/**
 * The full path: the member row is locked first so two calls of one member are judged one after
 * the other, then every rule is weighed with its own refusal code, in the same functions as the
 * fast path's (docs/architecture/fast-paths.md), and each stake is debited through the ledger with
 * the slip's own key (bet:stake:<id>) and advances the member's wagering (bonuses/wagering.ts).
 */
async function placeJudged(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  m: MoneyTx,
  call: SlipCall,
  rules: MinigameRules,
): Promise<BetProcResponse> {
  const member = await lockMember(m.trx, call.memberId);
  const standing = await stakeStanding(m.trx, call.memberId, call.now);
  const barred = betBarRefusal(standing);
  if (!member || barred) throw barred ?? new AppError(ResultCode.NoBetRight);
  const replay = call.keys && (await replayOf(m, call, call.keys));
  if (replay) return replay;

  const { round_no: roundNo, refusal } = await roundAndHouse(m.trx, call);
  if (!call.game.enabled || roundNo === null) throw new AppError(ResultCode.GameUnavailable);
  // §8 B9999: a bet of an earlier round of this game still waits for its settlement.
  if (refusal === 'earlier_round') throw new AppError(ResultCode.EarlierBetsSettling);
  if (refusal === 'duplicate') throw new AppError(ResultCode.BetDuplicate);
  const refused = levelRefusal(rules.levels.get(member.level), call.picks);
  if (refused) throw refused;
  // Exclusion and the member's stake, loss and session limits, on the slip's whole stake.
  const total = call.picks.reduce((sum, b) => sum + b.amount, 0);
  throwIfRefused(
    await stakeLimitsRefusal(m.trx, member.id, standing, total, {
      now: call.now,
      tzOffsetMinutes: deps.config.SITE_TZ_OFFSET_MINUTES,
    }),
  );

  const slips = [];
  const legs: NewLeg[] = [];
  let cashAmt = 0;
  for (const [i, p] of call.picks.entries()) {
    const slip = newSlip(call, i, roundNo);
    const { id, created_at } = await insertSlip(m.trx, {
      ...slip,
      detail: JSON.stringify(slip.detail),
      stake_txn_id: null,
      balance_before: null,
      balance_after: null,
    });
    legs.push({ bet_id: id, leg_no: 1, market: p.market, pick: p.pick, odds: p.odds, created_at });
    const posted = await betStake(m, {
      siteId: call.siteId,
      memberId: member.id,
      vendor: MINIGAME_LEDGER_VENDOR,
      betId: id,
      amount: p.amount,
    });
    cashAmt = posted.balances.get(member.id)?.cash ?? cashAmt;
    slips.push(await recordStake(m.trx, id, posted.transactionId, cashAmt + p.amount, cashAmt));
  }
  const legsOf = legsBySlip(await insertLegs(m.trx, legs));
  await advanceWagering(
    m.trx,
    slips.map((s) => s.id),
    call.now,
  );
  return { bets: slips.map((slip) => toBetRow(slip, legsOf.get(slip.id) ?? [])), cashAmt };
}

/** A betProc body as both paths judge it: the game's rules, and the call with its picks priced. */
export async function minigameSlipCall(
  deps: Pick<AppDeps, 'db' | 'sites' | 'clock'>,
  siteId: string,
  memberId: number,
  body: BetProcRequest,
  idempotencyKey: string | undefined,
): Promise<{ rules: MinigameRules; call: SlipCall }> {
  const rules = await minigameRules(deps, siteId, body.gameType);
  if (!rules) throw new AppError(ResultCode.InvalidGameType);
  const picks = pricePicks(rules, body.bets);
  const call: SlipCall = {
    siteId,
    memberId,
    game: rules.game,
    roundKey: body.roundKey,
    picks,
    keys: slipKeys(memberId, idempotencyKey, picks.length),
    now: deps.clock.now(),
  };
  return { rules, call };
}

/**
 * /api/bet/betProc for a minigame (§3, §5, §8): the picks are accepted or refused together, each
 * its own one-leg slip. The fast attempt (fastBets.ts) places the common case; whatever it cannot
 * place (a refusal, a replay, a member with limits) is judged on the full path. With an
 * Idempotency-Key each slip is named by it and its place in the call, and those names are the
 * call's record: a replay answers the slips so named (DESIGN: Money; docs/architecture/ledger.md).
 */
export async function placeMinigameBets(req: ApiRequest<BetProcRequest>, auth: MemberAuth): Promise<BetProcResponse> {
  const { deps } = req;
  const { rules, call } = await minigameSlipCall(
    deps,
    req.site.site.id,
    auth.member.id,
    req.body,
    idempotencyKeyOf(req),
  );
  const placed = deps.fastPaths && (await fastMinigameBets(deps, deps.fastPaths, rules, auth.member.level, call));
  return placed || inMoneyTransaction(deps, (m) => placeJudged(deps, m, call, rules));
}
