import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { insertRollingAccruals } from './repo';

/**
 * The one rolling-commission accrual every product calls in its settlement transaction, with the
 * slips it just settled, the settlement's name and the site day they count for (§5; the daily
 * partner settlement pays the day's accruals). Only money-moving results accrue (WIN, LOSE, TIE): a
 * cancelled slip does not. Idempotent per settlement (`source`: `round:<key>`, `bet:<id>`), so a
 * settlement that runs twice accrues once. Answers how many accrual rows (partners) it wrote.
 */
export async function accrueRolling(
  trx: Transaction<DB>,
  settlement: { source: string; slipIds: readonly number[]; day: string },
): Promise<number> {
  if (settlement.slipIds.length === 0) return 0;
  return insertRollingAccruals(trx, settlement.source, settlement.slipIds, settlement.day);
}
