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

/** Names who makes the transaction's changes of odds and market states, and when. */
export async function changedBy(trx: Transaction<DB>, by: OddsChangedBy, at: Date): Promise<void> {
  await sql`select set_config('sports.changed_by', ${JSON.stringify({ ...by, at: at.toISOString() })}, true)`.execute(
    trx,
  );
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
