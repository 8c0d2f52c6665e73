import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { LedgerKind } from './service';

export interface Violation {
  check: string;
  detail: Record<string, unknown>;
}

export interface VerifyResult {
  ok: boolean;
  violations: Violation[];
}

/** Rows shown per check: enough to find the fault, not a dump of a broken database. */
const LIMIT = 50;

/**
 * DESIGN: Money invariants, each one SQL query whose rows are violations: every transaction sums
 * to zero per asset and has two or more entries; every entry names an account; every cached
 * balance equals the sum of its entries; no member or partner balance is negative; every bet's
 * stake and payout is in the ledger exactly once.
 */
/** Vendor slips (key vendor:<provider>:round:<id>) carry no stake/payout transaction of their own: their round's transactions do. */
const notVendorSlip = sql`(b.idempotency_key is null or b.idempotency_key not like 'vendor:%')`;

const checks: Record<string, ReturnType<typeof sql>> = {
  transactionNotBalanced: sql`
    select e.transaction_id, a.asset, sum(e.amount)::text as total
    from ledger_entries e join accounts a on a.id = e.account_id
    group by e.transaction_id, a.asset having sum(e.amount) <> 0`,
  transactionTooFewEntries: sql`
    select t.id as transaction_id, count(e.id)::int as entries
    from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
    group by t.id having count(e.id) < 2`,
  entryWithoutAccount: sql`
    select e.id as entry_id, e.account_id from ledger_entries e
    where not exists (select 1 from accounts a where a.id = e.account_id)`,
  balanceNotSumOfEntries: sql`
    select a.id as account_id, a.member_id, a.asset, a.balance, coalesce(s.total, 0)::text as entries
    from accounts a left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
    where a.member_id is not null and a.balance <> coalesce(s.total, 0)`,
  negativeBalance: sql`select id as account_id, member_id, asset, balance from accounts where balance < 0`,
  systemAccountWithCachedBalance: sql`select id as account_id, code from accounts where member_id is null and balance is not null`,
  betStakeNotInLedger: sql`
    select b.id as bet_id, b.stake, b.stake_txn_id from bets b
    left join ledger_transactions t on t.id = b.stake_txn_id and t.kind = ${LedgerKind.BetStake}
    where ${notVendorSlip} and (t.id is null or -b.stake <> (
      select coalesce(sum(e.amount), 0) from ledger_entries e join accounts a on a.id = e.account_id
      where e.transaction_id = t.id and a.member_id = b.member_id and a.asset = 'cash'))`,
  betPayoutNotInLedger: sql`
    select b.id as bet_id, b.payout, b.payout_txn_id from bets b
    left join ledger_transactions t on t.id = b.payout_txn_id and t.kind = ${LedgerKind.BetPayout}
    where ${notVendorSlip} and ((b.payout > 0 and (t.id is null or b.payout <> (
      select coalesce(sum(e.amount), 0) from ledger_entries e join accounts a on a.id = e.account_id
      where e.transaction_id = t.id and a.member_id = b.member_id and a.asset = 'cash')))
      or (b.payout = 0 and b.payout_txn_id is not null))`,
  betTransactionNotExactlyOnce: sql`
    select t.id as transaction_id, t.kind, count(b.id)::int as bets from ledger_transactions t
    left join bets b on b.stake_txn_id = t.id
    where t.kind = ${LedgerKind.BetStake} group by t.id, t.kind having count(b.id) <> 1
    union all
    select t.id, t.kind, count(b.id)::int from ledger_transactions t
    left join bets b on b.payout_txn_id = t.id
    where t.kind = ${LedgerKind.BetPayout} group by t.id, t.kind having count(b.id) <> 1`,
  // Vendor wallets (issue 11): each PAM transaction that moved money moved exactly its amount of
  // the member's cash; one that moved none is an early cancel or the late stake it refused.
  pamTransactionNotInLedger: sql`
    select p.id as pam_transaction_id, p.kind, p.amount, p.ledger_txn_id from pam_transactions p
    where (p.ledger_txn_id is not null and (case when p.kind in ('WITHDRAW', 'PROMOWITHDRAW') then -p.amount else p.amount end) <> (
        select coalesce(sum(e.amount), 0) from ledger_entries e join accounts a on a.id = e.account_id
        where e.transaction_id = p.ledger_txn_id and a.member_id = p.member_id and a.asset = 'cash'))
      or (p.ledger_txn_id is null and p.amount > 0 and not p.early
        and not (p.cancelled and exists (select 1 from pam_transactions c where c.cancels_id = p.id and c.early)))`,
  // A vendor round's slip carries the round's standing stake and its payout.
  vendorSlipNotItsRound: sql`
    select b.id as bet_id, b.stake, b.payout, r.stake as round_stake, r.payout as round_payout from bets b
    join pam_rounds r on r.bet_id = b.id
    where (b.status <> 'CANCEL' and b.stake <> r.stake) or b.payout <> r.payout`,
};

export async function verify(db: Kysely<DB>): Promise<VerifyResult> {
  const violations: Violation[] = [];
  for (const [check, query] of Object.entries(checks)) {
    const { rows } = await sql<Record<string, unknown>>`select * from (${query}) v limit ${LIMIT}`.execute(db);
    for (const detail of rows) violations.push({ check, detail });
  }
  return { ok: violations.length === 0, violations };
}
