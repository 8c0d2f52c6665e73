import { sql, type Kysely, type Transaction } from 'kysely';
import { MemberStatus, Tier } from '../../../shared/enums';
import { toWon } from '../../../shared/money';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The week's net loss of each approved general member that lost (docs/domains/bonuses.md#weekly-payback):
 * its stakes less its payouts over the slips settled in [from, to), every product; a cancelled slip
 * (its stake came back) and an open one count nothing. Members in id order.
 */
export async function weeklyLosses(db: Db, siteId: string, from: Date, to: Date) {
  const { rows } = await sql<{ member_id: string | number; net_loss: string | number }>`
    select b.member_id, sum(b.stake - b.payout) as net_loss
    from bets b join members m on m.id = b.member_id
    where b.site_id = ${siteId} and b.status in ('WIN', 'LOSE', 'TIE')
      and b.settled_at >= ${from} and b.settled_at < ${to}
      and m.tier = ${Tier.Normal} and m.status = ${MemberStatus.Normal}
    group by b.member_id
    having sum(b.stake - b.payout) > 0
    order by b.member_id`.execute(db);
  return rows.map((r) => ({ memberId: Number(r.member_id), netLoss: toWon(r.net_loss) }));
}

export const paybackRun = (db: Db, siteId: string, week: string) =>
  db
    .selectFrom('payback_runs')
    .select(['paid', 'amount', 'refused'])
    .where('site_id', '=', siteId)
    .where('week', '=', week)
    .executeTakeFirst();

/** The week's run recorded; a later run of the same week adds what it paid (it pays no one twice). */
export const recordPaybackRun = (
  db: Db,
  run: { siteId: string; week: string; paid: number; amount: number; refused: number; at: Date },
) =>
  db
    .insertInto('payback_runs')
    .values({
      site_id: run.siteId,
      week: run.week,
      paid: run.paid,
      amount: run.amount,
      refused: run.refused,
      ran_at: run.at,
    })
    .onConflict((oc) =>
      oc.columns(['site_id', 'week']).doUpdateSet((eb) => ({
        paid: sql`${eb.ref('payback_runs.paid')} + ${eb.ref('excluded.paid')}`,
        amount: sql`${eb.ref('payback_runs.amount')} + ${eb.ref('excluded.amount')}`,
        refused: eb.ref('excluded.refused'),
        ran_at: eb.ref('excluded.ran_at'),
      })),
    )
    .execute();
