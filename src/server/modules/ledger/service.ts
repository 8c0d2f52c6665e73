/**
 * The ledger service: the ONLY code that moves money (DESIGN: Money). Everything else — deposits,
 * withdrawals, points, partner pay/recover, bets, settlements, vendor wallets — calls it.
 *
 *   post(deps, { siteId, idempotencyKey, kind, memo?, meta?, postings: [{ account, amount }], insufficient? })
 *     One transaction of its own. `account` is `{ member: id, asset }` or `{ system: code, asset }`
 *     (SystemAccount.House / Hold / Bonus / Commission, or vendorAccount(group, procId)); amounts are
 *     whole won (or points), signed, and sum to zero per asset. A member or partner account that
 *     would go below zero refuses the whole transaction with `insufficient` (default C001).
 *     The idempotency key names the business event (`bet:stake:<betId>`): posting it again moves
 *     nothing and answers `{ replayed: true }`; the same key with other postings throws E004.
 *
 *   inMoneyTransaction(deps, async (m) => { …m.trx…; await m.post(input); … })
 *     Several postings plus the caller's own rows (a bet, a cash request, an audit line) in ONE SQL
 *     transaction. Use `m.trx` for those rows so they commit or roll back with the money.
 *
 * After the commit a `cash` event (cash, point) is published once per member whose balance moved.
 * Higher-level helpers for games live in gameMoney.ts (betStake, betPayout, commissionPayout,
 * vendorTransfer) and for points in ../points/accrual.ts (accruePoints).
 *
 * How a posting is written (see repo.ts): system accounts keep no cached balance, so no shared row
 * is ever updated; only member and partner accounts are locked, in account-id order, each by one
 * conditional update `balance + d >= 0` joined with its entry. Inside a money transaction the
 * transaction row and the system entries go in one statement and each member line in one more;
 * a standalone post with one member account is a single autocommitted statement.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ResultCode, type ResultCodeValue } from '../../../shared/resultCodes';
import { isWon } from '../../../shared/money';
import type { DB } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { applyMemberEntry, createSystemAccount, findMemberAccounts, findSystemAccounts, findTransactionByKey, insertTransaction, isKeyConflict, postSingleMember, type AccountRow, type Balances, type MemberEntryResult } from './repo';
import type { Asset } from './tables';

export type { Asset } from './tables';
export type { Balances } from './repo';

export const SystemAccount = {
  /** The site's bank: deposits come from it, paid withdrawals go back to it, demo money too. */
  House: 'house',
  /** Withdrawals requested and not yet paid or refused. */
  Hold: 'hold',
  /** Point accruals and the point side of conversions. */
  Bonus: 'bonus',
  /** Partner commissions (rolling / losing settlements). */
  Commission: 'commission',
} as const;
export type SystemAccount = (typeof SystemAccount)[keyof typeof SystemAccount];

/** One account per game vendor (a product row: group and procId). */
export const vendorAccount = (group: string, procId: number | string): string => `vendor:${group}:${procId}`;

/** Transaction kinds; reports and the point list read them. */
export const LedgerKind = {
  Seed: 'seed',
  Deposit: 'deposit',
  WithdrawHold: 'withdraw.hold',
  WithdrawPaid: 'withdraw.paid',
  WithdrawReturn: 'withdraw.return',
  PointAccrual: 'point.accrual',
  PointExchange: 'point.exchange',
  PartnerPay: 'partner.pay',
  PartnerRecover: 'partner.recover',
  Give: 'give',
  BetStake: 'bet.stake',
  BetPayout: 'bet.payout',
  Commission: 'commission',
  VendorIn: 'vendor.in',
  VendorOut: 'vendor.out',
} as const;
export type LedgerKind = (typeof LedgerKind)[keyof typeof LedgerKind];

export type AccountRef = { member: number; asset: Asset } | { system: string; asset: Asset };

export interface Posting {
  account: AccountRef;
  amount: number;
}

export interface PostInput {
  siteId: string;
  idempotencyKey: string;
  kind: LedgerKind;
  memo?: string;
  meta?: Record<string, unknown>;
  postings: readonly Posting[];
  /** Code answered when a member or partner balance cannot cover the movement. */
  insufficient?: ResultCodeValue;
}

