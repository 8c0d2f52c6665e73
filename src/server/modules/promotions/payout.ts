import { LedgerKind, SystemAccount, type MoneyTx, type Posted } from '../ledger/service';

/** What paid it: the point list shows it as the row's use type, reports and the integrity job group by it. */
type PromotionSource = 'coupon' | 'attendance' | 'roulette' | 'bonus';

const KIND: Record<PromotionSource, LedgerKind> = {
  coupon: LedgerKind.CouponUse,
  attendance: LedgerKind.AttendanceReward,
  roulette: LedgerKind.RouletteWin,
  // a bonus program's own grant (sign-up, deposits, time windows, staff: docs/domains/bonuses.md)
  bonus: LedgerKind.BonusGrant,
};

/** The ledger kinds of every promotion paid to a member: the integrity job and the withdrawal risk rules find them by these. */
export const PROMOTION_KINDS: readonly LedgerKind[] = Object.values(KIND);

export interface PromotionPayout {
  siteId: string;
  memberId: number;
  source: PromotionSource;
  /** Names the event: coupon:<id>, attendance:<member>:<day>, roulette:<spinId>, bonus:<kind>:<event>. */
  idempotencyKey: string;
  asset: 'cash' | 'point';
  amount: number;
  memo: string;
  meta?: Record<string, unknown>;
}

/** One promotion payout from the site's promotion account to the member, inside the caller's money transaction. */
export const payPromotion = (m: MoneyTx, p: PromotionPayout): Promise<Posted> =>
  m.post({
    siteId: p.siteId,
    idempotencyKey: p.idempotencyKey,
    kind: KIND[p.source],
    memo: p.memo,
    meta: { source: p.source, ...p.meta },
    postings: [
      { account: { system: SystemAccount.Promotion, asset: p.asset }, amount: -p.amount },
      { account: { member: p.memberId, asset: p.asset }, amount: p.amount },
    ],
  });
