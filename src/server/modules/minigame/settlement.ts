import { siteDay } from '../../../shared/dates';
import { winningPicks } from '../../../shared/minigame/settle';
import type { AppDeps } from '../../deps';
import { betPayoutPosting } from '../ledger/gameMoney';
import { inMoneyTransaction, type MoneyTx, type PostInput } from '../ledger/service';
import { accrualPosting } from '../points/accrual';
import { MINIGAME_LEDGER_VENDOR } from '../bets/minigameSlip';
import { recordPayouts, type SettledSlip } from '../bets/repo';
import { settleReadSlips } from '../bets/settlement';
import { accrueRolling } from '../rolling/service';
import { finishRound, lockRound, type RoundRow } from './repo';
import { decideRoundLegs, stakesByMember } from './settlementRepo';

export interface SettleSummary {
  bets: number;
  paid: number;
  rolling: number;
  points: number;
}

type SettleDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

/**
 * Pays each bet that has something to pay (a win, a refund; key bet:payout:<id>) and posts the
 * round's point accruals, all in ONE ledger batch: every member account of the round is locked in
 * one id-ordered statement, so the settlement never holds cash accounts while waiting for points.
 */
async function payBets(m: MoneyTx, bets: SettledSlip[], accruals: readonly PostInput[] = []): Promise<number> {
  const paying = bets.filter((bet) => bet.payout > 0);
  const posted = await m.postBatch([
    ...paying.map((bet) => betPayoutPosting({ siteId: bet.site_id, memberId: bet.member_id, vendor: MINIGAME_LEDGER_VENDOR, betId: bet.id, amount: bet.payout })),
    ...accruals,
  ]);
  await recordPayouts(m.trx, paying.map((bet, i) => ({ betId: bet.id, txnId: posted[i]!.transactionId })));
  return paying.reduce((sum, bet) => sum + bet.payout, 0);
}

/**
 * §3/§9 settlement of one drawn round, in ONE transaction: the legs decided WIN/LOSE set-based and
 * the slips settled by the shared arithmetic, wins paid and member points accrued through one
 * ledger batch, rolling commission accrued for the bettors' partners by the rolling service, the
 * round marked SETTLED: a fixed number of statements whatever the bets.
 * The round row is locked and must still be DRAWN, so a second run (another node, a retry after
 * a crash) finds nothing to do and changes nothing.
 */
export async function settleRound(deps: SettleDeps, roundId: number): Promise<SettleSummary | null> {
  return inMoneyTransaction(deps, async (m) => {
    const round = await lockRound(m.trx, roundId, 'DRAWN');
    if (!round?.result) return null;
    const now = deps.clock.now();
    const winners = Object.entries(winningPicks(round.result)).map(([market, pick]) => `${market}:${pick}`);
    const bets = await settleReadSlips(m.trx, await decideRoundLegs(m.trx, round.game_key, round.round_key, winners, now), now);
    // §3 points on the member's settled stake of the round, at the level's percent: one accrual per
    // member and round (key point:bet:<round>:<member>), so a re-run accrues nothing twice.
    const accruals = (await stakesByMember(m.trx, round.game_key, round.round_key)).flatMap((s) => {
      const accrual = accrualPosting({ siteId: s.siteId, memberId: s.memberId, base: s.stake, source: 'bet', sourceId: `${round.round_key}:${s.memberId}`, withBonus: false }, s.rates);
      return accrual ? [accrual] : [];
    });
    const paid = await payBets(m, bets, accruals.map((a) => a.input));
    const points = accruals.reduce((sum, a) => sum + a.points, 0);
    const rolling = await accrueRolling(m.trx, { source: `round:${round.round_key}`, slipIds: bets.map((bet) => bet.id), day: siteDay(now, deps.config.SITE_TZ_OFFSET_MINUTES) });
    await finishRound(m.trx, round.id, 'SETTLED', now);
    return { bets: bets.length, paid, rolling, points };
  });
}

/** A round whose draw was missed for too long: voided, every stake refunded, nothing accrued. */
export async function voidRound(deps: SettleDeps, round: RoundRow): Promise<SettleSummary | null> {
  return inMoneyTransaction(deps, async (m) => {
    const locked = await lockRound(m.trx, round.id, 'OPEN');
    if (!locked) return null;
    const now = deps.clock.now();
    const bets = await settleReadSlips(m.trx, await decideRoundLegs(m.trx, locked.game_key, locked.round_key, null, now), now);
    const paid = await payBets(m, bets);
    await finishRound(m.trx, locked.id, 'VOID', now);
    return { bets: bets.length, paid, rolling: 0, points: 0 };
  });
}