export interface Posted {
  transactionId: number;
  replayed: boolean;
  /** New balances of each member whose account moved (empty on a replay). */
  balances: Map<number, Balances>;
}

export interface MoneyTx {
  trx: Transaction<DB>;
  post(input: PostInput): Promise<Posted>;
}

type LedgerDeps = Pick<AppDeps, 'db' | 'bus'>;

const refKey = (siteId: string, ref: AccountRef): string =>
  'member' in ref ? `m:${ref.member}:${ref.asset}` : `s:${siteId}:${ref.system}:${ref.asset}`;
const rowKey = (siteId: string, row: AccountRow): string =>
  row.member_id !== null ? `m:${row.member_id}:${row.asset}` : `s:${siteId}:${row.code}:${row.asset}`;

// Account ids never change once created: one cache per database, filled after a commit only.
const caches = new WeakMap<object, Map<string, AccountRow>>();
const cacheOf = (db: Kysely<DB>): Map<string, AccountRow> => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
};

function assertBalanced(input: PostInput): void {
  if (input.postings.length < 2) throw new Error(`ledger ${input.kind}: a transaction needs two or more postings`);
  const sums = new Map<Asset, bigint>();
  for (const p of input.postings) {
    if (!isWon(p.amount) || p.amount === 0) throw new Error(`ledger ${input.kind}: amount must be a non-zero safe integer`);
    sums.set(p.account.asset, (sums.get(p.account.asset) ?? 0n) + BigInt(p.amount));
  }
  for (const [asset, sum] of sums) if (sum !== 0n) throw new Error(`ledger ${input.kind}: ${asset} postings sum to ${sum}, not zero`);
}

const requestHash = (input: PostInput): string =>
  createHash('sha256')
    .update(JSON.stringify([input.kind, input.postings.map((p) => [refKey(input.siteId, p.account), p.amount])]))
    .digest('hex');

async function resolveAccounts(db: Kysely<DB> | Transaction<DB>, cache: Map<string, AccountRow>, found: Map<string, AccountRow>, input: PostInput): Promise<AccountRow[]> {
  const lookup = (ref: AccountRef) => cache.get(refKey(input.siteId, ref)) ?? found.get(refKey(input.siteId, ref));
  const missing = input.postings.map((p) => p.account).filter((ref) => !lookup(ref));
  if (missing.length) {
    const members = [...new Set(missing.flatMap((r) => ('member' in r ? [r.member] : [])))];
    const codes = [...new Set(missing.flatMap((r) => ('system' in r ? [r.system] : [])))];
    const rows = [...(await findMemberAccounts(db, members)), ...(await findSystemAccounts(db, input.siteId, codes))];
    for (const row of rows) found.set(rowKey(input.siteId, row), row);
    for (const ref of missing) {
      if (lookup(ref)) continue;
      if ('member' in ref) throw new Error(`ledger: member ${ref.member} has no ${ref.asset} account`);
      await createSystemAccount(db, input.siteId, ref.system, ref.asset);
      for (const row of await findSystemAccounts(db, input.siteId, [ref.system])) found.set(rowKey(input.siteId, row), row);
    }
  }
  return input.postings.map((p) => lookup(p.account)!);
}

/** What a posting writes: the transaction row, the system entries, the member lines in lock order. */
function plan(input: PostInput, accounts: AccountRow[]) {
  assertBalanced(input);
  const hash = requestHash(input);
  const lines = input.postings.map((p, i) => ({ account: accounts[i]!, amount: p.amount }));
  return {
    hash,
    transaction: { siteId: input.siteId, idempotencyKey: input.idempotencyKey, kind: input.kind, memo: input.memo ?? '', requestHash: hash, meta: input.meta ?? {} },
    system: lines.filter((l) => l.account.member_id === null).map((l) => ({ accountId: l.account.id, amount: l.amount })),
    // Lock order: member accounts by id, so two transfers between the same pair never deadlock.
    members: lines.filter((l) => l.account.member_id !== null).sort((a, b) => a.account.id - b.account.id),
  };
}

