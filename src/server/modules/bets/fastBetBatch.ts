import { sql } from 'kysely';
import { potentialPayout } from '../../../shared/bets/slip';
import type { AppDeps } from '../../deps';
import { createTickBatcher } from '../../db/tickBatcher';
import { betStakePosting } from '../ledger/gameMoney';
import { LedgerKind, requestHash, vendorAccount } from '../ledger/service';
import { MINIGAME_LEDGER_VENDOR, type SlipCall } from './minigameSlip';

/** One placed slip of a call, as migration 1000 answers it. */
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

/**
 * A deadlock with another writer rolls the batch back whole, and so does an Idempotency name already
 * taken, before or earlier in the batch (bets' unique index; migration 1020): every call in it is
 * then judged in full, where a replay is answered as the first time.
 */
export const batchLost = (error: unknown): boolean => ['40P01', '40001', '23505'].includes((error as { code?: string }).code ?? '');

type Answer = Placed[] | undefined;

/** The ledger row is the one betStake writes: same key, kind, postings and hash. */
const stakeHash = (p: { site: string; member: number; amount: number }) =>
  requestHash(betStakePosting({ siteId: p.site, memberId: p.member, vendor: MINIGAME_LEDGER_VENDOR, betId: 0, amount: p.amount }));

async function place(db: Db, batch: SlipCall[]): Promise<Answer[]> {
  // Each pick is its own slip, naming its call by its place in the batch.
  const slips = batch.flatMap((call, i) => call.picks.map((p, n) => ({ ...p, call: i + 1, key: call.keys?.[n] ?? null, site: call.siteId, member: call.memberId })));
  let rows: (Placed & { call_no: number })[];
  try {
    ({ rows } = await sql<Placed & { call_no: number }>`
      select * from minigame_fast_bets(
        ${batch.map((c) => c.siteId)}::text[], ${batch.map((c) => c.memberId)}::bigint[], ${batch.map((c) => c.now.toISOString())}::timestamptz[],
        ${batch.map((c) => c.game.key)}::text[], ${batch.map((c) => c.roundKey)}::text[],
        ${batch.map((c) => c.game.one_bet_per_market)}::boolean[], ${batch.map((c) => c.game.no_hedge)}::boolean[],
        ${slips.map((p) => p.call)}::int[], ${slips.map((p) => p.key)}::text[], ${slips.map((p) => p.market)}::text[], ${slips.map((p) => p.pick)}::text[],
        ${slips.map((p) => p.odds)}::int[], ${slips.map((p) => p.amount)}::bigint[], ${slips.map((p) => potentialPayout(p.amount, [p.odds]))}::bigint[],
        ${slips.map(stakeHash)}::text[],
        ${MINIGAME_LEDGER_VENDOR.group}, ${MINIGAME_LEDGER_VENDOR.procId}, ${vendorAccount(MINIGAME_LEDGER_VENDOR.group, MINIGAME_LEDGER_VENDOR.procId)}, ${LedgerKind.BetStake})`.execute(db));
  } catch (error) {
    if (batchLost(error)) return batch.map(() => undefined);
    throw error;
  }
  return batch.map((_, i) => {
    const own = rows.filter((r) => r.call_no === i + 1);
    return own.length ? own : undefined;
  });
}

/**
 * Issue 17: the fast slips that arrive in one turn of the event loop are placed by ONE statement
 * and one commit (migration 1000), in member order. Each call is answered its own slips, or
 * undefined when it must be judged on the full path — having changed nothing, whatever the other
 * calls of its batch did.
 */
export function createFastBetBatcher(db: Db) {
  return { place: createTickBatcher<SlipCall, Answer>((batch) => place(db, batch), { max: MAX_BATCH, order: (a, b) => a.memberId - b.memberId }) };
}
export type FastBetBatcher = ReturnType<typeof createFastBetBatcher>;
