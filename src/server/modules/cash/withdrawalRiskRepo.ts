import { sql, type Kysely, type Transaction } from 'kysely';
import type { RecentMoneyDay, RiskCheckResult } from '../../../shared/api/withdrawalRisk';
import { CASH_STATUS } from '../../../shared/api/cash';
import type { DB } from '../../db/schema';
import { siteDaySql } from '../../http/officeDates';
import { UNPLAYED_STATUSES } from '../../../shared/bets/slip';

type Db = Kysely<DB> | Transaction<DB>;

/** The member facts the rules read beside the rolling window: its level's limit and its payout account's age. */
export const memberFacts = (db: Db, memberId: number) =>
  db
    .selectFrom('members as m')
    .leftJoin('levels as l', (j) => j.onRef('l.site_id', '=', 'm.site_id').onRef('l.level', '=', 'm.level'))
    .select([
      'm.level',
      sql<Date>`coalesce(m.account_changed_at, m.created_at)`.as('account_since'),
      sql<string>`coalesce(l.auto_withdraw_max, 0)`.as('auto_withdraw_max'),
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();

export interface WindowMoney {
  /** Promotions paid to the member in the window: how many, and what in cash and in points. */
  bonusCount: number;
  bonusCash: number;
  bonusPoints: number;
  /** Payouts less stakes of the slips placed in the window and settled since (open and cancelled ones aside). */
  netWin: number;
}

/** The window of the rolling rule: from the previous withdrawal request (null: ever) to this one. */
export interface RiskWindow {
  since: Date | null;
  until: Date;
  /** The same edges in the ledger: the two requests' hold transactions. */
  sinceTxnId: number | null;
  untilTxnId: number;
}

/** What the member was paid by promotions and won at play in the window. */
export async function windowMoney(
  db: Db,
  memberId: number,
  promotionKinds: readonly string[],
  w: RiskWindow,
): Promise<WindowMoney> {
  const { since, until } = w;
  const { rows } = await sql<{ count: string; cash: string; points: string; net_win: string }>`
    select b.count, b.cash, b.points, coalesce(w.net_win, 0) as net_win
    from (
      select count(*) as count,
             coalesce(sum(e.amount) filter (where a.asset = 'cash'), 0) as cash,
             coalesce(sum(e.amount) filter (where a.asset = 'point'), 0) as points
      from accounts a
      join ledger_entries e on e.account_id = a.id and e.amount > 0
      join ledger_transactions t on t.id = e.transaction_id
      where a.member_id = ${memberId} and t.kind = any(${[...promotionKinds]}::text[])
        and (${w.sinceTxnId}::bigint is null or t.id > ${w.sinceTxnId}) and t.id <= ${w.untilTxnId}
    ) b
    cross join (
      select sum(x.payout - x.stake) as net_win from bets x
      where x.member_id = ${memberId} and x.status in ('WIN', 'LOSE', 'TIE')
        and (${since}::timestamptz is null or x.created_at > ${since}) and x.created_at <= ${until}
    ) w`.execute(db);
  const r = rows[0]!;
  return {
    bonusCount: Number(r.count),
    bonusCash: Number(r.cash),
    bonusPoints: Number(r.points),
    netWin: Number(r.net_win),
  };
}

/**
 * The member's money per site day from `from` on: deposits approved, withdrawals paid, stakes
 * placed (cancelled ones aside) and payouts of settled slips.
 */
export async function moneyByDay(
  db: Db,
  memberId: number,
  from: Date,
  tzOffsetMinutes: number,
): Promise<RecentMoneyDay[]> {
  const day = (column: string) => siteDaySql(column, tzOffsetMinutes);
  const { rows } = await sql<{ day: string; what: string; total: string }>`
    select day, what, sum(amount) as total from (
      select ${day('c.processed_at')} as day, case c.kind when 'in' then 'deposits' else 'withdrawals' end as what, c.amount
      from cash_requests c
      where c.member_id = ${memberId} and c.status = ${CASH_STATUS.done} and c.processed_at >= ${from}
      union all
      select ${day('b.created_at')}, 'bets', b.stake from bets b
      where b.member_id = ${memberId} and b.status <> all(${UNPLAYED_STATUSES}::text[]) and b.created_at >= ${from}
      union all
      select ${day('b.settled_at')}, 'wins', b.payout from bets b
      where b.member_id = ${memberId} and b.payout > 0 and b.status <> all(${UNPLAYED_STATUSES}::text[]) and b.settled_at >= ${from}
    ) x group by day, what`.execute(db);
  const days = new Map<string, RecentMoneyDay>();
  for (const r of rows) {
    const d = days.get(r.day) ?? { day: r.day, deposits: 0, withdrawals: 0, bets: 0, wins: 0 };
    d[r.what as 'deposits' | 'withdrawals' | 'bets' | 'wins'] = Number(r.total);
    days.set(r.day, d);
  }
  return [...days.values()];
}

export interface JudgementRow {
  checks: RiskCheckResult[];
  passed: boolean;
  approved: boolean;
  judged_at: Date;
}

/** The rules' latest decision on a request replaces the one before. */
export const storeJudgement = (
  trx: Transaction<DB>,
  row: { cash_request_id: number; site_id: string } & JudgementRow,
) =>
  trx
    .insertInto('withdrawal_judgements')
    .values({ ...row, checks: JSON.stringify(row.checks) })
    .onConflict((oc) =>
      oc.column('cash_request_id').doUpdateSet((eb) => ({
        checks: eb.ref('excluded.checks'),
        passed: eb.ref('excluded.passed'),
        approved: eb.ref('excluded.approved'),
        judged_at: eb.ref('excluded.judged_at'),
      })),
    )
    .execute();

/** The latest decision on each of the requests that have one. */
export async function judgementsOf(db: Db, requestIds: readonly number[]): Promise<Map<number, JudgementRow>> {
  if (!requestIds.length) return new Map();
  const rows = await db
    .selectFrom('withdrawal_judgements')
    .select(['cash_request_id', 'checks', 'passed', 'approved', 'judged_at'])
    .where('cash_request_id', 'in', requestIds)
    .execute();
  return new Map(rows.map((r) => [Number(r.cash_request_id), r]));
}
