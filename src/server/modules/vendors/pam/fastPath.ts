import { CompiledQuery } from 'kysely';
import { RATE_GROUP_OF, isProductGroup } from '../../../../shared/bets/productGroups';
import type { AppDeps } from '../../../deps';
import { fallsBackToFullPath } from '../../../db/fastPath';
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

const placeholders = (from: number, to: number): string => Array.from({ length: to - from + 1 }, (_, i) => `$${from + i}`).join(', ');

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

const ledgerArgs = (s: SessionFacts, input: PostInput) => ({ key: input.idempotencyKey, kind: input.kind, hash: requestHash(input), meta: JSON.stringify(input.meta), vendor: vendorAccount(s.group_code, s.proc_id) });

const wholeCash = (body: TransactionBody): boolean => body.currency === SITE_CURRENCY && body.bonusAmount === 0 && body.promoAmount === 0 && Number.isSafeInteger(body.cashAmount) && body.cashAmount >= 0;

/** The two statements, written out once: a call only binds its values (no query to build and compile each time). */
const WITHDRAW_SQL = `select * from pam_fast_withdraw(${placeholders(1, 20)})`;
const DEPOSIT_SQL = `select * from pam_fast_deposit(${placeholders(1, 17)}, $18::date, $19::text[], $20::text[])`;

/** The row's `body`: what the request holds beyond the columns (the fast path takes whole cash only: amount is cashAmount). */
const restOf = (s: SessionFacts, body: TransactionBody, kind: 'WITHDRAW' | 'DEPOSIT', gameId: string): string =>
  JSON.stringify(
    requestRest(body, { provider: s.provider, kind, provider_tx_id: body.providerTransactionId, amount: body.cashAmount, currency: body.currency, bet_ref: body.providerBetRef ?? null, round_id: body.providerRoundId ?? null, game_id: gameId || null }),
  );

/** What pam_fast_withdraw and pam_fast_deposit answer: the PAM transaction and the member's balances after it. */
interface PaidRow {
  pam_tx_id: number;
  cash: number;
  point: number | null;
}

const resultOf = (deps: FastDeps, memberId: number, row: PaidRow): TransactionResult => {
  deps.bus.publish({ type: 'cash', memberId, cash: row.cash, point: row.point ?? 0 });
  return { transactionId: String(row.pam_tx_id), balance: { cashAmount: row.cash, bonusAmount: 0, promoAmount: 0 } };
};

/** A WITHDRAW in one statement (pam_fast_withdraw); undefined when it is not one the fast path takes, PF001 when the database sends it to the full path. */
export async function fastWithdraw(deps: FastDeps, hash: string, s: SessionFacts, body: TransactionBody, flag: string, now: Date): Promise<TransactionResult | undefined> {
  const gameId = body.providerGameId ?? s.game_id;
  // A session opened on one game stakes only on it (transactions.ts judge answers the refusal).
  if (body.cashAmount <= 0 || body.isGameOver === true || (s.game_id && body.providerGameId && body.providerGameId !== s.game_id)) return undefined;
  const txId = body.providerTransactionId;
  const betRef = body.providerBetRef ?? null;
  const roundId = body.providerRoundId ?? null;
  const l = ledgerArgs(s, pamMovement(s, { provider: s.provider, txId, roundId, kind: 'WITHDRAW' }, LedgerKind.VendorBet, -body.cashAmount));
  const { rows } = await deps.db.executeQuery(
    CompiledQuery.raw(WITHDRAW_SQL, [
      hash, s.provider, s.member_id, flag, now,
      txId, betRef, roundId, roundId ?? `tx:${betRef ?? txId}`, gameId,
      body.cashAmount, body.currency, restOf(s, body, 'WITHDRAW', gameId), body.betCode || 'bet', betRef ?? txId,
      l.key, l.kind, l.hash, l.meta, l.vendor,
    ]),
  );
  return resultOf(deps, s.member_id, rows[0] as PaidRow);
}

/** A DEPOSIT in one statement (pam_fast_deposit), with its slip's rolling and points when it closes the round; as fastWithdraw. */
export async function fastDeposit(deps: FastDeps, hash: string, s: SessionFacts, body: TransactionBody, now: Date): Promise<TransactionResult | undefined> {
  const roundId = body.providerRoundId;
  if (!roundId) return undefined;
  const txId = body.providerTransactionId;
  const betRef = body.providerBetRef ?? null;
  const gameId = body.providerGameId ?? s.game_id;
  const l = ledgerArgs(s, pamMovement(s, { provider: s.provider, txId, roundId, kind: 'DEPOSIT' }, LedgerKind.VendorWin, body.cashAmount));
  // A round that closes earns rolling and points in the same statement as its payout (roundSlip.ts accrueSettledSlip).
  const { rows } = await deps.db.executeQuery(
    CompiledQuery.raw(DEPOSIT_SQL, [
      hash, s.provider, s.member_id, now, body.isGameOver !== false,
      txId, betRef, roundId, body.cashAmount, body.currency, restOf(s, body, 'DEPOSIT', gameId),
      gameId, l.key, l.kind, l.hash, l.meta, l.vendor,
      siteDay(now, deps.config.SITE_TZ_OFFSET_MINUTES), PRODUCTS, RATE_GROUPS,
    ]),
  );
  return resultOf(deps, s.member_id, rows[0] as PaidRow);
}

/**
 * A WITHDRAW or DEPOSIT of a known session in one statement (migrations 0810, 1010; a closing
 * DEPOSIT with its slip's rolling and points): answers the result,
 * or undefined when the call must be judged on the full path (transactions.ts addTransaction),
 * having changed nothing.
 */
export async function fastTransaction(deps: FastDeps, cache: SessionFactsCache, call: { hash: string; provider: string; playerId: string; body: TransactionBody }): Promise<TransactionResult | undefined> {
  const s = cache.get(call.hash);
  const flag = s && flagOf(s.group_code);
  if (!s || !flag || s.provider !== call.provider || call.playerId !== String(s.member_id) || !wholeCash(call.body)) return undefined;
  const now = deps.clock.now();
  try {
    if (call.body.transactionType === 'WITHDRAW') return await fastWithdraw(deps, call.hash, s, call.body, flag, now);
    if (call.body.transactionType === 'DEPOSIT') return await fastDeposit(deps, call.hash, s, call.body, now);
    return undefined;
  } catch (error) {
    if (fallsBackToFullPath(error)) return undefined;
    throw error;
  }
}
