import { randomUUID } from 'node:crypto';
import { ResultCode } from '../../../shared/resultCodes';
import type { PointChangeResult } from '../../../shared/api/cash';
import type { SiteOptions } from '../../../shared/api/site';
import { AppError } from '../../http/appError';
import { LedgerKind, SystemAccount, type MoneyTx } from '../ledger/service';

/**
 * §5 point conversion: stopped by the site (C018), at least pointChangeAmtLimit (P003) and a
 * multiple of pointChangeAmtUnit (P002), not above the points held (P001). The points go to the
 * bonus account and the same amount of cash comes from it, in one transaction (each asset sums to zero).
 */
export async function convertPoints(m: MoneyTx, ctx: { siteId: string; memberId: number; options: SiteOptions }, pointAmt: number | undefined): Promise<PointChangeResult> {
  const o = ctx.options;
  if (o.pointChangeYn !== 'Y') throw new AppError(ResultCode.PointConversionStopped);
  if (pointAmt === undefined || pointAmt <= 0) throw new AppError(ResultCode.AmountRequired);
  if (pointAmt < o.pointChangeAmtLimit) throw new AppError(ResultCode.PointMinimum, { pointLimit: o.pointChangeAmtLimit });
  if (o.pointChangeAmtUnit > 0 && pointAmt % o.pointChangeAmtUnit !== 0) throw new AppError(ResultCode.PointUnit, { pointUnit: o.pointChangeAmtUnit });
  const posted = await m.post({
    siteId: ctx.siteId,
    // Each conversion is its own event; a retried request is deduplicated by its Idempotency-Key.
    idempotencyKey: `point:change:${randomUUID()}`,
    kind: LedgerKind.PointExchange,
    insufficient: ResultCode.NotEnoughPoints,
    postings: [
      { account: { member: ctx.memberId, asset: 'point' }, amount: -pointAmt },
      { account: { system: SystemAccount.Bonus, asset: 'point' }, amount: pointAmt },
      { account: { system: SystemAccount.Bonus, asset: 'cash' }, amount: -pointAmt },
      { account: { member: ctx.memberId, asset: 'cash' }, amount: pointAmt },
    ],
  });
  const b = posted.balances.get(ctx.memberId)!;
  return { cashAmt: b.cash, pointAmt: b.point, changed: pointAmt };
}
