import { CompiledQuery } from 'kysely';
import type { AppDeps } from '../../../deps';
import { siteDay } from '../../../../shared/dates';
import { LedgerKind, vendorAccount, type PostInput } from '../../ledger/service';
import { PRODUCTS, RATE_GROUPS } from '../../rolling/repo';
import {
  FAST_PREMISES,
  isRefused,
  isSettled,
  judgePayout,
  judgeRequest,
  judgeStake,
  roundKeyOf,
  type PamCall,
  type SessionFacts,
} from './judge';
import { flagOf } from '../memberAccess';
import { requestRest } from './requestRest';
import type { TransactionBody } from './schemas';
import { pamMovement, rowColumns, type TransactionResult } from './transactions';

const MAX_SESSIONS = 50_000;

/**
 * Player token hash → its session's fixed facts, remembered from the full path's look-up, so a
 * stake or payout needs no round trip to learn whose it is. The database still checks the token
 * (a rotated or ended session falls back to the full path, which answers it).
 */
export class SessionFactsCache {
  private readonly facts = new Map<string, SessionFacts>();

  get(hash: string): SessionFacts | undefined {
    return this.facts.get(hash);
  }

  remember(hash: string, s: SessionFacts): void {
    if (this.facts.size >= MAX_SESSIONS) this.facts.clear();
    this.facts.set(hash, {
      site_id: s.site_id,
      member_id: s.member_id,
      group_code: s.group_code,
      proc_id: s.proc_id,
      provider: s.provider,
      game_id: s.game_id,
    });
  }
}

const ledgerArgs = (s: SessionFacts, input: PostInput) => ({
  ledger_key: input.idempotencyKey,
  ledger_kind: input.kind,
  meta: input.meta,
  vendor: vendorAccount(s.group_code, s.proc_id),
});

/** What pam_fast_batch answers for a call that stood: the PAM transaction and the member's balances after it. */
export interface PaidRow {
  pam_tx_id: number;
  cash: number;
  point: number | null;
}

/** One call as pam_fast_batch reads it: its pam_fast_call, by name. */
export type FastCall = { kind: 'WITHDRAW' | 'DEPOSIT'; member: number } & Record<string, unknown>;

/** What every fast call carries: the call's row as the full path writes it, and its ledger movement. */
const callArgs = (hash: string, call: PamCall, kind: 'WITHDRAW' | 'DEPOSIT', movement: PostInput) => {
  const row = rowColumns(call, kind);
  return {
    kind,
    hash,
    provider: call.provider,
    member: call.session.member_id,
    now: call.now,
    tx_id: call.txId,
    bet_ref: call.betRef,
    round_id: call.roundId,
    round_key: roundKeyOf(call),
    game_id: call.gameId,
    amount: call.amount,
    currency: call.body.currency,
    body: requestRest(call.body, row),
    ...ledgerArgs(call.session, movement),
  };
};

/**
 * A WITHDRAW the fast path writes, as judge.ts judgeStake approves it on the fast premises
 * (undefined: judged in full). pam_fast_batch writes a stake that takes cash into an open round; a
 * stake of nothing or one that closes its round is written by the full path.
 */
export function withdrawCall(hash: string, call: PamCall, flag: string): FastCall | undefined {
  if (call.body.transactionType !== 'WITHDRAW') return undefined;
  const verdict = judgeStake(call, FAST_PREMISES.stake(call));
  if (isSettled(verdict) || verdict.stake.closes || call.amount <= 0) return undefined;
  const movement = pamMovement(
    call.session,
    { provider: call.provider, txId: call.txId, roundId: call.roundId, kind: 'WITHDRAW' },
    LedgerKind.VendorBet,
    -call.amount,
  );
  return { ...callArgs(hash, call, 'WITHDRAW', movement), flag, ...verdict.stake.leg };
}

/**
 * A DEPOSIT the fast path writes, as judge.ts judgePayout approves it on the fast premises
 * (undefined: judged in full); a round that closes is settled in the same statement.
 */
export function depositCall(hash: string, call: PamCall, tzOffsetMinutes: number): FastCall | undefined {
  if (call.body.transactionType !== 'DEPOSIT') return undefined;
  const verdict = judgePayout(call, FAST_PREMISES.payout(call));
  if (isSettled(verdict)) return undefined;
  const movement = pamMovement(
    call.session,
    { provider: call.provider, txId: call.txId, roundId: call.roundId, kind: 'DEPOSIT' },
    LedgerKind.VendorWin,
    call.amount,
  );
  return {
    ...callArgs(hash, call, 'DEPOSIT', movement),
    close: verdict.payout.closes,
    day: siteDay(call.now, tzOffsetMinutes),
  };
}

const BATCH_SQL = 'select * from pam_fast_batch($1::jsonb, $2::text[], $3::text[])';

/**
 * Runs the calls of one batch in one statement (pam_fast_batch): each one's row, or undefined when
 * it must be judged on the full path (having changed nothing). A batch lost whole (a deadlock, a
 * transaction id or slip name another call took: 23505) is the batcher's (db/tickBatcher.ts
 * createStakeBatcher).
 */
export async function runFastCalls(db: AppDeps['db'], calls: readonly FastCall[]): Promise<(PaidRow | undefined)[]> {
  const { rows } = await db.executeQuery<PaidRow & { call_no: number; fallback: boolean }>(
    CompiledQuery.raw(BATCH_SQL, [JSON.stringify(calls), PRODUCTS, RATE_GROUPS]),
  );
  const answers: (PaidRow | undefined)[] = calls.map(() => undefined);
  for (const row of rows) if (!row.fallback) answers[row.call_no - 1] = row;
  return answers;
}

/**
 * The fast attempt of a WITHDRAW or DEPOSIT of a known session (docs/architecture/fast-paths.md,
 * PAM): judged here by judge.ts on the request and the fast premises, written with the calls that
 * arrive beside it by one pam_fast_batch, which re-checks the premises under its locks (one call
 * per member in a batch: deps.fastPaths.pamCalls). Answers the result, or undefined when the call
 * must be judged on the full path (transactions.ts addTransaction), having changed nothing.
 */
export async function fastTransaction(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'config' | 'fastPaths'>,
  call: { hash: string; provider: string; playerId: string; body: TransactionBody },
): Promise<TransactionResult | undefined> {
  const paths = deps.fastPaths;
  const s = paths?.pamSessions.get(call.hash);
  const flag = s && flagOf(s.group_code);
  if (!paths || !s || !flag || s.provider !== call.provider || call.playerId !== String(s.member_id)) return undefined;
  // A refusal of the request is answered by the full path, with the member's balance.
  const judged = judgeRequest(s, call.provider, call.body, deps.clock.now());
  if (isRefused(judged)) return undefined;
  const fast =
    withdrawCall(call.hash, judged, flag) ?? depositCall(call.hash, judged, deps.config.SITE_TZ_OFFSET_MINUTES);
  const row = fast && (await paths.pamCalls(fast));
  if (!row) return undefined;
  deps.bus.publish({ type: 'cash', memberId: s.member_id, cash: row.cash, point: row.point ?? 0 });
  return { transactionId: String(row.pam_tx_id), balance: { cashAmount: row.cash, bonusAmount: 0, promoAmount: 0 } };
}
