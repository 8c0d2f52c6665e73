import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { inMoneyTransaction, LedgerKind, vendorAccount, type MoneyTx, type PostInput } from '../../ledger/service';
import { mayPlay } from '../memberAccess';
import { assertMayStake } from '../../responsible/guard';
import { addStake, removeStake, settleRoundSlip, type RoundRef } from '../roundSlip';
import { SITE_CURRENCY } from '../launch';
import { PamCode, PamError, type PamBalance } from './errors';
import { cashBalance, gameName, insertPamTx, linkEarlyCancel, lockRound, markCancelled, relatedTransactions, roundTransactions, updateRound, type PamKind, type PamRoundRow, type PamSession, type PamTxRow } from './repo';
import type { TransactionBody } from './schemas';
import { requestRest } from './requestRest';
import type { Insertable } from 'kysely';
import type { PamTransactionsTable } from '../tables';

type PamDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

export interface TransactionResult {
  transactionId: string;
  balance: PamBalance;
}

const balanceOf = (cash: number): PamBalance => ({ cashAmount: cash, bonusAmount: 0, promoAmount: 0 });

/** The ledger key of a provider's transaction; a refund is keyed apart (Red Tiger refunds a stake under the stake's own id). */
export const pamLedgerKey = (provider: string, txId: string, kind: PamKind): string =>
  kind === 'CANCEL' || kind === 'PROMOCANCEL' ? `vendor:${provider}:${txId}:cancel` : kind === 'DEPOSIT' || kind === 'PROMODEPOSIT' ? `vendor:${provider}:${txId}:${kind.toLowerCase()}` : `vendor:${provider}:${txId}`;

export const isStake = (kind: PamKind) => kind === 'WITHDRAW' || kind === 'PROMOWITHDRAW';
const isCancel = (kind: PamKind) => kind === 'CANCEL' || kind === 'PROMOCANCEL';
const stakeKindOf = (cancel: PamKind): PamKind => (cancel === 'PROMOCANCEL' ? 'PROMOWITHDRAW' : 'WITHDRAW');

interface Call {
  session: PamSession;
  provider: string;
  body: TransactionBody;
  /** Whole won of the call (cash, plus promo and bonus on a payout). */
  amount: number;
  txId: string;
  betRef: string | null;
  roundId: string | null;
  gameId: string;
  now: Date;
}

/**
 * The amounts of a transaction in whole won. A fraction of a won or a negative amount refuses
 * the call before anything is read or moved; a stake may only be cash (this site keeps no bonus or
 * promo balance for the provider to draw on).
 */
function amountOf(body: TransactionBody, balance: () => Promise<PamBalance>): Promise<number> | number {
  const parts = [body.cashAmount, body.bonusAmount, body.promoAmount];
  if (parts.some((a) => a < 0)) return balance().then((b) => Promise.reject(new PamError(PamCode.NegativeStake, 'negative amount', b)));
  if (parts.some((a) => !Number.isSafeInteger(a))) return balance().then((b) => Promise.reject(new PamError(PamCode.Undefined, 'amounts are whole KRW (no fraction of a won)', b, 400)));
  if (isStake(body.transactionType)) {
    if (body.bonusAmount > 0) return balance().then((b) => Promise.reject(new PamError(PamCode.BonusOverdraft, 'no bonus balance', b)));
    if (body.promoAmount > 0) return balance().then((b) => Promise.reject(new PamError(PamCode.PromoOverdraft, 'no promo balance', b)));
    return body.cashAmount;
  }
  if (isCancel(body.transactionType)) return body.cashAmount;
  return body.cashAmount + body.bonusAmount + body.promoAmount;
}

/**
 * addTransaction (pam_api.yml v0.6): every kind is idempotent by the provider's transaction id; the
 * rules per kind are in the spec's description and carried out below, each in ONE SQL transaction
 * with the round row locked first (so a round's stakes, payouts and cancels are judged one after the
 * other), then the member's account by the ledger. Money moves only through the ledger, keyed
 * `vendor:<provider>:<transactionId>`.
 */
export async function addTransaction(deps: PamDeps, session: PamSession, provider: string, body: TransactionBody): Promise<TransactionResult> {
  const outcome = await judge(deps, session, provider, body);
  if (outcome instanceof Remembered) throw new PamError(outcome.code, outcome.message, balanceOf((await cashBalance(deps.db, session.member_id)) ?? 0));
  return outcome;
}

