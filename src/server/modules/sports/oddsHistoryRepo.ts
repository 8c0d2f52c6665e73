import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { pageOffset } from '../../http/paging';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { OddsChangeCause } from '../../../shared/sports/risk';

/**
 * The odds history (docs/domains/sportsbook.md#odds-history). The rows are written by a trigger
 * on sports_odds and sports_markets (sql/sports_odds_history_record.sql), so no writer can change
 * a market without one; a writer names itself for its transaction with changedBy first.
 */

export type OddsChangedBy =
  | { cause: typeof OddsChangeCause.Staff; staffId: string }
  | { cause: typeof OddsChangeCause.Feed; feedSource: string; feedMessage: string }
  | { cause: typeof OddsChangeCause.Cap | typeof OddsChangeCause.System | typeof OddsChangeCause.FeedSilence };

/** A staff change names the staff member by login id, as the audit log does. */
export const staffChange = (loginId: string): OddsChangedBy => ({ cause: 'staff', staffId: loginId });

/**
 * Names who makes the transaction's changes of odds and market states, and when. `durable: false`
 * lets the transaction commit without waiting for its WAL to reach the disk (synchronous_commit
 * off): a feed pass, whose source sends the same state again each pass, so a crash can lose at
 * most its last pass; and any later transaction that commits durably (a slip, a settlement) writes
 * the earlier WAL out first, so nothing that read a pass's changes outlives them
 * (docs/domains/sportsbook.md#in-play).
 */
export async function changedBy(
  trx: Transaction<DB>,
  by: OddsChangedBy,
  at: Date,
  commit: { durable: boolean } = { durable: true },
): Promise<void> {
  const named = JSON.stringify({ ...by, at: at.toISOString() });
  await (
    commit.durable
      ? sql`select set_config('sports.changed_by', ${named}, true)`
      : sql`select set_config('sports.changed_by', ${named}, true), set_config('synchronous_commit', 'off', true)`
  ).execute(trx);
}

/** A market's changes of the site, newest first: one page and the total. */
export async function oddsHistoryPage(db: Kysely<DB>, siteId: string, marketId: number, query: OfficeListQuery) {
  const base = db
    .selectFrom('sports_odds_history as h')
    .innerJoin('sports_markets as m', 'm.id', 'h.market_id')
    .innerJoin('sports_fixtures as f', 'f.id', 'm.fixture_id')
    .where('h.market_id', '=', marketId)
    .where('f.site_id', '=', siteId);
  const { limit, offset } = pageOffset(query);
  const [rows, count] = await Promise.all([
    base.selectAll('h').orderBy('h.id', 'desc').limit(limit).offset(offset).execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}
