import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Asset } from './tables';

type Db = Kysely<DB> | Transaction<DB>;

export interface AccountRow {
  id: number;
  member_id: number | null;
  code: string | null;
  asset: Asset;
}

export async function findMemberAccounts(db: Db, memberIds: readonly number[]): Promise<AccountRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .selectFrom('accounts')
    .select(['id', 'member_id', 'code', 'asset'])
    .where('member_id', 'in', memberIds)
    .execute();
}

export async function findSystemAccounts(db: Db, siteId: string, codes: readonly string[]): Promise<AccountRow[]> {
  if (codes.length === 0) return [];
  return db
    .selectFrom('accounts')
    .select(['id', 'member_id', 'code', 'asset'])
    .where('site_id', '=', siteId)
    .where('code', 'in', codes)
    .execute();
}

/** Fallback for an account the triggers of 0100 did not create (a vendor added without a product row). */
export async function createSystemAccount(db: Db, siteId: string, code: string, asset: Asset): Promise<void> {
  await db
    .insertInto('accounts')
    .values({ site_id: siteId, code, asset, balance: null, member_id: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** One posting of a transaction as its request hash names it: a member's account, or a system account by code. */
interface HashedLine {
  member: number | null;
  code: string | null;
  asset: Asset;
  amount: number;
}

export interface NewTransaction {
  siteId: string;
  idempotencyKey: string;
  kind: string;
  memo: string;
  meta: Record<string, unknown>;
  /** Its postings in the order given: the request hash (ledger/sql/ledger_request_hash.sql) is computed from them. */
  lines: readonly HashedLine[];
}

/**
 * The request hash of a transaction, computed by the database (ledger/sql/ledger_request_hash.sql
 * over ledger_ref.sql), the one place it is computed: the fast paths' SQL writes the same.
 */
const requestHashOf = (t: NewTransaction) =>
  sql<string>`ledger_request_hash(${t.kind}, array(
    select ledger_ref(${t.siteId}, l.member, l.code, l.asset)
    from unnest(${t.lines.map((l) => l.member)}::bigint[], ${t.lines.map((l) => l.code)}::text[], ${t.lines.map((l) => l.asset)}::text[])
      with ordinality as l(member, code, asset, n)
    order by l.n), ${t.lines.map((l) => l.amount)}::bigint[])`;

/**
 * Inserts the transaction and the entries of its system accounts in one statement. Returns null
 * when the idempotency key already exists: nothing was written.
 */
export async function insertTransaction(
  trx: Transaction<DB>,
  t: NewTransaction,
  systemEntries: ReadonlyArray<{ accountId: number; amount: number }>,
): Promise<number | null> {
  const values = systemEntries.length
    ? sql.join(systemEntries.map((e) => sql`(${e.accountId}::bigint, ${e.amount}::bigint)`))
    : sql`(null::bigint, null::bigint)`;
  const { rows } = await sql<{ id: number }>`
    with t as (
      insert into ledger_transactions (site_id, idempotency_key, kind, memo, request_hash, meta)
      values (${t.siteId}, ${t.idempotencyKey}, ${t.kind}, ${t.memo}, ${requestHashOf(t)}, ${JSON.stringify(t.meta)}::jsonb)
      on conflict (site_id, idempotency_key) do nothing
      returning id
    ), e as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select t.id, x.account_id, x.amount from t, (values ${values}) x(account_id, amount)
      where x.account_id is not null
    )
    select id from t`.execute(trx);
  return rows[0]?.id ?? null;
}

/** The transaction that holds this one's key, and whether it was the same request (its hash equal). */
export async function findTransactionByKey(
  db: Db,
  t: NewTransaction,
): Promise<{ id: number; same: boolean } | undefined> {
  const { rows } = await sql<{ id: number; same: boolean }>`
    select id, request_hash = ${requestHashOf(t)} as same from ledger_transactions
    where site_id = ${t.siteId} and idempotency_key = ${t.idempotencyKey}`.execute(db);
  return rows[0];
}

export interface MemberEntryResult {
  balance: number;
  /** The same member's balance of the other asset, read in the same statement. */
  other: number;
}

/**
 * DESIGN: Money — the one place a cached balance changes: a conditional update that refuses to go
 * below zero, and the entry recording it, in one statement. Null means the balance cannot cover it.
 */
export async function applyMemberEntry(
  trx: Transaction<DB>,
  transactionId: number,
  account: AccountRow,
  amount: number,
): Promise<MemberEntryResult | null> {
  const { rows } = await sql<{ balance: number; other: number | null }>`
    with u as (
      update accounts set balance = balance + ${amount}::bigint
      where id = ${account.id} and balance + ${amount}::bigint >= 0
      returning balance
    )
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select ${transactionId}, ${account.id}, ${amount}::bigint, balance from u
    returning balance_after as balance,
      (select o.balance from accounts o where o.member_id = ${account.member_id} and o.asset <> ${account.asset}) as other`.execute(
    trx,
  );
  const row = rows[0];
  return row ? { balance: row.balance, other: row.other ?? 0 } : null;
}

/**
 * A movement with a single member account, in ONE autocommitted statement (no BEGIN/COMMIT round
 * trips): the conditional update, the transaction row (only if the update passed) and all entries
 * commit together or not at all. Null: the balance cannot cover it. A reused idempotency key fails
 * the statement with a unique violation (see isKeyConflict), so nothing at all is written.
 */
export async function postSingleMember(
  db: Kysely<DB>,
  t: NewTransaction,
  member: { account: AccountRow; amount: number },
  systemEntries: ReadonlyArray<{ accountId: number; amount: number }>,
): Promise<{ transactionId: number; result: MemberEntryResult } | null> {
  const { account, amount } = member;
  const values = sql.join(systemEntries.map((e) => sql`(${e.accountId}::bigint, ${e.amount}::bigint)`));
  const { rows } = await sql<{ id: number | null; balance: number | null; other: number | null }>`
    with u as (
      update accounts set balance = balance + ${amount}::bigint
      where id = ${account.id} and balance + ${amount}::bigint >= 0
      returning balance
    ), t as (
      insert into ledger_transactions (site_id, idempotency_key, kind, memo, request_hash, meta)
      select ${t.siteId}, ${t.idempotencyKey}, ${t.kind}, ${t.memo}, ${requestHashOf(t)}, ${JSON.stringify(t.meta)}::jsonb
      where exists (select 1 from u)
      returning id
    ), e as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select t.id, ${account.id}, ${amount}::bigint, u.balance from t, u
      union all
      select t.id, x.account_id, x.amount, null from t, (values ${values}) x(account_id, amount)
    )
    select (select id from t) as id, (select balance from u) as balance,
      (select o.balance from accounts o where o.member_id = ${account.member_id} and o.asset <> ${account.asset}) as other`.execute(
    db,
  );
  const row = rows[0];
  if (!row || row.id === null || row.balance === null) return null;
  return { transactionId: row.id, result: { balance: row.balance, other: row.other ?? 0 } };
}

/** The unique idempotency key of ledger_transactions was already taken. */
export const isKeyConflict = (error: unknown): boolean => {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e.code === '23505' && (e.constraint ?? e.message ?? '').includes('idempotency_key');
};

export interface Balances {
  cash: number;
  point: number;
}

export async function memberBalances(db: Db, memberId: number): Promise<Balances> {
  const rows = await db.selectFrom('accounts').select(['asset', 'balance']).where('member_id', '=', memberId).execute();
  const of = (asset: Asset) => rows.find((r) => r.asset === asset)?.balance ?? 0;
  return { cash: of('cash'), point: of('point') };
}

/**
 * The end of the last month whose entries left for the archive, or -infinity
 * (docs/operations/retention.md#money-stays-verifiable): entries before it count by the sums kept
 * in ledger_archived_balances, those from it on one by one.
 */
export const archiveHorizon = sql<Date>`(select coalesce(max(archived_to), '-infinity'::timestamptz) from ledger_archived_balances)`;

/**
 * The sum of every entry of the account, those archived included: the sum kept at the archive's
 * horizon plus the entries since (a month read back is not counted twice).
 */
export const entriesSum = (accountId: RawBuilder<unknown>) => sql<string>`(
  coalesce((select h.entries_sum from ledger_archived_balances h where h.account_id = ${accountId} and h.archived_to = ${archiveHorizon}), 0)
  + coalesce((select sum(e.amount) from ledger_entries e where e.account_id = ${accountId} and e.created_at >= ${archiveHorizon}), 0))`;

/** A system account's balance is the sum of its entries (it keeps no cached row). */
export async function systemBalance(db: Db, siteId: string, code: string, asset: Asset): Promise<number> {
  const row = await db
    .selectFrom('accounts as a')
    .select(entriesSum(sql.ref('a.id')).as('total'))
    .where('a.site_id', '=', siteId)
    .where('a.code', '=', code)
    .where('a.asset', '=', asset)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
