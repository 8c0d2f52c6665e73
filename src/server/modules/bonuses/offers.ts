import { DEPOSIT_BONUS_KINDS, type BonusOffer } from '../../../shared/api/bonuses';
import type { BonusKind, WagerWeights } from '../../../shared/bonuses/terms';
import type { AppDeps } from '../../deps';
import { enabledProgramsOfKinds, levelRow, memberOf } from './repo';
import { judgeChoice } from './triggers';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * /api/bonus/offers: the deposit bonuses the member may choose now, each judged by the rule its
 * approval grants by (./judge.ts), with what the member's level earns and must wager. A program
 * refused now (a window closed, the day's first deposit made, an exclusive bonus active) is left out.
 */
export async function depositOffers(deps: Deps, siteId: string, memberId: number): Promise<{ offers: BonusOffer[] }> {
  const now = deps.clock.now();
  const [programs, member] = await Promise.all([
    enabledProgramsOfKinds(deps.db, siteId, DEPOSIT_BONUS_KINDS),
    memberOf(deps.db, memberId),
  ]);
  const offers: BonusOffer[] = [];
  for (const p of programs) {
    const { verdict } = await judgeChoice(deps.db, deps, {
      siteId,
      memberId,
      programId: p.id,
      amount: null,
      at: now,
      depositId: null,
    });
    if ('refused' in verdict) continue;
    const terms = await levelRow(deps.db, p.id, member!.level);
    offers.push({
      programId: p.id,
      kind: p.kind as BonusKind,
      name: p.name,
      pays: p.pays as BonusOffer['pays'],
      rateBp: terms?.rate_bp ?? 0,
      fixedAmount: terms?.fixed_amount ?? 0,
      cap: p.cap,
      minDeposit: p.min_deposit,
      rolloverBp: p.rollover_bp,
      expiryHours: p.expiry_hours,
      weights: p.weights as WagerWeights,
      exclusive: p.exclusive,
    });
  }
  return { offers };
}
