import { siteDay } from '../../../shared/dates';
import { winningPicks } from '../../../shared/minigame/settle';
import type { AppDeps } from '../../deps';
import { inMoneyTransaction } from '../ledger/service';
import { MINIGAME_LEDGER_VENDOR } from './bets/slip';
import { payAndRecord, slipResults } from '../bets/settlement';
import { stakeAccruals } from '../bets/accruals';
import { accrueRolling } from '../rolling/service';
import { finishRound, lockRound, type RoundRow } from './repo';
import { decideRoundLegs } from './settlementRepo';

export interface SettleSummary {
  bets: number;
  paid: number;
  rolling: number;
  points: number;
}

type SettleDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

/**
 * §3/§9 settlement of one drawn round, in ONE transaction: the legs decided WIN/LOSE set-based and
 * the slips worked out by the shared arithmetic, each member's wins of the round paid as one payout
 * (bet:payout:round:<key>:<member>) and member points accrued through one ledger batch, each slip
 * written once, rolling commission accrued for the bettors' partners by the rolling service, the
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
    const results = slipResults(await decideRoundLegs(m.trx, round.game_key, round.round_key, winners, now));
    const accruals = await stakeAccruals(m.trx, round.round_key, 'minigame', results);
    const paid = await payAndRecord(m, MINIGAME_LEDGER_VENDOR, results, now, {
      alsoPost: accruals.map((a) => a.input),
      perMember: `round:${round.round_key}`,
    });
    const points = accruals.reduce((sum, a) => sum + a.points, 0);
    const rolling = await accrueRolling(m.trx, {
      source: `round:${round.round_key}`,
      slipIds: results.map((r) => r.id),
      day: siteDay(now, deps.config.SITE_TZ_OFFSET_MINUTES),
    });
    await finishRound(m.trx, round.id, 'SETTLED', now);
    return { bets: results.length, paid, rolling, points };
  });
}

/** A round whose draw was missed for too long: voided, every stake refunded, nothing accrued. */
export async function voidRound(deps: SettleDeps, round: RoundRow): Promise<SettleSummary | null> {
  return inMoneyTransaction(deps, async (m) => {
    const locked = await lockRound(m.trx, round.id, 'OPEN');
    if (!locked) return null;
    const now = deps.clock.now();
    const results = slipResults(await decideRoundLegs(m.trx, locked.game_key, locked.round_key, null, now));
    const paid = await payAndRecord(m, MINIGAME_LEDGER_VENDOR, results, now, {
      perMember: `round:${locked.round_key}`,
    });
    await finishRound(m.trx, locked.id, 'VOID', now);
    return { bets: results.length, paid, rolling: 0, points: 0 };
  });
}
