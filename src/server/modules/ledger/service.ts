/**
 * The ledger service: with the three SQL writers below, the only code that moves money (DESIGN:
 * Money). Everything else — deposits, withdrawals, points, partner pay/recover, bets, settlements,
 * vendor wallets — calls it. Every writer of ledger_transactions, ledger_entries and a cached
 * accounts.balance, in full:
 *
 *   - this service, through repo.ts and batchRepo.ts (post, inMoneyTransaction's m.post and
 *     m.postBatch below);
 *   - ledger/sql/fast_bet_place.sql: the stakes of the fast minigame and sports batches
 *     (minigame_fast_bets.sql, sports_fast_slips.sql), the rows betStake (gameMoney.ts) writes;
 *   - ledger/sql/pam_fast_batch.sql: the PAM's fast stakes and payouts (the rows of
 *     vendors/pam/transactions.ts pamMovement);
 *   - ledger/sql/vendor_slips_settle.sql: a closed vendor round's comp points (the posting
 *     points/accrual.ts compPosting makes), for the PAM's two paths and the transfer wallets'
 *     reconciliation (vendors/roundSlip.ts settleRoundSlip, pam_fast_batch.sql); the balances it
 *     leaves are pushed through m.moved.
 *
 * All of them lock member accounts in account-id order, change a cached balance only by a
 * conditional update in the transaction of its entries, and name accounts and compute each row's
 * request hash in the database (sql/ledger_ref.sql, sql/ledger_request_hash.sql), so a posting
 * replayed through the service compares equal to a row a SQL writer wrote.
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
 *   m.postBatch([input, …])
 *     Many movements (a round's payouts) in a fixed number of statements, whatever their number:
 *     each is still its own transaction row, key and balanced entries, and replays alone.
 *
 *   m.lockMembers([memberId, …])
 *     Locks those members' accounts (deepest in the tree first) and answers their cash balances, for a posting
 *     whose amounts depend on a balance (an insured bet's partner share); later posts re-lock nothing.
 *
 *   m.moved(memberId, balances)
 *     The balances a ledger function in SQL left to a member in this transaction, pushed after the
 *     commit as a posting's are.
 *
 * After the commit a `cash` event (cash, point) is published once per member whose balance moved.
 * Higher-level helpers for games live in gameMoney.ts (betStake, betPayoutPosting) and for
 * points in ../points/accrual.ts (accruePoints, compPosting).
 *
 * How a posting is written (see repo.ts): system accounts keep no cached balance, so no shared row
 * is ever updated; only member and partner accounts are locked, in account-id order, each by one
 * conditional update `balance + d >= 0` joined with its entry. Inside a money transaction the
 * transaction row and the system entries go in one statement and each member line in one more;
 * a standalone post with one member account is a single autocommitted statement.
 */
import type { Kysely, Transaction } from 'kysely';
import { ResultCode, type ResultCodeValue } from '../../../shared/resultCodes';
import { isWon } from '../../../shared/money';
import type { DB } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import {
  applyMemberEntry,
  createSystemAccount,
  findMemberAccounts,
  findSystemAccounts,
  findTransactionByKey,
  insertTransaction,
  isKeyConflict,
  postSingleMember,
  type AccountRow,
  type Balances,
  type MemberEntryResult,
  type NewTransaction,
} from './repo';
import {
  applyMemberDeltas,
  findTransactionsByKeys,
  insertEntries,
  insertTransactions,
  lockMemberAccounts,
} from './batchRepo';
import type { Asset } from './tables';

