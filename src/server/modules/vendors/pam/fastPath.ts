import { CompiledQuery } from 'kysely';
import { RATE_GROUP_OF, isProductGroup } from '../../../../shared/bets/productGroups';
import type { AppDeps } from '../../../deps';
import { createTickBatcher } from '../../../db/tickBatcher';
import { siteDay } from '../../../../shared/dates';
import { LedgerKind, requestHash, vendorAccount, type PostInput } from '../../ledger/service';
import { PRODUCTS, RATE_GROUPS } from '../../rolling/repo';
import { SITE_CURRENCY } from '../launch';
import { requestRest } from './requestRest';
import type { PamSession } from './repo';
import type { TransactionBody } from './schemas';
import { pamMovement, type TransactionResult } from './transactions';

type FastDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

/** What never changes in a game session (a refresh gives a new token, so a new entry). */
export type SessionFacts = Pick<PamSession, 'site_id' | 'member_id' | 'group_code' | 'proc_id' | 'provider' | 'game_id'>;

const MAX_SESSIONS = 50_000;

/** Enough calls to fill a busy tick; more wait for the next statement. */
const MAX_BATCH = 64;

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
    this.facts.set(hash, { site_id: s.site_id, member_id: s.member_id, group_code: s.group_code, proc_id: s.proc_id, provider: s.provider, game_id: s.game_id });
  }
}

/** The member flag that opens the session's product group (memberAccess.ts groupOpenFor). */
export const flagOf = (group: string): string | undefined => (isProductGroup(group) ? (RATE_GROUP_OF[group] === 'casino' || RATE_GROUP_OF[group] === 'slot' ? RATE_GROUP_OF[group] : 'none') : undefined);

const ledgerArgs = (s: SessionFacts, input: PostInput) => ({ ledger_key: input.idempotencyKey, ledger_kind: input.kind, request_hash: requestHash(input), meta: input.meta, vendor: vendorAccount(s.group_code, s.proc_id) });

const wholeCash = (body: TransactionBody): boolean => body.currency === SITE_CURRENCY && body.bonusAmount === 0 && body.promoAmount === 0 && Number.isSafeInteger(body.cashAmount) && body.cashAmount >= 0;

/** The row's `body`: what the request holds beyond the columns (the fast path takes whole cash only: amount is cashAmount). */
const restOf = (s: SessionFacts, body: TransactionBody, kind: 'WITHDRAW' | 'DEPOSIT', gameId: string) =>
  requestRest(body, { provider: s.provider, kind, provider_tx_id: body.providerTransactionId, amount: body.cashAmount, currency: body.currency, bet_ref: body.providerBetRef ?? null, round_id: body.providerRoundId ?? null, game_id: gameId || null });

/** What pam_fast_batch answers for a call that stood: the PAM transaction and the member's balances after it. */
interface PaidRow {
  pam_tx_id: number;
  cash: number;
  point: number | null;
}

/** One call as pam_fast_batch reads it: its pam_fast_call, by name (migration 1050). */
export type FastCall = { kind: 'WITHDRAW' | 'DEPOSIT'; member: number } & Record<string, unknown>;

/** A WITHDRAW the fast path takes (undefined: judge it in full). */
export function withdrawCall(hash: string, s: SessionFacts, body: TransactionBody, flag: string, now: Date): FastCall | undefined {
  const gameId = body.providerGameId ?? s.game_id;
  // A session opened on one game stakes only on it (transactions.ts judge answers the refusal).
  if (body.cashAmount <= 0 || body.isGameOver === true || (s.game_id && body.providerGameId && body.providerGameId !== s.game_id)) return undefined;
  const txId = body.providerTransactionId;
  const betRef = body.providerBetRef ?? null;
  const roundId = body.providerRoundId ?? null;
  return {
    kind: 'WITHDRAW',
    hash,
    provider: s.provider,
    member: s.member_id,
    flag,
    now,
    tx_id: txId,
    bet_ref: betRef,
    round_id: roundId,
    round_key: roundId ?? `tx:${betRef ?? txId}`,
    game_id: gameId,
    amount: body.cashAmount,
    currency: body.currency,
    body: restOf(s, body, 'WITHDRAW', gameId),
    market: body.betCode || 'bet',
    pick: betRef ?? txId,
    ...ledgerArgs(s, pamMovement(s, { provider: s.provider, txId, roundId, kind: 'WITHDRAW' }, LedgerKind.VendorBet, -body.cashAmount)),
  };
}

