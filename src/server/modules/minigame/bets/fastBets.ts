import { sql } from 'kysely';
import type { BetLeg, BetProcResponse } from '../../../../shared/api/bets';
import { potentialPayout } from '../../../../shared/bets/slip';
import type { AppDeps } from '../../../deps';
import { LedgerKind, vendorAccount } from '../../ledger/service';
import type { SlipDbRow } from '../../bets/repo';
import { toBetRow } from '../../bets/view';
import type { FastPaths } from '../../../fastPaths';
import { inMemoryRefusal } from './judge';
import type { MinigameRules } from './rules';
import { MINIGAME_LEDGER_VENDOR, newSlip, type SlipCall } from './slip';

/** One placed slip of a call, as minigame_fast_bets answers it. */
interface Placed {
  bet_id: number;
  txn_id: number;
  cash_after: number;
  point: number;
  round_no: number;
}

type Answer = Placed[] | undefined;

/**
 * The calls of a batch (one per member) placed by ONE statement (minigame/sql/minigame_fast_bets.sql):
 * each call's placed slips, or undefined when it must be judged on the full path, having changed
 * nothing. The ledger rows are the ones betStake writes (ledger/gameMoney.ts betStakePosting): same
 * key, kind, postings and request hash.
 */
export async function placeMinigameBatch(db: AppDeps['db'], batch: SlipCall[]): Promise<Answer[]> {
  // Each pick is its own slip, naming its call by its place in the batch.
  const slips = batch.flatMap((call, i) =>
    call.picks.map((p, n) => ({ ...p, call: i + 1, key: call.keys?.[n] ?? null })),
  );
  const { rows } = await sql<Placed & { call_no: number }>`
    select * from minigame_fast_bets(
      ${batch.map((c) => c.siteId)}::text[], ${batch.map((c) => c.memberId)}::bigint[], ${batch.map((c) => c.now.toISOString())}::timestamptz[],
      ${batch.map((c) => c.game.key)}::text[], ${batch.map((c) => c.roundKey)}::text[],
      ${batch.map((c) => c.game.one_bet_per_market)}::boolean[], ${batch.map((c) => c.game.no_hedge)}::boolean[],
      ${slips.map((p) => p.call)}::int[], ${slips.map((p) => p.key)}::text[], ${slips.map((p) => p.market)}::text[], ${slips.map((p) => p.pick)}::text[],
      ${slips.map((p) => p.odds)}::int[], ${slips.map((p) => p.amount)}::bigint[], ${slips.map((p) => potentialPayout(p.amount, [p.odds]))}::bigint[],
      ${MINIGAME_LEDGER_VENDOR.group}, ${MINIGAME_LEDGER_VENDOR.procId}, ${vendorAccount(MINIGAME_LEDGER_VENDOR.group, MINIGAME_LEDGER_VENDOR.procId)}, ${LedgerKind.BetStake})`.execute(
    db,
  );
  return batch.map((_, i) => {
    const own = rows.filter((r) => r.call_no === i + 1);
    return own.length ? own : undefined;
  });
}

/** A fresh pick's only leg, as bet_legs holds it until its round settles. */
const openLeg = (p: SlipCall['picks'][number]): BetLeg => ({
  legNo: 1,
  eventRef: null,
  market: p.market,
  pick: p.pick,
  odds: p.odds,
  line: null,
  outcome: 'PENDING',
  settledAt: null,
});

/**
 * The fast attempt of a minigame betProc: judged on what the judge holds in memory (judge.ts, as the
 * full path judges it), then sent to the batch, sharing its statement with the calls that arrive
 * beside it. Answers the placed slips, or undefined when the call is handed to the full path
 * (place.ts), having written nothing.
 */
export async function fastMinigameBets(
  deps: Pick<AppDeps, 'bus'>,
  fast: Pick<FastPaths, 'minigameBets'>,
  rules: MinigameRules,
  level: number,
  call: SlipCall,
): Promise<BetProcResponse | undefined> {
  const { picks } = call;
  if (inMemoryRefusal(rules, level, picks)) return undefined;
  const rows = await fast.minigameBets(call);
  if (!rows) return undefined;
  const last = rows.at(-1)!;
  deps.bus.publish({ type: 'cash', memberId: call.memberId, cash: last.cash_after, point: last.point });
  const bets = rows.map((row, i) => {
    const slip: SlipDbRow = {
      ...newSlip(call, i, row.round_no),
      id: row.bet_id,
      payout: 0,
      status: 'BET',
      stake_txn_id: row.txn_id,
      balance_before: row.cash_after + picks[i]!.amount,
      balance_after: row.cash_after,
    };
    return toBetRow(slip, [openLeg(picks[i]!)]);
  });
  return { bets, cashAmt: last.cash_after };
}