export const SystemAccount = {
  /** The site's bank: deposits come from it, paid withdrawals go back to it, demo money too. */
  House: 'house',
  /** Withdrawals requested and not yet paid or refused. */
  Hold: 'hold',
  /** Point accruals and the point side of conversions. */
  Bonus: 'bonus',
  /** Partner commissions (rolling / losing settlements). */
  Commission: 'commission',
  /**
   * Coupons, attendance rewards, roulette prizes (docs/domains/promotions.md) and bonus grants
   * (docs/domains/bonuses.md), in cash and points; a forfeited or expired bonus goes back to it.
   */
  Promotion: 'promotion',
  /** The other side of staff balance corrections (docs/domains/corrections.md), in cash and points. */
  Correction: 'correction',
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
  /** §4 partner money requests, approved: cash from the one above (request) or back to it (return). */
  PartnerRequest: 'partner.request',
  PartnerReturn: 'partner.return',
  /** A company's game PT (docs/domains/companies.md) (the operator's account company:<site>): top-up, usage, monthly GGR fee. */
  CompanyPtTopUp: 'company.pt.topup',
  CompanyPtUse: 'company.pt.use',
  CompanyFee: 'company.fee',
  Give: 'give',
  BetStake: 'bet.stake',
  BetPayout: 'bet.payout',
  /** A payout taken back because the result it was paid on was corrected (meta.reverses: the payout's transaction). */
  BetPayoutReverse: 'bet.payout.reverse',
  /** A sports slip cashed out, whole or part of its stake (docs/domains/sportsbook.md#cash-out; meta.betId, meta.seq). */
  BetCashOut: 'bet.cashout',
  Commission: 'commission',
  /** Transfer wallets: the member's cash into a vendor's game wallet, and back. */
  VendorIn: 'vendor.in',
  VendorOut: 'vendor.out',
  /** Seamless (PAM) wallet: a stake, a win, a refunded stake, a promotion payout or buy-in. */
  VendorBet: 'vendor.bet',
  VendorWin: 'vendor.win',
  VendorRefund: 'vendor.refund',
  VendorPromo: 'vendor.promo',
  /** A transfer-wallet vendor's round, played on its own balance, written into the ledger. */
  VendorRound: 'vendor.round',
  CouponUse: 'coupon.use',
  AttendanceReward: 'attendance.reward',
  RouletteWin: 'roulette.win',
  /** Bonus programs (docs/domains/bonuses.md): a grant, and its unplayed part taken back by a forfeit or an expiry. */
  BonusGrant: 'bonus.grant',
  BonusForfeit: 'bonus.forfeit',
  BonusExpire: 'bonus.expire',
  /** Insured bets (docs/domains/insurance.md): a partner's share of an insured slip's stake, and of its payout (with debt it pays back). */
  InsureStake: 'insure.stake',
  InsurePayout: 'insure.payout',
  /** Staff balance corrections (docs/domains/corrections.md): credited to or debited from a member. */
  CorrectionCredit: 'correction.credit',
  CorrectionDebit: 'correction.debit',
} as const;
export type LedgerKind = (typeof LedgerKind)[keyof typeof LedgerKind];

export type AccountRef = { member: number; asset: Asset } | { system: string; asset: Asset };

interface Posting {
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
  /** Many movements at once, in a fixed number of statements (see postBatchIn); answers in input order. */
  postBatch(inputs: readonly PostInput[]): Promise<Posted[]>;
  /** Locks these members' accounts, bettors before the partners above them (batchRepo.ts), before a posting that reads a balance first; answers their cash balances. */
  lockMembers(memberIds: readonly number[]): Promise<Map<number, number>>;
  /** A member's balances after a ledger function (ledger/sql/) moved them in this transaction: pushed after the commit as a posting's are. */
  moved(memberId: number, balances: Balances): void;
}

type LedgerDeps = Pick<AppDeps, 'db' | 'bus'>;

/** An account's key in the account-id caches below. */
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
    if (!isWon(p.amount) || p.amount === 0)
      throw new Error(`ledger ${input.kind}: amount must be a non-zero safe integer`);
    sums.set(p.account.asset, (sums.get(p.account.asset) ?? 0n) + BigInt(p.amount));
  }
  for (const [asset, sum] of sums)
    if (sum !== 0n) throw new Error(`ledger ${input.kind}: ${asset} postings sum to ${sum}, not zero`);
}

/** Finds (or, for a system account, creates) every account the refs name, into `found`, in two queries. */
async function ensureAccounts(
  db: Kysely<DB> | Transaction<DB>,
  cache: Map<string, AccountRow>,
  found: Map<string, AccountRow>,
  siteId: string,
  refs: readonly AccountRef[],
): Promise<void> {
  const known = (ref: AccountRef) => cache.has(refKey(siteId, ref)) || found.has(refKey(siteId, ref));
  const missing = refs.filter((ref) => !known(ref));
  if (!missing.length) return;
  const members = [...new Set(missing.flatMap((r) => ('member' in r ? [r.member] : [])))];
  const codes = [...new Set(missing.flatMap((r) => ('system' in r ? [r.system] : [])))];
  const rows = [...(await findMemberAccounts(db, members)), ...(await findSystemAccounts(db, siteId, codes))];
  for (const row of rows) found.set(rowKey(siteId, row), row);
  for (const ref of missing) {
    if (known(ref)) continue;
    if ('member' in ref) throw new Error(`ledger: member ${ref.member} has no ${ref.asset} account`);
    await createSystemAccount(db, siteId, ref.system, ref.asset);
    for (const row of await findSystemAccounts(db, siteId, [ref.system])) found.set(rowKey(siteId, row), row);
  }
}