/** A DEPOSIT the fast path takes: a round that closes earns rolling and points in the same statement (roundSlip.ts accrueSettledSlip). */
export function depositCall(hash: string, s: SessionFacts, body: TransactionBody, now: Date, tzOffsetMinutes: number): FastCall | undefined {
  const roundId = body.providerRoundId;
  if (!roundId) return undefined;
  const txId = body.providerTransactionId;
  const gameId = body.providerGameId ?? s.game_id;
  return {
    kind: 'DEPOSIT',
    hash,
    provider: s.provider,
    member: s.member_id,
    now,
    close: body.isGameOver !== false,
    tx_id: txId,
    bet_ref: body.providerBetRef ?? null,
    round_id: roundId,
    round_key: roundId,
    amount: body.cashAmount,
    currency: body.currency,
    body: restOf(s, body, 'DEPOSIT', gameId),
    game_id: gameId,
    day: siteDay(now, tzOffsetMinutes),
    ...ledgerArgs(s, pamMovement(s, { provider: s.provider, txId, roundId, kind: 'DEPOSIT' }, LedgerKind.VendorWin, body.cashAmount)),
  };
}

const BATCH_SQL = 'select * from pam_fast_batch($1::jsonb, $2::text[], $3::text[])';

/**
 * A deadlock with another writer, or a row another call took meanwhile (a transaction id, a slip's
 * name: 23505), rolls the batch back whole: every call in it is judged in full.
 */
const batchLost = (error: unknown): boolean => ['40P01', '40001', '23505'].includes((error as { code?: string }).code ?? '');

/** Runs the calls in one statement (pam_fast_batch): each one's row, or undefined when it must be judged on the full path (having changed nothing). */
export async function runFastCalls(db: FastDeps['db'], calls: readonly FastCall[]): Promise<(PaidRow | undefined)[]> {
  let rows: (PaidRow & { call_no: number; fallback: boolean })[];
  try {
    ({ rows } = await db.executeQuery<PaidRow & { call_no: number; fallback: boolean }>(CompiledQuery.raw(BATCH_SQL, [JSON.stringify(calls), PRODUCTS, RATE_GROUPS])));
  } catch (error) {
    if (batchLost(error)) return calls.map(() => undefined);
    throw error;
  }
  const answers: (PaidRow | undefined)[] = calls.map(() => undefined);
  for (const row of rows) if (!row.fallback) answers[row.call_no - 1] = row;
  return answers;
}

/**
 * The WITHDRAWs and DEPOSITs of known sessions (migration 1050; a closing DEPOSIT with its slip's
 * rolling and points): those that arrive in one turn of the event loop run as ONE statement and
 * one commit, one call per member (a member's next call waits for the next batch: pam_fast_batch
 * judges a member's calls one batch after the other). Each call is answered its result, or
 * undefined when it must be judged on the full path (transactions.ts addTransaction), having
 * changed nothing whatever the other calls did.
 */
export function createPamFastPath(deps: FastDeps) {
  const batch = createTickBatcher<FastCall, PaidRow | undefined>((calls) => runFastCalls(deps.db, calls), { max: MAX_BATCH, key: (c) => c.member });
  return async (cache: SessionFactsCache, call: { hash: string; provider: string; playerId: string; body: TransactionBody }): Promise<TransactionResult | undefined> => {
    const s = cache.get(call.hash);
    const flag = s && flagOf(s.group_code);
    if (!s || !flag || s.provider !== call.provider || call.playerId !== String(s.member_id) || !wholeCash(call.body)) return undefined;
    const now = deps.clock.now();
    const type = call.body.transactionType;
    const fast = type === 'WITHDRAW' ? withdrawCall(call.hash, s, call.body, flag, now) : type === 'DEPOSIT' ? depositCall(call.hash, s, call.body, now, deps.config.SITE_TZ_OFFSET_MINUTES) : undefined;
    const row = fast && (await batch(fast));
    if (!row) return undefined;
    deps.bus.publish({ type: 'cash', memberId: s.member_id, cash: row.cash, point: row.point ?? 0 });
    return { transactionId: String(row.pam_tx_id), balance: { cashAmount: row.cash, bonusAmount: 0, promoAmount: 0 } };
  };
}
