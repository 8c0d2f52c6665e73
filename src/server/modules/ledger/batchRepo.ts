import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Asset } from './tables';
import type { NewTransaction } from './repo';

/**
 * The SQL of a batch posting (service.ts, postBatch): every statement takes whole columns as
 * array parameters and `unnest`s them, so N movements cost the same handful of statements on
 * PGlite and PostgreSQL alike (one parameter per column, never a parameter per row).
 */

/**
 * The transactions as rows `x` (site_id, idempotency_key, kind, memo, meta, n) with the request
 * hash of each (ledger/sql/ledger_request_hash.sql), its lines passed flat, each naming its
 * transaction by its place.
 */
const hashed = (txs: readonly NewTransaction[]) => {
  const lines = txs.flatMap((t, i) => t.lines.map((l) => ({ ...l, txn: i + 1 })));
  return sql`x as (
      select x.*, h.hash from unnest(${txs.map((t) => t.siteId)}::text[], ${txs.map((t) => t.idempotencyKey)}::text[],
        ${txs.map((t) => t.kind)}::text[], ${txs.map((t) => t.memo)}::text[], ${txs.map((t) => JSON.stringify(t.meta))}::text[])
        with ordinality as x(site_id, idempotency_key, kind, memo, meta, n)
      join (
        select l.txn, ledger_request_hash(min(k.kind), array_agg(ledger_ref(k.site_id, l.member, l.code, l.asset) order by l.k),
                                          array_agg(l.amount order by l.k)) as hash
        from unnest(${lines.map((l) => l.txn)}::int[], ${lines.map((l) => l.member)}::bigint[], ${lines.map((l) => l.code)}::text[],
          ${lines.map((l) => l.asset)}::text[], ${lines.map((l) => l.amount)}::bigint[]) with ordinality as l(txn, member, code, asset, amount, k)
        join unnest(${txs.map((t) => t.siteId)}::text[], ${txs.map((t) => t.kind)}::text[]) with ordinality as k(site_id, kind, n) on k.n = l.txn
        group by l.txn
      ) h on h.txn = x.n
    )`;
};

/** Writes the transaction rows whose key is new; the others are left alone (a replay or a conflict). */
export async function insertTransactions(
  trx: Transaction<DB>,
  txs: readonly NewTransaction[],
): Promise<{ id: number; site_id: string; idempotency_key: string }[]> {
  const { rows } = await sql<{ id: number; site_id: string; idempotency_key: string }>`
    with ${hashed(txs)}
    insert into ledger_transactions (site_id, idempotency_key, kind, memo, request_hash, meta)
    select site_id, idempotency_key, kind, memo, hash, meta::jsonb from x order by n
    on conflict (site_id, idempotency_key) do nothing
    returning id, site_id, idempotency_key`.execute(trx);
  return rows;
}

/** The rows already holding some of these keys, and whether each was the same request (a replay) or not (E004). */
export async function findTransactionsByKeys(trx: Transaction<DB>, txs: readonly NewTransaction[]) {
  const { rows } = await sql<{ id: number; site_id: string; idempotency_key: string; same: boolean }>`
    with ${hashed(txs)}
    select t.id, t.site_id, t.idempotency_key, t.request_hash = x.hash as same
    from x join ledger_transactions t on t.site_id = x.site_id and t.idempotency_key = x.idempotency_key`.execute(trx);
  return rows;
}

export interface AccountDelta {
  accountId: number;
  /** The account's total change over the batch. */
  delta: number;
  /** The lowest running change over the batch (≤ 0): the balance must cover it at every step. */
  low: number;
}

export interface AppliedDelta {
  id: number;
  member_id: number;
  asset: Asset;
  balance: number;
  /** The same member's balance of the other asset before this statement. */
  other: number | null;
}

/**
 * DESIGN: Money — member and partner accounts locked in account-id order (so two batches, or a
 * batch and a single post, never deadlock), then every cached balance changed by ONE conditional
 * update: an account whose balance cannot cover its lowest running change is left out of the
 * answer, and the caller refuses the whole batch.
 */
export async function applyMemberDeltas(
  trx: Transaction<DB>,
  deltas: readonly AccountDelta[],
): Promise<AppliedDelta[]> {
  const ids = deltas.map((d) => d.accountId).sort((a, b) => a - b);
  await sql`select id from accounts where id = any(${ids}::bigint[]) order by id for update`.execute(trx);
  const { rows } = await sql<AppliedDelta>`
    update accounts a set balance = a.balance + v.delta
    from unnest(${deltas.map((d) => d.accountId)}::bigint[], ${deltas.map((d) => d.delta)}::bigint[], ${deltas.map((d) => d.low)}::bigint[]) as v(id, delta, low)
    where a.id = v.id and a.balance + v.low >= 0
    returning a.id, a.member_id, a.asset, a.balance,
      (select o.balance from accounts o where o.member_id = a.member_id and o.asset <> a.asset) as other`.execute(trx);
  return rows;
}

export interface NewEntry {
  transactionId: number;
  accountId: number;
  amount: number;
  /** Member and partner accounts only; null for system accounts. */
  balanceAfter: number | null;
}

/** Every entry of the batch in one insert. */
export async function insertEntries(trx: Transaction<DB>, entries: readonly NewEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await sql`
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select * from unnest(${entries.map((e) => e.transactionId)}::bigint[], ${entries.map((e) => e.accountId)}::bigint[],
      ${entries.map((e) => e.amount)}::bigint[], ${entries.map((e) => e.balanceAfter)}::bigint[])`.execute(trx);
}

/**
 * Locks every account (cash and points) of these members and answers their cash balances: a
 * settlement that must read a balance before it decides its postings (insured bets) takes its
 * locks at once. The order is deepest in the partner tree first, then account id: a bettor before
 * the partners above it, which is also the order of a vendor round's own transaction (the
 * member's cash moved first, its insuring partner after), so two settlements never wait on each
 * other in a circle.
 */
export async function lockMemberAccounts(
  trx: Transaction<DB>,
  memberIds: readonly number[],
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await sql<{ member_id: number; asset: Asset; balance: number }>`
    select a.member_id, a.asset, a.balance from accounts a join members m on m.id = a.member_id
    where a.member_id = any(${[...new Set(memberIds)]}::bigint[])
    order by length(m.path) desc, a.id for update of a`.execute(trx);
  return new Map(rows.filter((r) => r.asset === 'cash').map((r) => [r.member_id, r.balance]));
}
