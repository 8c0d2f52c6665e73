import type { Generated, JSONColumnType } from 'kysely';

export type Asset = 'cash' | 'point';

interface AccountsTable {
  id: Generated<number>;
  site_id: string;
  member_id: number | null;
  code: string | null;
  asset: Asset;
  /** Cached for member and partner accounts only; null for system accounts. */
  balance: number | null;
  created_at: Generated<Date>;
}

interface LedgerTransactionsTable {
  id: Generated<number>;
  site_id: string;
  idempotency_key: string;
  kind: string;
  memo: Generated<string>;
  request_hash: string;
  meta: JSONColumnType<Record<string, unknown>>;
  created_at: Generated<Date>;
}

interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: number;
  balance_after: number | null;
  created_at: Generated<Date>;
}

interface IdempotencyKeysTable {
  site_id: string;
  actor: string;
  key: string;
  request_hash: string;
  response: JSONColumnType<{ data: unknown }> | null;
  created_at: Generated<Date>;
}

/** An account's closing balance at the end of an archived month (docs/operations/retention.md#money-stays-verifiable). */
interface LedgerArchivedBalancesTable {
  account_id: number;
  archived_to: Date;
  balance: number | null;
  entries_sum: number;
}

export interface LedgerTables {
  accounts: AccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  ledger_archived_balances: LedgerArchivedBalancesTable;
}