const balancesAfter = (account: AccountRow, applied: MemberEntryResult): Balances => ({
  cash: account.asset === 'cash' ? applied.balance : applied.other,
  point: account.asset === 'point' ? applied.balance : applied.other,
});

/** The key was used before: the same postings are a replay, others E004. */
async function replayOf(db: Kysely<DB> | Transaction<DB>, input: PostInput, hash: string): Promise<Posted> {
  const existing = await findTransactionByKey(db, input.siteId, input.idempotencyKey);
  if (!existing || existing.request_hash !== hash) throw new AppError(ResultCode.IdempotencyKeyReused);
  return { transactionId: existing.id, replayed: true, balances: new Map() };
}

async function postIn(trx: Transaction<DB>, cache: Map<string, AccountRow>, found: Map<string, AccountRow>, input: PostInput): Promise<Posted> {
  const p = plan(input, await resolveAccounts(trx, cache, found, input));
  const transactionId = await insertTransaction(trx, p.transaction, p.system);
  if (transactionId === null) return replayOf(trx, input, p.hash);
  const balances = new Map<number, Balances>();
  for (const line of p.members) {
    const applied = await applyMemberEntry(trx, transactionId, line.account, line.amount);
    if (!applied) throw new AppError(input.insufficient ?? ResultCode.InsufficientCash);
    balances.set(line.account.member_id!, balancesAfter(line.account, applied));
  }
  return { transactionId, replayed: false, balances };
}

/**
 * Runs `work` in one SQL transaction in which `m.post` moves money; publishes the cash events
 * after the commit (never before: a rolled-back movement must not reach a screen).
 */
export async function inMoneyTransaction<R>(deps: LedgerDeps, work: (m: MoneyTx) => Promise<R>): Promise<R> {
  const cache = cacheOf(deps.db);
  const found = new Map<string, AccountRow>();
  const touched = new Map<number, Balances>();
  const result = await deps.db.transaction().execute((trx) =>
    work({
      trx,
      post: async (input) => {
        const posted = await postIn(trx, cache, found, input);
        for (const [memberId, b] of posted.balances) touched.set(memberId, b);
        return posted;
      },
    }),
  );
  for (const [key, row] of found) cache.set(key, row);
  for (const [memberId, b] of touched) deps.bus.publish({ type: 'cash', memberId, cash: b.cash, point: b.point });
  return result;
}

/**
 * One movement in a transaction of its own. The common case — one member account against system
 * accounts (a stake, a payout, a grant) — is a single autocommitted statement; anything else runs
 * in inMoneyTransaction.
 */
export async function post(deps: LedgerDeps, input: PostInput): Promise<Posted> {
  if (input.postings.filter((p) => 'member' in p.account).length !== 1) return inMoneyTransaction(deps, (m) => m.post(input));
  const cache = cacheOf(deps.db);
  const found = new Map<string, AccountRow>();
  // Outside any transaction: what is found or created here is committed, so it may be cached now.
  const accounts = await resolveAccounts(deps.db, cache, found, input);
  for (const [key, row] of found) cache.set(key, row);
  const p = plan(input, accounts);
  const member = p.members[0]!;
  let posted;
  try {
    posted = await postSingleMember(deps.db, p.transaction, member, p.system);
  } catch (error) {
    if (isKeyConflict(error)) return replayOf(deps.db, input, p.hash);
    throw error;
  }
  if (!posted) {
    // Refused for the balance, or the key is taken by a movement this one could not see yet.
    const replay = await findTransactionByKey(deps.db, input.siteId, input.idempotencyKey);
    if (replay) return replayOf(deps.db, input, p.hash);
    throw new AppError(input.insufficient ?? ResultCode.InsufficientCash);
  }
  const memberId = member.account.member_id!;
  const balances = balancesAfter(member.account, posted.result);
  deps.bus.publish({ type: 'cash', memberId, cash: balances.cash, point: balances.point });
  return { transactionId: posted.transactionId, replayed: false, balances: new Map([[memberId, balances]]) };
}
