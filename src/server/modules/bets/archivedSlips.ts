import { sql } from 'kysely';
import type { MonthArchiveHook } from '../../db/archive/monthArchives';
import { archiveHorizon } from '../ledger/repo';

/**
 * A month of slips leaves for the archive (docs/operations/retention.md#slips-and-legs) only once
 * every one of its slips was settled before the end of the ledger's archived months: then each of
 * its stakes, payouts and cash-outs left with the entries, and no check of the ledger still online
 * looks for a slip in the archive. A slip still open, or settled later (a future, a late result),
 * keeps its month, and with it the months after (they leave in order), until the ledger's months
 * reach past its settlement. Its legs follow it (bet_legs comes after bets in MONTHLY_TABLES).
 */
export const slipsArchive: MonthArchiveHook = {
  async beforeDrop(trx, month) {
    const { rows } = await sql<{ open: number; late: number }>`
      select count(*) filter (where b.settled_at is null)::int as open,
        count(*) filter (where b.settled_at >= ${archiveHorizon})::int as late
      from bets b
      where b.created_at >= ${month.from.toISOString()}::timestamptz and b.created_at < ${month.to.toISOString()}::timestamptz
        and (b.settled_at is null or b.settled_at >= ${archiveHorizon})`.execute(trx);
    const { open, late } = rows[0]!;
    if (open > 0 || late > 0)
      throw new Error(
        `bets of ${month.from.toISOString().slice(0, 7)}: ${open} open and ${late} settled after the ledger's archived months: kept`,
      );
  },
};
