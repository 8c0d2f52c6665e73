import type { Kysely, Transaction } from 'kysely';
import type { SiteOptions } from '../../../shared/api/site';
import type { DB } from '../../db/schema';
import { rollingFigures } from './repo';
import { rollingOf } from './withdrawals';

/**
 * What a cashier checks before paying a withdrawal (docs/domains/cash.md#staff-queues), for the
 * staff queue and the withdrawal reports alike: the member's cash now (`memberCash`, a column of
 * the list's own query) and the rolling still owed for the window each request closed: bets
 * cancelled after the request count no more.
 */
export { memberCash } from './repo';

interface RequestRow {
  id: number;
  member_id: number;
  kind: string;
  created_at: Date;
}

/** Rolling left per withdrawal request id (deposits have none), in one statement for the page. */
export async function rollingLeftOf(
  db: Kysely<DB> | Transaction<DB>,
  options: Pick<SiteOptions, 'withdrawRollingBp'>,
  rows: readonly RequestRow[],
): Promise<Map<number, number>> {
  const out = rows.filter((r) => r.kind === 'out');
  const figures = await rollingFigures(
    db,
    out.map((r) => ({ memberId: Number(r.member_id), request: { id: Number(r.id), createdAt: r.created_at } })),
  );
  return new Map(out.map((r, i) => [Number(r.id), rollingOf(figures[i]!, options).remain]));
}
