import type { Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema';

/**
 * Everything a vendor round wrote, without what differs by nature (ids, keys and names of the
 * round, times): its round row, slip and legs, PAM transactions, their ledger rows and entries,
 * the slip's points and its partners' rolling. Two paths that placed and settled the same calls
 * under two round names answer equal (`expect(fast).toEqual(full)`; docs/architecture/fast-paths.md).
 */
export async function roundRows(db: Kysely<DB>, round: string) {
  const r = await db.selectFrom('pam_rounds').selectAll().where('round_id', '=', round).executeTakeFirstOrThrow();
  const slip =
    r.bet_id === null
      ? undefined
      : await db.selectFrom('bets').selectAll().where('id', '=', r.bet_id).executeTakeFirstOrThrow();
  const legs = slip
    ? await db
        .selectFrom('bet_legs')
        .select(['leg_no', 'market', 'pick', 'odds', 'outcome'])
        .where('bet_id', '=', slip.id)
        .orderBy('leg_no')
        .execute()
    : [];
  const txs = await db.selectFrom('pam_transactions').selectAll().where('round_id', '=', round).orderBy('id').execute();
  const ledgerIds = txs.flatMap((x) => (x.ledger_txn_id === null ? [] : [x.ledger_txn_id]));
  const ledger = ledgerIds.length
    ? await db
        .selectFrom('ledger_transactions')
        .select(['id', 'idempotency_key', 'kind', 'memo', 'meta', 'request_hash'])
        .where('id', 'in', ledgerIds)
        .orderBy('id')
        .execute()
    : [];
  const points = slip
    ? await db
        .selectFrom('ledger_transactions')
        .select(['id', 'kind', 'memo', 'meta', 'request_hash'])
        .where('idempotency_key', '=', `point:bet:${slip.id}`)
        .execute()
    : [];
  const txnIds = [...ledger, ...points].map((x) => x.id);
  const entries = txnIds.length
    ? await db
        .selectFrom('ledger_entries')
        .select(['transaction_id', 'amount'])
        .where('transaction_id', 'in', txnIds)
        .orderBy('id')
        .execute()
    : [];
  const rolling = slip
    ? await db
        .selectFrom('rolling_accrued')
        .select(['partner_id', 'site_id', 'game_group', 'day', 'base', 'amount', 'slips'])
        .where('source', '=', `bet:${slip.id}`)
        .orderBy('partner_id')
        .execute()
    : [];
  // Amounts in order: a path may write a transaction's entries in another order.
  const byTxn = (id: number) =>
    entries
      .filter((e) => e.transaction_id === id)
      .map((e) => e.amount)
      .sort((a, b) => a - b);
  const named = (s: string | null | undefined) => s?.replaceAll(round, '<round>');
  return {
    round: {
      ...r,
      id: 0,
      bet_id: r.bet_id === null ? null : 0,
      round_id: '',
      started_at: 0,
      ended_at: r.ended_at ? 'set' : null,
    },
    slip: slip && {
      ...slip,
      id: 0,
      round_id: '',
      idempotency_key: named(slip.idempotency_key),
      created_at: 0,
      settled_at: slip.settled_at ? 'set' : null,
    },
    legs: legs.map((l) => ({ ...l, pick: named(l.pick) })),
    transactions: txs.map((x) => ({
      ...x,
      id: 0,
      provider_tx_id: named(x.provider_tx_id),
      bet_ref: named(x.bet_ref),
      round_id: '',
      ledger_txn_id: x.ledger_txn_id === null ? null : 0,
      cancels_id: x.cancels_id === null ? null : 0,
      created_at: 0,
    })),
    ledger: ledger.map((l) => ({
      kind: l.kind,
      memo: l.memo,
      meta: { ...l.meta, transactionId: '', roundId: '' },
      key: named(l.idempotency_key),
      request_hash: l.request_hash,
      entries: byTxn(l.id),
    })),
    points: points.map((p) => ({
      kind: p.kind,
      memo: p.memo,
      meta: { ...p.meta, sourceId: 0 },
      request_hash: p.request_hash,
      entries: byTxn(p.id),
    })),
    rolling,
  };
}
