import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { insertRollingAccruals } from './repo';

/**
 * The one rolling-commission accrual every product calls in its settlement transaction, with the
 * slips it just settled and the site day they count for (§5; the daily partner settlement pays
 * the day's accruals). Only money-moving results accrue (WIN, LOSE, TIE): a cancelled slip does
 * not. Idempotent per (slip, partner), so a settlement that runs twice accrues once.
 * Answers how many accrual rows it wrote.
 */
export async function accrueRolling(trx: Transaction<DB>, slipIds: readonly number[], day: string): Promise<number> {
  if (slipIds.length === 0) return 0;
  return insertRollingAccruals(trx, slipIds, day);
}
