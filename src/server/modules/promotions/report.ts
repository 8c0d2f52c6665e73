import type { z } from 'zod';
import type { PromotionPayoutFilter, PromotionPayoutRecord } from '../../../shared/api/office/promotions';
import type { AppDeps } from '../../deps';
import { gridSource, type GridSource } from '../../http/grid/gridReport';
import { filterRange, iso } from '../../http/officeDates';
import type { Scope } from '../../http/officeScope';
import { PAYOUT_KINDS, payoutBase, payoutReportSpec } from './reportRepo';

type Deps = Pick<AppDeps, 'database' | 'clock' | 'config'>;
const sourceOf = (kind: string) => PAYOUT_KINDS[kind as keyof typeof PAYOUT_KINDS];

/**
 * What coupons, attendance and the roulette paid in the caller's scope, as a report grid (a page
 * with totals per asset, or every filtered row as CSV: docs/domains/reports.md), read from the
 * replica when there is one.
 */
export const promotionSource = (
  deps: Deps,
  scope: Scope,
  filter: z.infer<typeof PromotionPayoutFilter>,
): GridSource<unknown, PromotionPayoutRecord> =>
  gridSource(
    payoutReportSpec,
    payoutBase(deps.database.reader, scope, { ...filter, ...filterRange(deps, filter) }),
    (rows) =>
      rows.map((r) => ({
        id: Number(r.id),
        source: sourceOf(r.kind),
        memId: r.mem_id,
        memNick: r.mem_nick,
        asset: r.asset,
        amount: Number(r.amount),
        memo: r.memo,
        createdAt: iso(r.created_at)!,
      })),
  ) as GridSource<unknown, PromotionPayoutRecord>;