async function judge(deps: PamDeps, session: PamSession, provider: string, body: TransactionBody): Promise<TransactionResult | Remembered> {
  const balance = async () => balanceOf((await cashBalance(deps.db, session.member_id)) ?? 0);
  if (body.currency !== SITE_CURRENCY) throw new PamError(PamCode.TransCurrency, `session currency is ${SITE_CURRENCY}`, await balance());
  const amount = await amountOf(body, balance);
  const call: Call = {
    session,
    provider,
    body,
    amount,
    txId: body.providerTransactionId,
    betRef: body.providerBetRef ?? null,
    roundId: body.providerRoundId ?? null,
    gameId: body.providerGameId ?? session.game_id,
    now: deps.clock.now(),
  };
  // A session opened on one game plays that game; a lobby session (no game) plays any of the provider's.
  if (session.game_id && body.providerGameId && body.providerGameId !== session.game_id && isStake(body.transactionType)) {
    throw new PamError(PamCode.GameNotFound, 'game of another session', await balance());
  }
  try {
    return await inMoneyTransaction(deps, async (m): Promise<TransactionResult | Remembered> => {
      switch (body.transactionType) {
        case 'WITHDRAW':
        case 'PROMOWITHDRAW':
          return withdraw(deps, m, call);
        case 'DEPOSIT':
          return deposit(deps, m, call);
        case 'PROMODEPOSIT':
          return promoDeposit(m, call);
        case 'CANCEL':
        case 'PROMOCANCEL':
          return cancel(deps, m, call);
      }
    });
  } catch (error) {
    if (error instanceof Refusal) throw new PamError(error.code, error.message, await balance());
    if (error instanceof AppError) throw new PamError(PamCode.CashOverdraft, 'insufficient cash', await balance());
    throw error;
  }
}

