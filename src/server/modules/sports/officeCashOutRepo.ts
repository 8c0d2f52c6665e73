import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { SportsCashOutRuleUpdate } from '../../../shared/api/office/sportsCashOut';
import type { SportKey } from '../../../shared/sports/sports';
import { siteDaySql } from '../../http/officeDates';
import type { CashOutRuleRow } from './cashOutRepo';

/** The site's own cash-out rules by sport. */
export async function ownCashOutRules(db: Kysely<DB>, siteId: string): Promise<Map<string, CashOutRuleRow>> {
  const rows = await db
    .selectFrom('sports_cashout_rules')
    .select(['sport', 'enabled', 'margin_bp', 'closed_kinds'])
    .where('site_id', '=', siteId)
    .execute();
  return new Map(rows.map((r) => [r.sport, r]));
}

/** Writes (or with null removes) a sport's rule; answers the one it replaced. */
export async function setCashOutRule(
  trx: Transaction<DB>,
  siteId: string,
  sport: SportKey,
  rule: SportsCashOutRuleUpdate['rule'],
  now: Date,
) {
  const before = await trx
    .selectFrom('sports_cashout_rules')
    .select(['enabled', 'margin_bp', 'closed_kinds'])
    .where('site_id', '=', siteId)
    .where('sport', '=', sport)
    .forUpdate()
    .executeTakeFirst();
  if (rule === null)
    await trx.deleteFrom('sports_cashout_rules').where('site_id', '=', siteId).where('sport', '=', sport).execute();
  else {
    const values = { enabled: rule.enabled, margin_bp: rule.marginBp, closed_kinds: rule.closedKinds };
    await trx
      .insertInto('sports_cashout_rules')
      .values({ site_id: siteId, sport, ...values })
      .onConflict((oc) => oc.columns(['site_id', 'sport']).doUpdateSet({ ...values, updated_at: now }))
      .execute();
  }
  return before;
}

/** Cash-outs per site day and sport in [from, to): count, stake, value before the margin, paid. */
export async function cashOutDays(
  db: Kysely<DB>,
  q: { siteId: string; tz: number; from: Date; to: Date },
): Promise<{ day: string; sport: SportKey; cashOuts: number; stake: number; value: number; paid: number }[]> {
  const { rows } = await sql<{ day: string; sport: SportKey; n: string; stake: string; value: string; paid: string }>`
    select ${siteDaySql('c.created_at', q.tz)} as day, c.sport, count(*) as n, sum(c.share) as stake, sum(c.fair) as value, sum(c.paid) as paid
    from sports_cashouts c
    where c.site_id = ${q.siteId} and c.created_at >= ${q.from} and c.created_at < ${q.to}
    group by 1, 2 order by 1, 2`.execute(db);
  return rows.map((r) => ({
    day: r.day,
    sport: r.sport,
    cashOuts: Number(r.n),
    stake: Number(r.stake),
    value: Number(r.value),
    paid: Number(r.paid),
  }));
}