const accountsOf = (cache: Map<string, AccountRow>, found: Map<string, AccountRow>, input: PostInput): AccountRow[] =>
  input.postings.map((p) => cache.get(refKey(input.siteId, p.account)) ?? found.get(refKey(input.siteId, p.account))!);

async function resolveAccounts(
  db: Kysely<DB> | Transaction<DB>,
  cache: Map<string, AccountRow>,
  found: Map<string, AccountRow>,
  input: PostInput,
): Promise<AccountRow[]> {
  await ensureAccounts(
    db,
    cache,
    found,
    input.siteId,
    input.postings.map((p) => p.account),
  );
  return accountsOf(cache, found, input);
}

/**
 * What a posting writes: the transaction row (its request hash, what a replay of the key is compared
 * with, is computed from its kind and postings by the database: ledger/sql/ledger_request_hash.sql),
 * the system entries, the member lines in lock order.
 */
function plan(input: PostInput, accounts: AccountRow[]) {
  assertBalanced(input);
  const lines = input.postings.map((p, i) => ({ account: accounts[i]!, amount: p.amount }));
  const transaction: NewTransaction = {
    siteId: input.siteId,
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    memo: input.memo ?? '',
    meta: input.meta ?? {},
    lines: input.postings.map((p) => ({
      member: 'member' in p.account ? p.account.member : null,
      code: 'system' in p.account ? p.account.system : null,
      asset: p.account.asset,
      amount: p.amount,
    })),
  };
  return {
    transaction,
    system: lines
      .filter((l) => l.account.member_id === null)
      .map((l) => ({ accountId: l.account.id, amount: l.amount })),
    // Lock order: member accounts by id, so two transfers between the same pair never deadlock.
    members: lines.filter((l) => l.account.member_id !== null).sort((a, b) => a.account.id - b.account.id),
  };
}

const balancesAfter = (account: AccountRow, applied: MemberEntryResult): Balances => ({
  cash: account.asset === 'cash' ? applied.balance : applied.other,
  point: account.asset === 'point' ? applied.balance : applied.other,
});

/** The key was used before, by `existing`: the same postings are a replay, others E004. */
function replayed(existing: { id: number; same: boolean } | undefined): Posted {
  if (!existing?.same) throw new AppError(ResultCode.IdempotencyKeyReused);
  return { transactionId: existing.id, replayed: true, balances: new Map() };
}

const replayOf = async (db: Kysely<DB> | Transaction<DB>, t: NewTransaction): Promise<Posted> =>
  replayed(await findTransactionByKey(db, t));

async function postIn(
  trx: Transaction<DB>,
  cache: Map<string, AccountRow>,
  found: Map<string, AccountRow>,
  input: PostInput,
): Promise<Posted> {
  const p = plan(input, await resolveAccounts(trx, cache, found, input));
  const transactionId = await insertTransaction(trx, p.transaction, p.system);
  if (transactionId === null) return replayOf(trx, p.transaction);
  const balances = new Map<number, Balances>();
  for (const line of p.members) {
    const applied = await applyMemberEntry(trx, transactionId, line.account, line.amount);
    if (!applied) throw new AppError(input.insufficient ?? ResultCode.InsufficientCash);
    balances.set(line.account.member_id!, balancesAfter(line.account, applied));
  }
  return { transactionId, replayed: false, balances };
}

const keyOf = (siteId: string, key: string): string => `${siteId}\u0000${key}`;

/**
 * N movements in a fixed number of statements (batchRepo.ts), with every rule of one post: each
 * input is its own transaction row under its own idempotency key, its entries sum to zero, system
 * accounts get entries only, member balances change by one conditional update per account (the
 * changes of the batch added up, locked in id order). A key already used is a replay of that input
 * alone (E004 when its postings differ); an account that cannot cover its part refuses the batch.
 */
