import type { Clock } from '../../src/server/deps';
import type { Envelope } from '../../src/shared/api/envelope';
import { createTestApp, type TestApp } from './testApp';
import { wageringRows } from './wagering';

/**
 * Two apps alike in everything but their fast paths, each on a database of its own: `fast` as
 * production builds it, `full` built with `fastPaths: false`, which judges every stake on its full
 * path (docs/architecture/fast-paths.md). Fed the same calls in the same order, they must answer
 * alike and write the same rows.
 */
export interface PathPair {
  fast: TestApp;
  full: TestApp;
  close(): Promise<void>;
}

export async function openPathPair(clock: Clock): Promise<PathPair> {
  const fast = await createTestApp({ clock });
  const full = await createTestApp({ clock, fastPaths: false });
  return { fast, full, close: async () => void (await Promise.all([fast.close(), full.close()])) };
}

/** Runs `work` on both apps, the fast one first. */
export async function onBoth<R>(pair: PathPair, work: (t: TestApp) => Promise<R>): Promise<[R, R]> {
  return [await work(pair.fast), await work(pair.full)];
}

const rankOf = (ids: readonly number[]) => {
  const ranks = new Map(ids.map((id, i) => [Number(id), i + 1]));
  return (id: number | string | null | undefined) => (id === null || id === undefined ? null : ranks.get(Number(id)));
};

/**
 * Every row the stakes write (bets, bet_legs, ledger_transactions, ledger_entries, accounts, and the
 * wagering requirements and progress they advance: ./wagering.ts wageringRows),
 * without what differs by nature between two databases: a row's id is its rank in id order (and so
 * is every id that names it, in a key or a meta), an account is named by its owner and asset, a
 * transaction's entries are in account order, and the ledger's own clock is left out. The request
 * hash is kept: both paths must compute the same.
 */
export async function stakeRows(t: TestApp) {
  const db = t.app.deps.db;
  const [bets, legs, txns, entries, accounts, wagering] = await Promise.all([
    db.selectFrom('bets').selectAll().orderBy('id').execute(),
    db.selectFrom('bet_legs').selectAll().orderBy('bet_id').orderBy('leg_no').execute(),
    db
      .selectFrom('ledger_transactions')
      .select(['id', 'site_id', 'idempotency_key', 'kind', 'memo', 'request_hash', 'meta'])
      .orderBy('id')
      .execute(),
    db.selectFrom('ledger_entries').select(['transaction_id', 'account_id', 'amount', 'balance_after']).execute(),
    db.selectFrom('accounts').select(['id', 'site_id', 'member_id', 'code', 'asset', 'balance']).execute(),
    wageringRows(db),
  ]);
  const bet = rankOf(bets.map((b) => b.id));
  const txn = rankOf(txns.map((x) => x.id));
  const accountNames = new Map(
    accounts.map((a) => [
      Number(a.id),
      `${a.member_id !== null ? `m:${a.member_id}` : `s:${a.site_id}:${a.code}`}:${a.asset}`,
    ]),
  );
  const account = (id: number) => accountNames.get(Number(id))!;
  const key = (k: string) =>
    k.replace(/^bet:(stake|payout):(\d+)$/, (_, kind: string, id: string) => `bet:${kind}:#${bet(id)}`);
  const meta = (m: unknown) => {
    const o = m as Record<string, unknown>;
    return 'betId' in o ? { ...o, betId: bet(o.betId as number) } : o;
  };
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    bets: bets.map((b) => ({
      ...b,
      id: bet(b.id),
      stake_txn_id: txn(b.stake_txn_id),
      payout_txn_id: txn(b.payout_txn_id),
    })),
    legs: legs.map(({ id: _id, ...l }) => ({ ...l, bet_id: bet(l.bet_id) })),
    ledger: txns.map((x) => ({ ...x, id: txn(x.id), idempotency_key: key(x.idempotency_key), meta: meta(x.meta) })),
    entries: entries
      .map((e) => ({ ...e, transaction_id: txn(e.transaction_id)!, account_id: account(e.account_id) }))
      .sort((a, b) => a.transaction_id - b.transaction_id || byName(a.account_id, b.account_id)),
    accounts: accounts
      .map(({ id, ...a }) => ({ name: account(id), balance: a.balance }))
      .sort((a, b) => byName(a.name, b.name)),
    wagering,
  };
}

/** An answer without what names rows by their id (a slip's betIdx): the rows themselves are compared apart. */
export function answerShape<T>(answer: Envelope<T>) {
  const strip = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(strip)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).flatMap(([k, x]) => (k === 'betIdx' ? [] : [[k, strip(x)]])))
        : v;
  return { resultCode: answer.resultCode, data: strip(answer.data) };
}
