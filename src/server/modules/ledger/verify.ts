import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';
import { archiveHorizon } from './repo';
import { LedgerKind } from './service';

interface Violation {
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
 * to zero per asset and has two or more entries; every entry names an account and a transaction; every cached
 * balance equals the sum of its entries; no member or partner balance is negative; every bet's
 * stake and payout is in the ledger exactly once (a payout is one slip's or one member's over a
 * settlement's slips, and moved exactly their sum; a payout reversed by a result correction is
 * referenced by no bet; its reversal takes back exactly its amount); every insured slip's shares
 * likewise (with each correction's re-booked share), and each insuring partner's debt is what its
 * insured slips left unpaid; every sports cash-out likewise (a partial one shrank its slip's stake).
 */
/** Vendor slips (key vendor:<provider>:round:<id>) carry no stake/payout transaction of their own: their round's transactions do. */
const notVendorSlip = sql`(b.idempotency_key is null or b.idempotency_key not like 'vendor:%')`;

/**
 * The stake each slip gave up to partial cash-outs (its stake row shrank by it; the stake's
 * transaction did not), one row per slip that has any: joined, not looked up slip by slip.
 */
const partCashOuts = sql`(select bet_id, sum(share) as share from sports_cashouts where not full_out group by bet_id)`;

/**
 * The rows a check reads: all of them, or those of one period [from, to) on the column named, so
 * that a month's check reads that month's partitions only (docs/operations/ledger-verify.md#one-period).
 */
type Within = (column: string) => RawBuilder<unknown>;

/** From the archive's horizon on: the whole check's rows (a month read back is checked as a period). */
const online: Within = (column) => sql`${sql.ref(column)} >= ${archiveHorizon}`;

/**
 * The transaction named (if any) still has its entries: the whole checks that hold slips and other
 * rows to ledger entries skip a transaction whose month left for the archive, its entries with it.
 */
const entriesOnline = (column: string) =>
  sql`not exists (select 1 from ledger_transactions x where x.id = ${sql.ref(column)} and x.created_at < ${archiveHorizon})`;

const within =
  (p: Period): Within =>
  (column) =>
    sql`(${sql.ref(column)} >= ${p.from.toISOString()}::timestamptz and ${sql.ref(column)} < ${p.to.toISOString()}::timestamptz)`;

/**
 * The checks that decompose by period: each reads the entries, transactions and slips of its
 * period, and what carries over from before it is the balance_after of an account's previous entry.
 */
const periodChecks: Record<string, (w: Within) => RawBuilder<unknown>> = {
  // Grouped by transaction alone first (half the work of grouping by transaction and asset): only a
  // transaction off zero or in two assets is summed again per asset.
  transactionNotBalanced: (w) => sql`
    select e.transaction_id, a.asset, sum(e.amount)::text as total
    from ledger_entries e join accounts a on a.id = e.account_id
    where ${w('e.created_at')} and e.transaction_id in (
      select e.transaction_id from ledger_entries e join accounts a on a.id = e.account_id
      where ${w('e.created_at')}
      group by e.transaction_id having sum(e.amount) <> 0 or min(a.asset) <> max(a.asset))
    group by e.transaction_id, a.asset having sum(e.amount) <> 0`,
  // An entry carries its transaction's created_at (both now() of one SQL transaction), which puts a
  // transaction and its entries in one month.
  transactionTooFewEntries: (w) => sql`
    select t.id as transaction_id, coalesce(n.entries, 0)::int as entries
    from ledger_transactions t left join (
      select e.transaction_id, e.created_at, count(*) as entries from ledger_entries e
      where ${w('e.created_at')} group by e.transaction_id, e.created_at) n
      on n.transaction_id = t.id and n.created_at = t.created_at
    where ${w('t.created_at')} and coalesce(n.entries, 0) < 2`,
  entryWithoutAccount: (w) => sql`
    select e.id as entry_id, e.account_id from ledger_entries e
    where ${w('e.created_at')} and not exists (select 1 from accounts a where a.id = e.account_id)`,
  entryWithoutTransaction: (w) => sql`
    select e.id as entry_id, e.transaction_id, e.created_at from ledger_entries e
    where ${w('e.created_at')}
      -- the period named on the transaction too: its BRIN index reads that period's transactions only
      and not exists (select 1 from ledger_transactions t
        where t.id = e.transaction_id and t.created_at = e.created_at and ${w('t.created_at')})`,
  // A member or partner entry's balance_after is the previous entry's (by id: accounts are written
  // in their row lock's order) plus its amount: checked link by link, a period's links hold the
  // whole chain's, from the account's first entry (after 0) to its cached balance.
  balanceNotChained: (w) => sql`
    select c.id as entry_id, c.account_id, c.amount, c.balance_after, c.previous from (
      select m.id, m.account_id, m.amount, m.balance_after,
        -- the first link after an archived month starts from its closing balance (archivedBalances.ts)
        case when m.n = 1 then coalesce((select x.balance_after from ledger_entries x
          where x.account_id = m.account_id and x.id < m.id and x.created_at >= (select coalesce(max(h.archived_to), '-infinity')
            from ledger_archived_balances h where h.archived_to <= m.created_at) order by x.id desc limit 1),
          (select h.balance from ledger_archived_balances h where h.account_id = m.account_id and h.archived_to <= m.created_at
            order by h.archived_to desc limit 1)) else m.previous end as previous
      from (select e.id, e.account_id, e.amount, e.balance_after, e.created_at,
              lag(e.balance_after) over (partition by e.account_id order by e.id) as previous,
              row_number() over (partition by e.account_id order by e.id) as n
            from ledger_entries e join accounts a on a.id = e.account_id
            where a.member_id is not null and ${w('e.created_at')}) m
    ) c where c.balance_after is distinct from coalesce(c.previous, 0) + c.amount`,
  // ...and the cached balance is the account's last entry's, checked in the period that holds it.
  balanceNotLastEntry: (w) => sql`
    select a.id as account_id, a.member_id, a.asset, a.balance, l.balance_after from accounts a
    cross join lateral (select x.balance_after, x.created_at from ledger_entries x
      where x.account_id = a.id order by x.id desc limit 1) l
    where a.member_id is not null and ${w('l.created_at')} and a.balance is distinct from l.balance_after`,
  // The stake's member cash entries are summed per transaction in one pass over the period's
  // entries; a stake transaction outside the period (its slip written just before midnight, its
  // stake just after) is looked up on its own.
  betStakeNotInLedger: (w) => sql`
    select b.id as bet_id, b.stake, b.stake_txn_id from bets b
    left join ledger_transactions t on t.id = b.stake_txn_id and t.kind = ${LedgerKind.BetStake}
    left join ${partCashOuts} c on c.bet_id = b.id
    left join (select e.transaction_id, e.created_at, a.member_id, sum(e.amount) as total
        from ledger_entries e join accounts a on a.id = e.account_id
        where ${w('e.created_at')} and a.member_id is not null and a.asset = 'cash'
        group by e.transaction_id, e.created_at, a.member_id) s
      on s.transaction_id = t.id and s.created_at = t.created_at and s.member_id = b.member_id
    where ${w('b.created_at')} and ${notVendorSlip} and (t.id is null
      or -(b.stake + coalesce(c.share, 0)) <> case when ${w('t.created_at')} then coalesce(s.total, 0) else (
        select coalesce(sum(e.amount), 0) from ledger_entries e join accounts a on a.id = e.account_id
        where e.transaction_id = t.id and e.created_at = t.created_at and a.member_id = b.member_id and a.asset = 'cash') end)`,
  betPayoutNotInLedger: (w) => sql`
    select b.id as bet_id, b.payout, b.payout_txn_id from bets b
    left join ledger_transactions t on t.id = b.payout_txn_id
      and t.kind = case when b.status = 'CASHOUT' then ${LedgerKind.BetCashOut} else ${LedgerKind.BetPayout} end
    where ${w('b.created_at')} and ${notVendorSlip} and ((b.payout > 0 and t.id is null) or (b.payout = 0 and b.payout_txn_id is not null))`,
};

/** The checks over whole tables: the full check runs them, a period's check does not. */
const wholeChecks: Record<string, RawBuilder<unknown>> = {
  // The entries archived count by their sum at the archive's horizon (archivedBalances.ts).
  balanceNotSumOfEntries: sql`
    select a.id as account_id, a.member_id, a.asset, a.balance, (coalesce(h.entries_sum, 0) + coalesce(s.total, 0))::text as entries
    from accounts a left join (select account_id, sum(amount) as total from ledger_entries where ${online('created_at')} group by account_id) s on s.account_id = a.id
    left join ledger_archived_balances h on h.account_id = a.id and h.archived_to = ${archiveHorizon}
    where a.member_id is not null and a.balance <> coalesce(h.entries_sum, 0) + coalesce(s.total, 0)`,
  negativeBalance: sql`select id as account_id, member_id, asset, balance from accounts where balance < 0`,
  systemAccountWithCachedBalance: sql`select id as account_id, code from accounts where member_id is null and balance is not null`,
  // A payout is one slip's (bet:payout:<id>) or one member's over a settlement's slips
  // (bet:payout:<source>:<member>): either way it moved exactly the sum of the payouts of the slips
  // naming it, to their one member.
  payoutNotItsSlips: sql`
    select s.txn as transaction_id, s.members, s.payout::text as slips, coalesce(p.paid, 0)::text as paid
    from (select b.payout_txn_id as txn, count(distinct b.member_id)::int as members, min(b.member_id) as member_id, sum(b.payout) as payout
          from bets b where b.payout_txn_id is not null and ${notVendorSlip} group by b.payout_txn_id) s
    cross join lateral (select sum(e.amount) as paid from ledger_entries e join accounts a on a.id = e.account_id
      where e.transaction_id = s.txn and a.member_id = s.member_id and a.asset = 'cash') p
    where ${entriesOnline('s.txn')} and (s.members <> 1 or s.payout <> coalesce(p.paid, 0))`,
  betTransactionNotItsSlips: sql`
    select t.id as transaction_id, t.kind, count(b.id)::int as bets from ledger_transactions t
    left join bets b on b.stake_txn_id = t.id
    where t.kind = ${LedgerKind.BetStake} and ${online('t.created_at')} group by t.id, t.kind having count(b.id) <> 1
    union all
    select t.id, t.kind, 0 from ledger_transactions t
    where t.kind = ${LedgerKind.BetPayout} and ${online('t.created_at')} and not exists (select 1 from bets b where b.payout_txn_id = t.id)
      and not exists (select 1 from ledger_transactions r where r.kind = ${LedgerKind.BetPayoutReverse} and r.meta->>'reverses' = t.id::text)`,
  // Sports cash-outs (docs/domains/sportsbook.md#cash-out): each row's transaction paid exactly its
  // amount to its member, and each cash-out transaction is one row's; a full one is its slip's payout.
  cashOutNotInLedger: sql`
    select c.id as cashout_id, c.bet_id, c.paid, c.txn_id from sports_cashouts c
    left join ledger_transactions t on t.id = c.txn_id and t.kind = ${LedgerKind.BetCashOut}
    where ${entriesOnline('c.txn_id')} and ((c.paid > 0 and t.id is null) or (c.paid = 0 and c.txn_id is not null)
      or c.paid <> coalesce((select sum(e.amount) from ledger_entries e join accounts a on a.id = e.account_id
        where e.transaction_id = t.id and a.member_id = c.member_id and a.asset = 'cash'), 0)
      or (c.full_out and not exists (select 1 from bets b where b.id = c.bet_id and b.status = 'CASHOUT' and b.payout = c.paid)))
    union all
    select null, null, null, t.id from ledger_transactions t
    where t.kind = ${LedgerKind.BetCashOut} and (select count(*) from sports_cashouts c where c.txn_id = t.id) <> 1`,
  // A corrected result (docs/domains/sportsbook.md): each reversal takes back exactly the payout it names, once.
  payoutReversalNotItsPayout: sql`
    select r.id as transaction_id, r.meta->>'reverses' as reverses from ledger_transactions r
    left join ledger_transactions p on p.id::text = r.meta->>'reverses' and p.kind = ${LedgerKind.BetPayout}
    where r.kind = ${LedgerKind.BetPayoutReverse} and (p.id is null
      or (select sum(e.amount) from ledger_entries e join accounts a on a.id = e.account_id where e.transaction_id = r.id and a.member_id is not null)
       <> -(select sum(e.amount) from ledger_entries e join accounts a on a.id = e.account_id where e.transaction_id = p.id and a.member_id is not null)
      or (select count(*) from ledger_transactions r2 where r2.kind = r.kind and r2.meta->>'reverses' = r.meta->>'reverses') <> 1)`,
  // Vendor wallets (docs/domains/vendors.md): each PAM transaction that moved money moved exactly its amount of
  // the member's cash; one that moved none is an early cancel or the late stake it refused.
  pamTransactionNotInLedger: sql`
    select p.id as pam_transaction_id, p.kind, p.amount, p.ledger_txn_id from pam_transactions p
    where ${entriesOnline('p.ledger_txn_id')} and ((p.ledger_txn_id is not null and (case when p.kind in ('WITHDRAW', 'PROMOWITHDRAW') then -p.amount else p.amount end) <> (
        select coalesce(sum(e.amount), 0) from ledger_entries e join accounts a on a.id = e.account_id
        where e.transaction_id = p.ledger_txn_id and a.member_id = p.member_id and a.asset = 'cash'))
      or (p.ledger_txn_id is null and p.amount > 0 and not p.early
        and not (p.cancelled and exists (select 1 from pam_transactions c where c.cancels_id = p.id and c.early))))`,
  // Insured bets (docs/domains/insurance.md): each insured slip's partner received exactly its stake share and paid
  // exactly what the row says (at settlement: payout_paid less its corrections'), each movement
  // named by one row or one correction; a partner's debt is what its rows left unpaid.
  insuredShareNotInLedger: sql`
    select i.bet_id, i.partner_id, i.stake_share, i.payout_paid, f.first_paid, i.stake_txn_id, i.payout_txn_id from insured_bets i
    cross join lateral (select i.payout_paid - coalesce((select sum(c.paid) from insured_bet_corrections c where c.bet_id = i.bet_id), 0) as first_paid) f
    where ${entriesOnline('i.stake_txn_id')} and ${entriesOnline('i.payout_txn_id')} and (i.stake_share <> coalesce((select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        join accounts a on a.id = e.account_id
        where t.id = i.stake_txn_id and t.kind = ${LedgerKind.InsureStake} and a.member_id = i.partner_id and a.asset = 'cash'), 0)
      or (f.first_paid = 0 and i.payout_txn_id is not null)
      or (f.first_paid <> 0 and -f.first_paid <> coalesce((select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        join accounts a on a.id = e.account_id
        where t.id = i.payout_txn_id and t.kind = ${LedgerKind.InsurePayout} and a.member_id = i.partner_id and a.asset = 'cash'), 0)))`,
  // A corrected sports result: each re-booked share moved exactly what its correction says, and the
  // last correction's payout and share are the row's.
  insuredCorrectionNotInLedger: sql`
    select c.bet_id, c.version, c.paid, c.txn_id from insured_bet_corrections c join insured_bets i on i.bet_id = c.bet_id
    where (c.paid = 0 and c.txn_id is not null)
      or (${entriesOnline('c.txn_id')} and c.paid <> 0 and -c.paid <> coalesce((select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        join accounts a on a.id = e.account_id
        where t.id = c.txn_id and t.kind = ${LedgerKind.InsurePayout} and a.member_id = i.partner_id and a.asset = 'cash'), 0))
      or (c.version = (select max(x.version) from insured_bet_corrections x where x.bet_id = c.bet_id)
        and (c.payout <> i.payout or c.payout_share <> i.payout_share))`,
  // The shares follow the slip: a corrected result re-books them on the slip's new payout.
  insuredRowNotItsSlip: sql`
    select i.bet_id, i.stake, i.payout, b.stake as slip_stake, b.payout as slip_payout from insured_bets i join bets b on b.id = i.bet_id
    where i.stake <> b.stake or i.payout <> b.payout`,
  insuranceTransactionNotExactlyOnce: sql`
    select t.id as transaction_id, t.kind,
      ((select count(*) from insured_bets i where i.stake_txn_id = t.id or i.payout_txn_id = t.id)
        + (select count(*) from insured_bet_corrections c where c.txn_id = t.id))::int as rows
    from ledger_transactions t
    where t.kind in (${LedgerKind.InsureStake}, ${LedgerKind.InsurePayout})
      and (select count(*) from insured_bets i where i.stake_txn_id = t.id or i.payout_txn_id = t.id)
        + (select count(*) from insured_bet_corrections c where c.txn_id = t.id) <> 1`,
  insuranceDebtNotItsRows: sql`
    select s.partner_id, s.debt, coalesce(sum(i.payout_share - i.payout_paid), 0)::text as unpaid from insurance_settings s
    left join insured_bets i on i.partner_id = s.partner_id
    group by s.partner_id, s.debt having s.debt <> coalesce(sum(i.payout_share - i.payout_paid), 0)`,
  // A vendor round's slip carries the round's standing stake and its payout.
  vendorSlipNotItsRound: sql`
    select b.id as bet_id, b.stake, b.payout, r.stake as round_stake, r.payout as round_payout from bets b
    join pam_rounds r on r.bet_id = b.id
    where (b.status <> 'CANCEL' and b.stake <> r.stake) or b.payout <> r.payout`,
};

/** A span of time [from, to), in whole months for a month's partitions. */
export interface Period {
  from: Date;
  to: Date;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The months `first` to `last` (`YYYY-MM`, both included, UTC) as a period; a malformed month throws. */
export function monthsPeriod(first: string, last = first): Period {
  const start = (month: string, after: number) => {
    const m = MONTH.exec(month);
    if (!m) throw new Error(`${month} is not a month (YYYY-MM)`);
    return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1 + after, 1));
  };
  const period = { from: start(first, 0), to: start(last, 1) };
  if (period.from >= period.to) throw new Error(`${first} comes after ${last}`);
  return period;
}

/**
 * Memory for each check's hashes and sorts: a busy month's entries grouped by transaction take a
 * few hundred MB, which at the default 4 MB would spill to disk in a hundred batches
 * (docs/operations/ledger-verify.md#cost).
 */
const WORK_MEM = '256MB';

/** Checks run at once, each on a connection of its own (PGlite, one connection, takes them in turn). */
const CONNECTIONS = 3;

/**
 * One check's first LIMIT violations. The query is planned for all its rows (a materialized CTE),
 * not for the first LIMIT: a limit lets the planner walk an index in order, row by row, expecting
 * violations early, which is the slowest plan when there are none.
 */
async function violationsOf(db: Kysely<DB>, query: RawBuilder<unknown>): Promise<Record<string, unknown>[]> {
  const run = async (trx: Kysely<DB>) => {
    await sql`set local work_mem = ${sql.lit(WORK_MEM)}`.execute(trx);
    const { rows } = await sql<Record<string, unknown>>`
      with v as materialized (${query}) select * from v limit ${LIMIT}`.execute(trx);
    return rows;
  };
  // inside a caller's transaction (a month checked before it leaves for the archive), in it
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * Every check over the whole ledger, or, given a period, the checks that decompose by period over
 * that period's rows only (docs/operations/ledger-verify.md#one-period). Violations are listed in
 * the checks' order whatever order they finish in.
 */
export async function verify(db: Kysely<DB>, period?: Period): Promise<VerifyResult> {
  const w = period ? within(period) : online;
  const queries = [
    ...Object.entries(periodChecks).map(([check, query]) => [check, query(w)] as const),
    ...(period ? [] : Object.entries(wholeChecks)),
  ];
  const found: Violation[][] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < queries.length; i = next++) {
      const [check, query] = queries[i]!;
      found[i] = (await violationsOf(db, query)).map((detail) => ({ check, detail }));
    }
  };
  // a caller's transaction is one connection: its checks run in turn
  await Promise.all(Array.from({ length: db.isTransaction ? 1 : CONNECTIONS }, worker));
  const violations = found.flat();
  return { ok: violations.length === 0, violations };
}
