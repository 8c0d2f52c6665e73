import { sql } from 'kysely';
import { RATE_GROUP_OF, isProductGroup } from '../../../../shared/bets/productGroups';
import type { AppDeps } from '../../../deps';
import { fallsBackToFullPath } from '../../../db/fastPath';
import { inMoneyTransaction, LedgerKind, requestHash, vendorAccount, type PostInput } from '../../ledger/service';
import { SITE_CURRENCY } from '../launch';
import { accrueSettledSlip } from '../roundSlip';
import type { PamSession } from './repo';
import type { TransactionBody } from './schemas';
import { pamMovement, type TransactionResult } from './transactions';

type FastDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

/** What never changes in a game session (a refresh gives a new token, so a new entry). */
export type SessionFacts = Pick<PamSession, 'site_id' | 'member_id' | 'group_code' | 'proc_id' | 'provider' | 'game_id'>;

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
    this.facts.set(hash, { site_id: s.site_id, member_id: s.member_id, group_code: s.group_code, proc_id: s.proc_id, provider: s.provider, game_id: s.game_id });
  }
}

/** The member flag that opens the session's product group (memberAccess.ts groupOpenFor). */
const flagOf = (group: string): string | undefined => (isProductGroup(group) ? (RATE_GROUP_OF[group] === 'casino' || RATE_GROUP_OF[group] === 'slot' ? RATE_GROUP_OF[group] : 'none') : undefined);

const ledgerArgs = (s: SessionFacts, input: PostInput) => ({ key: input.idempotencyKey, kind: input.kind, hash: requestHash(input), meta: JSON.stringify(input.meta), vendor: vendorAccount(s.group_code, s.proc_id) });

const wholeCash = (body: TransactionBody): boolean => body.currency === SITE_CURRENCY && body.bonusAmount === 0 && body.promoAmount === 0 && Number.isSafeInteger(body.cashAmount) && body.cashAmount >= 0;

const resultOf = (deps: FastDeps, memberId: number, row: { pam_tx_id: number; cash: number; point: number | null }, publish: boolean): TransactionResult => {
  if (publish) deps.bus.publish({ type: 'cash', memberId, cash: row.cash, point: row.point ?? 0 });
  return { transactionId: String(row.pam_tx_id), balance: { cashAmount: row.cash, bonusAmount: 0, promoAmount: 0 } };
};

async function withdraw(deps: FastDeps, hash: string, s: SessionFacts, body: TransactionBody, flag: string, now: Date): Promise<TransactionResult | undefined> {
  const gameId = body.providerGameId ?? s.game_id;
  // A session opened on one game stakes only on it (transactions.ts judge answers the refusal).
  if (body.cashAmount <= 0 || body.isGameOver === true || (s.game_id && body.providerGameId && body.providerGameId !== s.game_id)) return undefined;
  const txId = body.providerTransactionId;
  const betRef = body.providerBetRef ?? null;
  const roundId = body.providerRoundId ?? null;
  const l = ledgerArgs(s, pamMovement(s, { provider: s.provider, txId, roundId, kind: 'WITHDRAW' }, LedgerKind.VendorBet, -body.cashAmount));
  const { rows } = await sql<{ pam_tx_id: number; cash: number; point: number | null }>`
    select * from pam_fast_withdraw(${hash}, ${s.provider}, ${s.member_id}, ${flag}, ${now},
      ${txId}, ${betRef}, ${roundId}, ${roundId ?? `tx:${betRef ?? txId}`}, ${gameId},
      ${body.cashAmount}, ${body.currency}, ${JSON.stringify(body)}, ${body.betCode || 'bet'}, ${betRef ?? txId},
      ${l.key}, ${l.kind}, ${l.hash}, ${l.meta}, ${l.vendor})`.execute(deps.db);
  return resultOf(deps, s.member_id, rows[0]!, true);
}

interface DepositRow {
  pam_tx_id: number;
  cash: number;
  point: number | null;
  bet_id: number | null;
  stake: number;
  settled: boolean;
}

async function deposit(deps: FastDeps, hash: string, s: SessionFacts, body: TransactionBody, now: Date): Promise<TransactionResult | undefined> {
  const roundId = body.providerRoundId;
  if (!roundId) return undefined;
  const txId = body.providerTransactionId;
  const l = ledgerArgs(s, pamMovement(s, { provider: s.provider, txId, roundId, kind: 'DEPOSIT' }, LedgerKind.VendorWin, body.cashAmount));
  const close = body.isGameOver !== false;
  const run = async (db: FastDeps['db']) =>
    (
      await sql<DepositRow>`
      select * from pam_fast_deposit(${hash}, ${s.provider}, ${s.member_id}, ${now}, ${close},
        ${txId}, ${body.providerBetRef ?? null}, ${roundId}, ${body.cashAmount}, ${body.currency}, ${JSON.stringify(body)},
        ${body.providerGameId ?? s.game_id}, ${l.key}, ${l.kind}, ${l.hash}, ${l.meta}, ${l.vendor})`.execute(db)
    ).rows[0]!;
  if (!close) return resultOf(deps, s.member_id, await run(deps.db), true);
  // A round that closes earns rolling and points in the same SQL transaction as its payout.
  let pointsPosted = false;
  const row = await inMoneyTransaction(deps, async (m) => {
    const paid = await run(m.trx);
    // Points posted by the ledger publish the member's balances after the commit; otherwise this does.
    if (paid.settled && paid.bet_id !== null) pointsPosted = (await accrueSettledSlip(deps, m, { siteId: s.site_id, memberId: s.member_id, betId: paid.bet_id, stake: paid.stake }, now)) > 0;
    return paid;
  });
  return resultOf(deps, s.member_id, row, !pointsPosted);
}

/**
 * A WITHDRAW or DEPOSIT of a known session in one statement (migration 0810): answers the result,
 * or undefined when the call must be judged on the full path (transactions.ts addTransaction),
 * having changed nothing.
 */
export async function fastTransaction(deps: FastDeps, cache: SessionFactsCache, call: { hash: string; provider: string; playerId: string; body: TransactionBody }): Promise<TransactionResult | undefined> {
  const s = cache.get(call.hash);
  const flag = s && flagOf(s.group_code);
  if (!s || !flag || s.provider !== call.provider || call.playerId !== String(s.member_id) || !wholeCash(call.body)) return undefined;
  const now = deps.clock.now();
  try {
    if (call.body.transactionType === 'WITHDRAW') return await withdraw(deps, call.hash, s, call.body, flag, now);
    if (call.body.transactionType === 'DEPOSIT') return await deposit(deps, call.hash, s, call.body, now);
    return undefined;
  } catch (error) {
    if (fallsBackToFullPath(error)) return undefined;
    throw error;
  }
}
