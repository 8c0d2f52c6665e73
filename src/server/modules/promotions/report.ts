import type { z } from 'zod';
import { ResultCode } from '../../../shared/resultCodes';
import { dateRange } from '../../../shared/dates';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { PromotionPayoutAnswer, PromotionPayoutFilter } from '../../../shared/api/office/promotions';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { Scope } from '../office/scope';
import { PAYOUT_KINDS, payoutPage, payoutTotals } from './reportRepo';

type Answer = z.input<typeof PromotionPayoutAnswer>;
const sourceOf = (kind: string) => PAYOUT_KINDS[kind as keyof typeof PAYOUT_KINDS];

/** What coupons, attendance and the roulette paid, row by row and summed, in the caller's scope (replica when there is one). */
export async function promotionPayouts(deps: Pick<AppDeps, 'database' | 'config'>, scope: Scope, filter: z.infer<typeof PromotionPayoutFilter>, query: OfficeListQuery): Promise<Answer> {
  if (filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo) throw new AppError(ResultCode.InvalidRequest, { fields: ['filter.dateFrom'] });
  const f = { ...filter, range: dateRange(filter.dateFrom, filter.dateTo, deps.config.SITE_TZ_OFFSET_MINUTES) };
  const db = deps.database.reader;
  const [{ rows, total }, totals] = await Promise.all([payoutPage(db, scope, f, query), payoutTotals(db, scope, f)]);
  return {
    list: rows.map((r) => ({ id: r.id, source: sourceOf(r.kind), memId: r.mem_id, memNick: r.mem_nick, asset: r.asset, amount: r.amount, memo: r.memo, createdAt: r.created_at.toISOString() })),
    total,
    totals: totals.map((t) => ({ source: sourceOf(t.kind), asset: t.asset, amount: Number(t.amount), count: t.count })),
  };
}
