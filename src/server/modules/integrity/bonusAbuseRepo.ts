import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { LedgerKind } from '../ledger/service';
import { UNPLAYED_STATUSES } from '../../../shared/bets/slip';

type Db = Kysely<DB> | Transaction<DB>;

/** The sign-up bonuses granted to the given accounts (a requirement of a `signup` program each), by member. */
export const signupGrantsOf = (db: Db, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('wagering_requirements as r')
        .innerJoin('bonus_programs as p', 'p.id', 'r.program_id')
        .select(['r.member_id', 'r.granted', 'r.asset', 'r.state', 'r.created_at'])
        .where('r.member_id', 'in', ids)
        .where('p.kind', '=', 'signup')
        .orderBy('r.member_id')
        .orderBy('r.id')
        .execute()
    : Promise.resolve([]);

export interface BonusDepositWithdrawal {
  member_id: number;
  deposit_id: number;
  deposit_amount: number;
  deposited_at: Date;
  program: string;
  bonus: number;
  asset: string;
  state: string;
  withdrawal_id: number;
  withdrawal_amount: number;
  withdrawal_status: number;
  asked_at: Date;
  /** The member's stakes placed between the deposit's approval and the withdrawal's request, cancels aside. */
  stakes: number;
}

/**
 * Each deposit of the site approved since `since` that carried a bonus (the grant's ledger
 * transaction names its deposit: `cashRequestId`, docs/domains/bonuses.md#deposit-bonuses), with the
 * member's first withdrawal asked after it and not cancelled, and the stakes in between.
 * Deposits not followed by a withdrawal are left out.
 */
export async function bonusDepositWithdrawals(db: Db, siteId: string, since: Date): Promise<BonusDepositWithdrawal[]> {
  const { rows } = await sql<Record<keyof BonusDepositWithdrawal, string | Date>>`
    with deposits as (
      select c.id as deposit_id, c.member_id, c.amount as deposit_amount, c.processed_at as deposited_at,
        p.name as program, r.granted as bonus, r.asset, r.state
      from wagering_requirements r
      join bonus_programs p on p.id = r.program_id
      join ledger_transactions t on t.site_id = r.site_id and t.idempotency_key = r.source
        and t.kind = ${LedgerKind.BonusGrant} and t.meta ->> 'cashRequestId' is not null
      join cash_requests c on c.id = (t.meta ->> 'cashRequestId')::bigint and c.kind = 'in' and c.status = 1
      where r.site_id = ${siteId} and r.created_at >= ${since}
    ), firsts as (
      select distinct on (d.deposit_id) d.*, w.id as withdrawal_id, w.amount as withdrawal_amount,
        w.status as withdrawal_status, w.created_at as asked_at
      from deposits d
      join cash_requests w on w.member_id = d.member_id and w.kind = 'out' and w.status <> -1
        and w.created_at > d.deposited_at
      order by d.deposit_id, w.created_at, w.id
    )
    select f.*, (
      select coalesce(sum(b.stake), 0) from bets b
      where b.member_id = f.member_id and b.status <> all(${UNPLAYED_STATUSES}::text[]) and b.created_at >= f.deposited_at and b.created_at < f.asked_at
    ) as stakes
    from firsts f
    order by f.deposit_id
  `.execute(db);
  return rows.map((r) => ({
    member_id: Number(r.member_id),
    deposit_id: Number(r.deposit_id),
    deposit_amount: Number(r.deposit_amount),
    deposited_at: new Date(r.deposited_at),
    program: String(r.program),
    bonus: Number(r.bonus),
    asset: String(r.asset),
    state: String(r.state),
    withdrawal_id: Number(r.withdrawal_id),
    withdrawal_amount: Number(r.withdrawal_amount),
    withdrawal_status: Number(r.withdrawal_status),
    asked_at: new Date(r.asked_at),
    stakes: Number(r.stakes),
  }));
}
