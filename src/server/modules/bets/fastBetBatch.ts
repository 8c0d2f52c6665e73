import { sql } from 'kysely';
import { potentialPayout } from '../../../shared/bets/slip';
import type { AppDeps } from '../../deps';
import { createTickBatcher } from '../../db/tickBatcher';
import { betStakePosting } from '../ledger/gameMoney';
import { LedgerKind, requestHash, vendorAccount } from '../ledger/service';
import { MINIGAME_LEDGER_VENDOR, type SlipCall } from './minigameSlip';

/** One placed slip of a call, as migration 0830 answers it. */
export interface Placed {
  bet_id: number;
  txn_id: number;
  cash_after: number;
  point: number;
  round_no: number;
}

type Db = AppDeps['db'];

/** Enough calls to fill a busy tick; more wait for the next statement. */
const MAX_BATCH = 64;

/** A deadlock with another writer rolls the batch back whole: every call in it is judged in full. */
const batchLost = (error: unknown): boolean => ['40P01', '40001'].includes((error as { code?: string }).code ?? '');

/** What minigame_fast_bet_batch reads for one call. */
const callJson = (call: SlipCall) => ({
  site: call.siteId,
  member: call.memberId,
  game: call.game.key,
  round: call.roundKey,
  now: call.now.toISOString(),
  oneBetPerMarket: call.game.one_bet_per_market,
  noHedge: call.game.no_hedge,
  keys: call.keys,
  markets: call.picks.map((p) => p.market),
  picks: call.picks.map((p) => p.pick),
  odds: call.picks.map((p) => p.odds),
  amounts: call.picks.map((p) => p.amount),
  payouts: call.picks.map((p) => potentialPayout(p.amount, [p.odds])),
  // The ledger rows are the ones betStake writes: same key, kind, postings and hash.
  hashes: call.picks.map((p) => requestHash(betStakePosting({ siteId: call.siteId, memberId: call.memberId, vendor: MINIGAME_LEDGER_VENDOR, betId: 0, amount: p.amount }))),
});

type Answer = Placed[] | undefined;

async function place(db: Db, batch: SlipCall[]): Promise<Answer[]> {
  let rows: (Placed & { call_no: number; fallback: boolean })[];
  try {
    ({ rows } = await sql<Placed & { call_no: number; fallback: boolean }>`
      select * from minigame_fast_bet_batch(${JSON.stringify(batch.map(callJson))}::jsonb, ${MINIGAME_LEDGER_VENDOR.group}, ${MINIGAME_LEDGER_VENDOR.procId},
        ${vendorAccount(MINIGAME_LEDGER_VENDOR.group, MINIGAME_LEDGER_VENDOR.procId)}, ${LedgerKind.BetStake})`.execute(db));
  } catch (error) {
    if (batchLost(error)) return batch.map(() => undefined);
    throw error;
  }
  return batch.map((_, i) => {
    const own = rows.filter((r) => r.call_no === i + 1);
    return own.some((r) => r.fallback) ? undefined : own;
  });
}

/**
 * Issue 17: the fast slips that arrive in one turn of the event loop are placed by ONE statement
 * and one commit (migration 0832), in member order so that two batches never lock members in
 * opposite orders. Each call is answered its own slips, or undefined when it must be judged on the
 * full path — having changed nothing, whatever the other calls of its batch did.
 */
export function createFastBetBatcher(db: Db) {
  return { place: createTickBatcher<SlipCall, Answer>((batch) => place(db, batch), { max: MAX_BATCH, order: (a, b) => a.memberId - b.memberId }) };
}
export type FastBetBatcher = ReturnType<typeof createFastBetBatcher>;