async function postBatchIn(
  trx: Transaction<DB>,
  cache: Map<string, AccountRow>,
  found: Map<string, AccountRow>,
  inputs: readonly PostInput[],
): Promise<Posted[]> {
  if (inputs.length === 0) return [];
  if (new Set(inputs.map((i) => keyOf(i.siteId, i.idempotencyKey))).size !== inputs.length)
    throw new Error('ledger: a batch names one idempotency key twice');
  for (const siteId of new Set(inputs.map((i) => i.siteId))) {
    await ensureAccounts(
      trx,
      cache,
      found,
      siteId,
      inputs.filter((i) => i.siteId === siteId).flatMap((i) => i.postings.map((p) => p.account)),
    );
  }
  const plans = inputs.map((input) => plan(input, accountsOf(cache, found, input)));
  const ids = new Map(
    (
      await insertTransactions(
        trx,
        plans.map((p) => p.transaction),
      )
    ).map((r) => [keyOf(r.site_id, r.idempotency_key), r.id]),
  );
  const replayed = new Map<string, number>();
  const taken = plans
    .filter((p) => !ids.has(keyOf(p.transaction.siteId, p.transaction.idempotencyKey)))
    .map((p) => p.transaction);
  if (taken.length) {
    const existing = new Map(
      (await findTransactionsByKeys(trx, taken)).map((r) => [keyOf(r.site_id, r.idempotency_key), r]),
    );
    for (const t of taken) {
      const row = existing.get(keyOf(t.siteId, t.idempotencyKey));
      if (!row?.same) throw new AppError(ResultCode.IdempotencyKeyReused);
      replayed.set(keyOf(t.siteId, t.idempotencyKey), row.id);
    }
  }
  const fresh = plans
    .map((p, i) => ({ p, input: inputs[i]!, id: ids.get(keyOf(p.transaction.siteId, p.transaction.idempotencyKey)) }))
    .filter((f) => f.id !== undefined);
  // Each member account's running change in batch order: its total, and the lowest point it reaches.
  const running = new Map<number, { account: AccountRow; delta: number; low: number; input: PostInput }>();
  for (const { p, input } of fresh) {
    for (const line of p.members) {
      const r = running.get(line.account.id) ?? { account: line.account, delta: 0, low: 0, input };
      r.delta += line.amount;
      r.low = Math.min(r.low, r.delta);
      running.set(line.account.id, r);
    }
  }
  const applied = running.size
    ? await applyMemberDeltas(
        trx,
        [...running.values()].map((r) => ({ accountId: r.account.id, delta: r.delta, low: r.low })),
      )
    : [];
  const after = new Map(applied.map((a) => [a.id, a]));
  const refused = [...running.values()].find((r) => !after.has(r.account.id));
  if (refused) throw new AppError(refused.input.insufficient ?? ResultCode.InsufficientCash);
  // Balance after each entry: the balance before the batch plus the running change up to it.
  const level = new Map([...running].map(([id, r]) => [id, after.get(id)!.balance - r.delta]));
  const entries = fresh.flatMap(({ p, id }) => [
    ...p.system.map((e) => ({ transactionId: id!, accountId: e.accountId, amount: e.amount, balanceAfter: null })),
    ...p.members.map((line) => {
      const balance = level.get(line.account.id)! + line.amount;
      level.set(line.account.id, balance);
      return { transactionId: id!, accountId: line.account.id, amount: line.amount, balanceAfter: balance };
    }),
  ]);
  await insertEntries(trx, entries);
  const balances = new Map<number, Balances>();
  for (const a of applied) {
    // Both assets of one member may move in one batch: then the other one's updated row wins over `other`.
    const prev = balances.get(a.member_id);
    const other = prev ? (a.asset === 'cash' ? prev.point : prev.cash) : (a.other ?? 0);
    balances.set(
      a.member_id,
      a.asset === 'cash' ? { cash: a.balance, point: other } : { cash: other, point: a.balance },
    );
  }
  return plans.map((p) => {
    const key = keyOf(p.transaction.siteId, p.transaction.idempotencyKey);
    const id = ids.get(key);
    if (id === undefined) return { transactionId: replayed.get(key)!, replayed: true, balances: new Map() };
    const members = new Set(p.members.map((l) => l.account.member_id!));
    return { transactionId: id, replayed: false, balances: new Map([...members].map((m) => [m, balances.get(m)!])) };
  });
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
      postBatch: async (inputs) => {
        const posted = await postBatchIn(trx, cache, found, inputs);
        for (const one of posted) for (const [memberId, b] of one.balances) touched.set(memberId, b);
        return posted;
      },
      lockMembers: (memberIds) => lockMemberAccounts(trx, memberIds),
      moved: (memberId, balances) => void touched.set(memberId, balances),
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
  if (input.postings.filter((p) => 'member' in p.account).length !== 1)
    return inMoneyTransaction(deps, (m) => m.post(input));
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
    if (isKeyConflict(error)) return replayOf(deps.db, p.transaction);
    throw error;
  }
  if (!posted) {
    // Refused for the balance, or the key is taken by a movement this one could not see yet.
    const replay = await findTransactionByKey(deps.db, p.transaction);
    if (replay) return replayed(replay);
    throw new AppError(input.insufficient ?? ResultCode.InsufficientCash);
  }
  const memberId = member.account.member_id!;
  const balances = balancesAfter(member.account, posted.result);
  deps.bus.publish({ type: 'cash', memberId, cash: balances.cash, point: balances.point });
  return { transactionId: posted.transactionId, replayed: false, balances: new Map([[memberId, balances]]) };
}
