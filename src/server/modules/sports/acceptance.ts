import type { FastifyBaseLogger } from 'fastify';
import type { SiteOptions } from '../../../shared/api/site';
import { decideAcceptance, type RefusalReason } from '../../../shared/sports/acceptance';
import type { AppDeps } from '../../deps';
import { lockMember } from '../bets/repo';
import { levelLimits } from '../bets/levels';
import { betPayoutPosting } from '../ledger/gameMoney';
import { inMoneyTransaction } from '../ledger/service';
import { takeBackWagering } from '../bonuses/wagering';
import { readOptions } from '../site/options/service';
import { lockCashOut } from './cashOutRepo';
import { dueSlips, pendingSlip, recordAccepted, recordRefused } from './acceptanceRepo';
import { sportsRules } from './rules';
import { riskProfileOf } from './riskRepo';
import { slipFigures } from './slipFigures';
import { suspendOverCap } from './liabilityCap';
import { SPORTS_LEDGER_VENDOR } from './vendor';

/** Slips decided per pass; the rest wait for the next second. */
const PER_PASS = 200;

/**
 * One slip whose bet delay is over, decided (docs/domains/sportsbook.md#bet-delay-in-play) in one
 * money transaction under the locks placement and cash-out take, in their order: the member's row,
 * then the slip's fixtures shared in id order and the slip's row (cashOutRepo.ts lockCashOut, the
 * order settlement takes them), so a settlement of one of its fixtures runs wholly before or after
 * it. The rule is the shared decideAcceptance. Accepted: BET at the odds it stands at, its figures
 * and payout terms worked out again on the site's terms now (slipFigures), unless those odds break a
 * §8 limit, which refuses it as `limits`. Refused: REFUSED,
 * its stake returned from the sports vendor account (`sports:refuse:<slip>`), the wagering it added
 * taken back (a refused stake was never played, docs/domains/wagering.md). Answers the outcome with
 * the slip's markets, or null when the slip was no longer pending.
 */
async function decidePendingSlip(
  deps: Pick<AppDeps, 'db' | 'bus' | 'clock' | 'sites'>,
  due: { id: number; siteId: string; memberId: number },
  options: SiteOptions,
): Promise<{ status: 'BET' | 'REFUSED'; marketIds: number[] } | null> {
  const levels = await levelLimits(deps, due.siteId);
  const outcome = await inMoneyTransaction(deps, async (m) => {
    const member = await lockMember(m.trx, due.memberId);
    if (!member || !(await lockCashOut(m.trx, due.memberId, due.id))) return null;
    const slip = await pendingSlip(m.trx, due.id);
    if (!slip || slip.status !== 'PENDING') return null;
    const decision = decideAcceptance(slip.mode, slip.legs);
    const now = deps.clock.now();
    let reason: RefusalReason;
    if (decision.accepted) {
      const risk = await riskProfileOf(m.trx, member.id);
      const { figures, refusal } = slipFigures(
        sportsRules(options),
        decision.odds,
        slip.stake,
        levels.get(member.level),
        risk.stakeFactorPct,
      );
      if (!refusal) {
        await recordAccepted(m.trx, slip, decision.odds, figures);
        return { status: 'BET' as const, marketIds: slip.legs.map((l) => l.marketId) };
      }
      reason = 'limits';
    } else reason = decision.reason;
    const posted = await m.post({
      ...betPayoutPosting({
        siteId: slip.siteId,
        memberId: slip.memberId,
        vendor: SPORTS_LEDGER_VENDOR,
        betId: slip.id,
        amount: slip.stake,
      }),
      idempotencyKey: `sports:refuse:${slip.id}`,
    });
    await recordRefused(m.trx, slip, reason, posted.transactionId, now);
    await takeBackWagering(m.trx, [slip.id], now);
    return { status: 'REFUSED' as const, marketIds: slip.legs.map((l) => l.marketId) };
  });
  // The member's slip list hears the decision (a refusal's returned stake arrives as its cash push).
  if (outcome) deps.bus.publish({ type: 'slip', memberId: due.memberId, betIdx: due.id, status: outcome.status });
  return outcome;
}

/**
 * Every slip whose delay is over at `now`, one transaction each; answers how many were decided. An
 * accepted slip's markets are weighed against the liability cap once it commits, as placement
 * weighs a slip accepted at once (docs/domains/sportsbook.md#liability-cap).
 */
export async function decideDueSlips(
  deps: Pick<AppDeps, 'db' | 'bus' | 'clock' | 'sites'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<number> {
  const due = await dueSlips(deps.db, deps.clock.now(), PER_PASS);
  const options = new Map<string, SiteOptions>();
  let decided = 0;
  for (const slip of due) {
    try {
      if (!options.has(slip.siteId)) options.set(slip.siteId, await readOptions(deps, slip.siteId));
      const siteOptions = options.get(slip.siteId)!;
      const outcome = await decidePendingSlip(deps, slip, siteOptions);
      if (!outcome) continue;
      decided++;
      if (outcome.status === 'BET')
        await suspendOverCap(deps, slip.siteId, siteOptions, outcome.marketIds).catch((err: unknown) =>
          log.error({ err, betId: slip.id }, 'liability cap not weighed'),
        );
    } catch (err) {
      // One slip's fault leaves it pending for the next pass; the others are decided.
      log.error({ err, betId: slip.id }, 'sports slip in delay not decided');
    }
  }
  return decided;
}
