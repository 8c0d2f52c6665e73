import { applyBasisPoints } from '../../../shared/money';
import { LedgerKind, SystemAccount, type MoneyTx, type PostInput } from '../ledger/service';
import { levelRates } from './repo';

type AccrualSource = 'deposit' | 'bet';

export interface Accrual {
  siteId: string;
  memberId: number;
  /** The deposit or stake the points are a percent of (won). */
  base: number;
  source: AccrualSource;
  /** The deposit request or bet id: one accrual per source event. */
  sourceId: number | string;
  /** Adds the level's bonus percent (a deposit asked with bonus, or a bet that earns it). */
  withBonus: boolean;
}

export interface LevelRates {
  point_bp: number;
  point_bonus_bp: number;
}

/**
 * §3 point accrual: floor(base × percent) plus, when asked, floor(base × bonus percent), both from
 * the member's level, paid from the bonus account. Null when it earns nothing.
 */
export function accrualPosting(a: Accrual, rates: LevelRates): { points: number; input: PostInput } | null {
  const bonusBp = a.withBonus ? rates.point_bonus_bp : 0;
  const points = applyBasisPoints(a.base, rates.point_bp) + applyBasisPoints(a.base, bonusBp);
  if (points <= 0) return null;
  return {
    points,
    input: {
      siteId: a.siteId,
      idempotencyKey: `point:${a.source}:${a.sourceId}`,
      kind: LedgerKind.PointAccrual,
      meta: {
        source: a.source,
        sourceId: a.sourceId,
        base: a.base,
        percentBp: rates.point_bp,
        bonusPercentBp: bonusBp,
      },
      postings: [
        { account: { system: SystemAccount.Bonus, asset: 'point' }, amount: -points },
        { account: { member: a.memberId, asset: 'point' }, amount: points },
      ],
    },
  };
}

/**
 * One accrual at the member's level rates, inside the caller's money transaction. Deposits call it
 * on approval; bets may call it on the stake. Returns the points accrued (0: nothing posted).
 */
export async function accruePoints(m: MoneyTx, a: Accrual): Promise<number> {
  const rates = await levelRates(m.trx, a.memberId);
  const accrual = rates ? accrualPosting(a, rates) : null;
  if (!accrual) return 0;
  await m.post(accrual.input);
  return accrual.points;
}