/** A business refusal decided inside the transaction (rolled back, then answered with the balance). */
class Refusal extends Error {
  constructor(
    readonly code: PamCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A refusal whose record must commit: an early cancel is remembered, and so is the late stake it
 * refused (a replay of either answers the same). Returned, not thrown, so the transaction commits.
 */
class Remembered {
  constructor(
    readonly code: PamCode,
    readonly message: string,
  ) {}
}

const replayOrDuplicate = async (m: MoneyTx, call: Call, same: PamTxRow): Promise<TransactionResult | Remembered> => {
  const matches = same.member_id === call.session.member_id && (same.round_id ?? null) === call.roundId && (same.game_id ?? null) === (call.gameId || null) && same.amount === call.amount;
  if (!matches) throw new Refusal(PamCode.DuplicateTrans, 'transaction id used with another player, game, round or amount');
  if (same.early) return new Remembered(PamCode.CancelNotFound, 'nothing to cancel yet (remembered)');
  if (isStake(same.kind) && same.cancelled && same.ledger_txn_id === null && same.amount > 0) return new Remembered(PamCode.TransAlreadyCancelled, 'cancelled before it arrived');
  return { transactionId: String(same.id), balance: balanceOf((await cashBalance(m.trx, call.session.member_id)) ?? 0) };
};

const roundKeyOf = (call: Call): string => call.roundId ?? `tx:${call.betRef ?? call.txId}`;

const roundRow = (call: Call) => ({
  site_id: call.session.site_id,
  provider: call.provider,
  round_id: roundKeyOf(call),
  member_id: call.session.member_id,
  game_id: call.gameId,
  group_code: call.session.group_code,
  proc_id: call.session.proc_id,
});

const refOf = async (m: MoneyTx, call: Call, round: PamRoundRow): Promise<RoundRef> => ({
  siteId: round.site_id,
  provider: round.provider,
  roundId: round.round_id,
  memberId: round.member_id,
  group: round.group_code,
  procId: round.proc_id,
  gameId: round.game_id,
  gameName: await gameName(m.trx, round.group_code, round.proc_id, round.game_id),
  betId: round.bet_id,
});

const txRow = (call: Call, kind: PamKind, extra: Partial<Omit<Insertable<PamTransactionsTable>, 'body'>> = {}): Insertable<PamTransactionsTable> => {
  const row = {
    site_id: call.session.site_id,
    provider: call.provider,
    provider_tx_id: call.txId,
    kind,
    member_id: call.session.member_id,
    amount: call.amount,
    currency: call.body.currency,
    bet_ref: call.betRef,
    round_id: call.roundId,
    game_id: call.gameId || null,
    ...extra,
  };
  return { ...row, body: JSON.stringify(requestRest(call.body, row)) };
};

/** The ledger movement of a provider's transaction: `toMember` between the member's cash and the vendor's account (sign: + to the member). */
export const pamMovement = (
  s: Pick<PamSession, 'site_id' | 'member_id' | 'group_code' | 'proc_id'>,
  tx: { provider: string; txId: string; roundId: string | null; kind: PamKind },
  ledgerKind: LedgerKind,
  toMember: number,
): PostInput => ({
  siteId: s.site_id,
  idempotencyKey: pamLedgerKey(tx.provider, tx.txId, tx.kind),
  kind: ledgerKind,
  meta: { provider: tx.provider, transactionId: tx.txId, roundId: tx.roundId, type: tx.kind },
  postings: [
    { account: { member: s.member_id, asset: 'cash' }, amount: toMember },
    { account: { system: vendorAccount(s.group_code, s.proc_id), asset: 'cash' }, amount: -toMember },
  ],
});

/** Moves `amount` between the member's cash and the vendor's account (sign: + to the member). */
async function move(m: MoneyTx, call: Call, kind: PamKind, ledgerKind: LedgerKind, toMember: number): Promise<{ txnId: number; cash: number | undefined }> {
  const posted = await m.post(pamMovement(call.session, { provider: call.provider, txId: call.txId, roundId: call.roundId, kind }, ledgerKind, toMember));
  return { txnId: posted.transactionId, cash: posted.balances.get(call.session.member_id)?.cash };
}

const answer = async (m: MoneyTx, call: Call, row: PamTxRow, cash: number | undefined): Promise<TransactionResult> => ({
  transactionId: String(row.id),
  balance: balanceOf(cash ?? (await cashBalance(m.trx, call.session.member_id)) ?? 0),
});

/**
 * WITHDRAW / PROMOWITHDRAW: starts (or adds a bet to) a round. Refused when a CANCEL for it came
 * first (PAM_ERR_TRANS_ALREADY_CANCELLED, nothing taken), when the member may not bet
 * (PAM_ERR_BET_NOT_ALLOWED: stopped, locked, casino/slot closed, the session ended by staff or
 * maintenance), on a closed round (PAM_ERR_TRANS_ALREADY_SETTLED), and for want of cash
 * (PAM_ERR_CASH_OVERDRAFT).
 */
async function withdraw(deps: PamDeps, m: MoneyTx, call: Call): Promise<TransactionResult | Remembered> {
  const kind = call.body.transactionType;
  const round = (await lockRound(m.trx, roundRow(call), true))!;
  const related = await relatedTransactions(m.trx, call.session.site_id, call.provider, call.txId, call.betRef);
  const same = related.find((t) => t.kind === kind && t.provider_tx_id === call.txId);
  if (same) return replayOrDuplicate(m, call, same);
  const early = related.find(
    (t) => t.kind === (kind === 'PROMOWITHDRAW' ? 'PROMOCANCEL' : 'CANCEL') && t.early && t.cancels_id === null && t.member_id === call.session.member_id && (t.provider_tx_id === call.txId || (!!call.betRef && t.bet_ref === call.betRef)),
  );
  if (early) {
    // Remembered so a replay of this WITHDRAW is refused the same way; it moves nothing.
    const row = await insertPamTx(m.trx, txRow(call, kind, { cancelled: true }));
    await linkEarlyCancel(m.trx, early.id, row.id);
    return new Remembered(PamCode.TransAlreadyCancelled, 'cancelled before it arrived');
  }
  if (round.member_id !== call.session.member_id) throw new Refusal(PamCode.DuplicateTrans, 'round of another player');
  if (round.status === 'CLOSED') throw new Refusal(PamCode.TransAlreadySettled, 'round is over');
  if (call.session.ended_at || !mayPlay(call.session, call.session.group_code)) throw new Refusal(PamCode.BetNotAllowed, 'the member may not bet now');
  // Issue 15: self-exclusion, cool-off and the member's stake, loss and session limits.
  const refused = call.amount > 0 ? await assertMayStake(m.trx, call.session.member_id, call.amount, { now: call.now, tzOffsetMinutes: deps.config.SITE_TZ_OFFSET_MINUTES }) : undefined;
  if (refused) throw new Refusal(PamCode.BetNotAllowed, `responsible play: ${refused.code}`);
  const moved = call.amount > 0 ? await move(m, call, kind, kind === 'PROMOWITHDRAW' ? LedgerKind.VendorPromo : LedgerKind.VendorBet, -call.amount) : null;
  const row = await insertPamTx(m.trx, txRow(call, kind, { ledger_txn_id: moved?.txnId ?? null }));
  const stake = round.stake + call.amount;
  let betId = round.bet_id;
  if (call.amount > 0) betId = await addStake(m.trx, await refOf(m, call, round), call.amount, { market: call.body.betCode || 'bet', pick: call.betRef ?? call.txId });
  await updateRound(m.trx, round.id, { stake, bet_id: betId });
  if (call.body.isGameOver === true) await closeRound(deps, m, { ...round, stake, bet_id: betId }, call.now);
  return answer(m, call, row, moved?.cash);
}

async function closeRound(deps: PamDeps, m: MoneyTx, round: PamRoundRow, now: Date): Promise<void> {
  await updateRound(m.trx, round.id, { status: 'CLOSED', ended_at: now });
  await settleRoundSlip(deps, m, { siteId: round.site_id, memberId: round.member_id, betId: round.bet_id, stake: round.stake, payout: round.payout }, now);
}

/**
 * DEPOSIT: pays a round. PAM_ERR_TRANS_NOT_FOUND without a round of this player holding a stake,
 * PAM_ERR_TRANS_ALREADY_CANCELLED toward cancelled stakes, PAM_ERR_TRANS_ALREADY_SETTLED on a
 * closed round, PAM_ERR_DUPLICATE_TRANS for the id with another player, game or round. The round
 * closes unless the provider says `isGameOver: false` (a provider that sends no flag, as Evolution,
 * settles a round with one credit).
 */
async function deposit(deps: PamDeps, m: MoneyTx, call: Call): Promise<TransactionResult | Remembered> {
  const related = await relatedTransactions(m.trx, call.session.site_id, call.provider, call.txId, null);
  const same = related.find((t) => t.kind === 'DEPOSIT');
  if (same) return replayOrDuplicate(m, call, same);
  const round = call.roundId ? await lockRound(m.trx, roundRow(call), false) : undefined;
  if (!round || round.member_id !== call.session.member_id) throw new Refusal(PamCode.TransNotFound, 'no such game round');
  const inRound = await roundTransactions(m.trx, call.session.site_id, call.provider, round.round_id);
  const stakes = inRound.filter((t) => isStake(t.kind) && (!call.betRef || t.bet_ref === call.betRef));
  if (stakes.length === 0) throw new Refusal(PamCode.TransNotFound, 'no stake in this round');
  if (stakes.every((t) => t.cancelled)) throw new Refusal(PamCode.TransAlreadyCancelled, 'the stake was cancelled');
  if (round.status === 'CLOSED') throw new Refusal(PamCode.TransAlreadySettled, 'round is over');
  const moved = call.amount > 0 ? await move(m, call, 'DEPOSIT', LedgerKind.VendorWin, call.amount) : null;
  const row = await insertPamTx(m.trx, txRow(call, 'DEPOSIT', { ledger_txn_id: moved?.txnId ?? null }));
  const payout = round.payout + call.amount;
  await updateRound(m.trx, round.id, { payout });
  if (round.bet_id !== null) await m.trx.updateTable('bets').set({ payout }).where('id', '=', round.bet_id).execute();
  if (call.body.isGameOver !== false) await closeRound(deps, m, { ...round, payout }, call.now);
  return answer(m, call, row, moved?.cash);
}

/** PROMODEPOSIT: a promotion's payout needs no stake; it adds to its round's payout when it names one. */
async function promoDeposit(m: MoneyTx, call: Call): Promise<TransactionResult | Remembered> {
  const related = await relatedTransactions(m.trx, call.session.site_id, call.provider, call.txId, null);
  const same = related.find((t) => t.kind === 'PROMODEPOSIT');
  if (same) return replayOrDuplicate(m, call, same);
  const moved = call.amount > 0 ? await move(m, call, 'PROMODEPOSIT', LedgerKind.VendorPromo, call.amount) : null;
  const row = await insertPamTx(m.trx, txRow(call, 'PROMODEPOSIT', { ledger_txn_id: moved?.txnId ?? null }));
  return answer(m, call, row, moved?.cash);
}

/**
 * CANCEL / PROMOCANCEL: refunds the stake it names — by the bet reference (Evolution sends the
 * bet's refId with a cancel id of its own) or by the stake's own transaction id (Red Tiger refunds
 * under the stake's id). A cancel whose stake has not arrived is remembered (PAM_ERR_CANCEL_NOT_FOUND
 * now; the late stake is then refused and takes nothing). PAM_ERR_TRANS_ALREADY_CANCELLED for a
 * second cancel, PAM_ERR_TRANS_ALREADY_SETTLED once the round is paid or closed,
 * PAM_ERR_CANCEL_NON_WITHDRAW when the id names a payout.
 */
async function cancel(deps: PamDeps, m: MoneyTx, call: Call): Promise<TransactionResult | Remembered> {
  const kind = call.body.transactionType;
  const stakeKind = stakeKindOf(kind);
  // The round row first (when named), as the stake it races with does: one of them sees the other.
  const named = call.roundId ? await lockRound(m.trx, roundRow(call), true) : undefined;
  const related = await relatedTransactions(m.trx, call.session.site_id, call.provider, call.txId, call.betRef);
  const same = related.find((t) => t.kind === kind && t.provider_tx_id === call.txId);
  if (same) return replayOrDuplicate(m, call, same);
  const targets = related.filter((t) => t.kind === stakeKind && (call.betRef ? t.bet_ref === call.betRef || t.provider_tx_id === call.txId : t.provider_tx_id === call.txId));
  if (targets.length === 0) {
    if (related.some((t) => !isStake(t.kind) && !isCancel(t.kind) && (t.provider_tx_id === call.txId || (!!call.betRef && t.bet_ref === call.betRef)))) {
      throw new Refusal(PamCode.CancelNonWithdraw, 'only a stake can be cancelled');
    }
    await insertPamTx(m.trx, txRow(call, kind, { early: true }));
    return new Remembered(PamCode.CancelNotFound, 'no stake to cancel yet: remembered, the stake will be refused');
  }
  if (targets.some((t) => t.member_id !== call.session.member_id)) throw new Refusal(PamCode.DuplicateTrans, 'stake of another player');
  const open = targets.filter((t) => !t.cancelled);
  if (open.length === 0) throw new Refusal(PamCode.TransAlreadyCancelled, 'already cancelled');
  const round = named && named.round_id === (open[0]!.round_id ?? named.round_id) ? named : await lockRound(m.trx, { ...roundRow(call), round_id: open[0]!.round_id ?? `tx:${open[0]!.bet_ref ?? open[0]!.provider_tx_id}` }, false);
  if (!round) throw new Refusal(PamCode.CancelNotFound, 'no round of the stake');
  if (round.status === 'CLOSED' || round.payout > 0) throw new Refusal(PamCode.TransAlreadySettled, 'the round is paid');
  const refund = open.reduce((sum, t) => sum + t.amount, 0);
  const moved = refund > 0 ? await move(m, { ...call, amount: refund }, kind, LedgerKind.VendorRefund, refund) : null;
  await markCancelled(m.trx, open.map((t) => t.id));
  const row = await insertPamTx(m.trx, txRow(call, kind, { ledger_txn_id: moved?.txnId ?? null, cancels_id: open[0]!.id, amount: refund, round_id: round.round_id === roundKeyOf(call) ? call.roundId : open[0]!.round_id }));
  const stake = round.stake - refund;
  await updateRound(m.trx, round.id, { stake });
  if (round.bet_id !== null) for (const t of open) if (t.amount > 0) await removeStake(m.trx, round.bet_id, t.amount, stake, t.bet_ref ?? t.provider_tx_id, call.now);
  return answer(m, call, row, moved?.cash);
}
