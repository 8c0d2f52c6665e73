import { ResultCode } from '../../../shared/resultCodes';
import type { PointChangeResult } from '../../../shared/api/points';
import type { SiteOptions } from '../../../shared/api/site';
import { AppError } from '../../http/appError';
import { LedgerKind, SystemAccount, type MoneyTx } from '../ledger/service';
import { memberBalances } from '../ledger/repo';
import { insertConversion, reserveConversionId } from './repo';
import type { AppDeps } from '../../deps';
import { grantBonus } from '../bonuses/grant';

/**
 * §5 point conversion: stopped by the site (C018), at least pointChangeAmtLimit (P003) and a
 * multiple of pointChangeAmtUnit (P002), not above the points held (P001). The points go to the
 * bonus account and the same amount of cash comes from it, in one transaction (each asset sums to zero),
 * recorded as a point_conversions row whose id names the ledger key.
 */
export async function convertPoints(
  m: MoneyTx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  ctx: { siteId: string; memberId: number; options: SiteOptions },
  pointAmt: number | undefined,
): Promise<PointChangeResult> {
  const o = ctx.options;
  if (o.pointChangeYn !== 'Y') throw new AppError(ResultCode.PointConversionStopped);
  if (pointAmt === undefined || pointAmt <= 0) throw new AppError(ResultCode.AmountRequired);
  if (pointAmt < o.pointChangeAmtLimit)
    throw new AppError(ResultCode.PointMinimum, { pointLimit: o.pointChangeAmtLimit });
  if (o.pointChangeAmtUnit > 0 && pointAmt % o.pointChangeAmtUnit !== 0)
    throw new AppError(ResultCode.PointUnit, { pointUnit: o.pointChangeAmtUnit });
  // A retried request is deduplicated by its Idempotency-Key; the key here names the conversion row.
  const id = await reserveConversionId(m.trx);
  const key = `point:change:${id}`;
  // Through the one grant: with a point-conversion program enabled, the cash it gives carries its
  // wagering (docs/domains/bonuses.md#rewards).
  const granted = await grantBonus(m, deps, {
    siteId: ctx.siteId,
    memberId: ctx.memberId,
    kind: 'point_conversion',
    source: key,
    amount: pointAmt,
    book: {
      asset: 'cash',
      pay: () =>
        m.post({
          siteId: ctx.siteId,
          idempotencyKey: key,
          kind: LedgerKind.PointExchange,
          insufficient: ResultCode.NotEnoughPoints,
          postings: [
            { account: { member: ctx.memberId, asset: 'point' }, amount: -pointAmt },
            { account: { system: SystemAccount.Bonus, asset: 'point' }, amount: pointAmt },
            { account: { system: SystemAccount.Bonus, asset: 'cash' }, amount: -pointAmt },
            { account: { member: ctx.memberId, asset: 'cash' }, amount: pointAmt },
          ],
        }),
    },
  });
  await insertConversion(m.trx, {
    id,
    site_id: ctx.siteId,
    member_id: ctx.memberId,
    amount: pointAmt,
    txn_id: granted.transactionId,
  });
  const b = await memberBalances(m.trx, ctx.memberId);
  return { cashAmt: b.cash, pointAmt: b.point, changed: pointAmt };
}
