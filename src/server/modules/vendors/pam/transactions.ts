import type { Insertable } from 'kysely';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { inMoneyTransaction, LedgerKind, vendorAccount, type MoneyTx, type PostInput } from '../../ledger/service';
import { playStanding } from '../memberAccess';
import { stakeLimitsRefusal } from '../../responsible/guard';
import { addStake, removeStake, settleRoundSlip, type RoundRef } from '../roundSlip';
import type { PamTransactionsTable } from '../tables';
import { PamCode, PamError, type PamBalance } from './errors';
import {
  isRefused,
  isRemembered,
  isReplayed,
  isSettled,
  judgeCancel,
  judgePayout,
  judgePromo,
  judgeRefund,
  judgeRequest,
  judgeStake,
  roundKeyOf,
  type PamCall,
  type Refused,
  type Remembered,
  type Replayed,
} from './judge';
import {
  cashBalance,
  gameName,
  holdMember,
  insertPamTx,
  linkEarlyCancel,
  lockRound,
  markCancelled,
  relatedTransactions,
  roundTransactions,
  updateRound,
  type PamKind,
  type PamRoundRow,
  type PamSession,
  type PamTxRow,
} from './repo';
import type { TransactionBody } from './schemas';
import { requestRest } from './requestRest';
import { advanceWagering, takeBackWagering } from '../../bonuses/wagering';

type PamDeps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

export interface TransactionResult {
  transactionId: string;
  balance: PamBalance;
}

const balanceOf = (cash: number): PamBalance => ({ cashAmount: cash, bonusAmount: 0, promoAmount: 0 });

/** The ledger key of a provider's transaction; a refund is keyed apart (Red Tiger refunds a stake under the stake's own id). */
const pamLedgerKey = (provider: string, txId: string, kind: PamKind): string =>
  kind === 'CANCEL' || kind === 'PROMOCANCEL'
    ? `vendor:${provider}:${txId}:cancel`
    : kind === 'DEPOSIT' || kind === 'PROMODEPOSIT'
      ? `vendor:${provider}:${txId}:${kind.toLowerCase()}`
      : `vendor:${provider}:${txId}`;

/**
 * addTransaction (pam_api.yml v0.6): every kind is idempotent by the provider's transaction id; the
 * rules per kind are judge.ts's, carried out here each in ONE SQL transaction with the round row
 * locked first (so a round's stakes, payouts and cancels are judged one after the other), then the
 * member's account by the ledger. Money moves only through the ledger, keyed
 * `vendor:<provider>:<transactionId>`.
 */
export async function addTransaction(
  deps: PamDeps,
  session: PamSession,
  provider: string,
  body: TransactionBody,
): Promise<TransactionResult> {
  const balance = async () => balanceOf((await cashBalance(deps.db, session.member_id)) ?? 0);
  const call = judgeRequest(session, provider, body, deps.clock.now());
  if (isRefused(call)) throw new PamError(call.refused, call.message, await balance(), call.http);
  let outcome: TransactionResult | Remembered;
  try {
    outcome = await inMoneyTransaction(deps, async (m): Promise<TransactionResult | Remembered> => {
      switch (body.transactionType) {
        case 'WITHDRAW':
        case 'PROMOWITHDRAW':
          return withdraw(deps, m, call, session);
        case 'DEPOSIT':
          return deposit(deps, m, call);
        case 'PROMODEPOSIT':
          return promoDeposit(m, call);
        case 'CANCEL':
        case 'PROMOCANCEL':
          return cancel(m, call);
      }
    });
  } catch (error) {
    if (error instanceof Refusal) throw new PamError(error.verdict.refused, error.verdict.message, await balance());
    if (error instanceof AppError) throw new PamError(PamCode.CashOverdraft, 'insufficient cash', await balance());
    throw error;
  }
  if (isRemembered(outcome)) throw new PamError(outcome.remembered, outcome.message, await balance());
  return outcome;
}

/** A refusal of the judge inside the transaction: rolled back, then answered with the balance. */
class Refusal extends Error {
  constructor(readonly verdict: Refused) {
    super(verdict.message);
  }
}

/**
 * What a verdict that writes nothing new answers: a refusal rolls back, a remembered refusal
 * commits its record (an early cancel, or the late stake it refused), a replay answers the first time.
 */
async function settled(
  m: MoneyTx,
  call: PamCall,
  verdict: Refused | Remembered | Replayed,
): Promise<TransactionResult | Remembered> {
  if (isRefused(verdict)) throw new Refusal(verdict);
  if (isReplayed(verdict))
    return {
      transactionId: String(verdict.replayed.id),
      balance: balanceOf((await cashBalance(m.trx, call.session.member_id)) ?? 0),
    };
  const record = verdict.record;
  if (record && 'early' in record) await insertPamTx(m.trx, txRow(call, call.body.transactionType, { early: true }));
  if (record && 'cancelledBy' in record) {
    const row = await insertPamTx(m.trx, txRow(call, call.body.transactionType, { cancelled: true }));
    await linkEarlyCancel(m.trx, record.cancelledBy, row.id);
  }
  return verdict;
}

const roundRow = (call: PamCall) => ({
  site_id: call.session.site_id,
  provider: call.provider,
  round_id: roundKeyOf(call),
  member_id: call.session.member_id,
  game_id: call.gameId,
  group_code: call.session.group_code,
  proc_id: call.session.proc_id,
});

const refOf = async (m: MoneyTx, round: PamRoundRow): Promise<RoundRef> => ({
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

/** The columns of a call's pam_transactions row (its `body` keeps the rest of the request: requestRest.ts). */
export const rowColumns = (call: PamCall, kind: PamKind) => ({
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
});

const txRow = (
  call: PamCall,
  kind: PamKind,
  extra: Partial<Omit<Insertable<PamTransactionsTable>, 'body'>> = {},
): Insertable<PamTransactionsTable> => {
  const row = { ...rowColumns(call, kind), ...extra };
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
async function move(
  m: MoneyTx,
  call: PamCall,
  kind: PamKind,
  ledgerKind: LedgerKind,
  toMember: number,
): Promise<{ txnId: number; cash: number | undefined }> {
  const posted = await m.post(
    pamMovement(
      call.session,
      { provider: call.provider, txId: call.txId, roundId: call.roundId, kind },
      ledgerKind,
      toMember,
    ),
  );
  return { txnId: posted.transactionId, cash: posted.balances.get(call.session.member_id)?.cash };
}

const answer = async (
  m: MoneyTx,
  call: PamCall,
  row: PamTxRow,
  cash: number | undefined,
): Promise<TransactionResult> => ({
  transactionId: String(row.id),
  balance: balanceOf(cash ?? (await cashBalance(m.trx, call.session.member_id)) ?? 0),
});

/**
 * Why the member may not stake now, if so: the session ended by staff or maintenance, the member
 * may not play the session's product (memberAccess.ts playStanding), or an exclusion or a limit
 * refuses this stake (responsible/guard.ts stakeLimitsRefusal).
 */
async function barredFrom(deps: PamDeps, m: MoneyTx, session: PamSession, call: PamCall): Promise<string | undefined> {
  const standing = session.ended_at
    ? undefined
    : await playStanding(m.trx, session.member_id, session.group_code, call.now);
  if (!standing) return 'the member may not bet now';
  const refused =
    call.amount > 0
      ? await stakeLimitsRefusal(m.trx, session.member_id, standing, call.amount, {
          now: call.now,
          tzOffsetMinutes: deps.config.SITE_TZ_OFFSET_MINUTES,
        })
      : undefined;
  return refused && `responsible play: ${refused.code}`;
}

/**
 * WITHDRAW / PROMOWITHDRAW (judge.ts judgeStake): the stake leaves the member's cash and joins its
 * round's slip, whose grown stake advances the member's wagering (bonuses/wagering.ts).
 */
async function withdraw(
  deps: PamDeps,
  m: MoneyTx,
  call: PamCall,
  session: PamSession,
): Promise<TransactionResult | Remembered> {
  const kind = call.body.transactionType;
  const round = (await lockRound(m.trx, roundRow(call), true))!;
  const related = await relatedTransactions(m.trx, call.session.site_id, call.provider, call.txId, call.betRef);
  const verdict = judgeStake(call, { related, round, barred: await barredFrom(deps, m, session, call) });
  if (isSettled(verdict)) return settled(m, call, verdict);
  if (call.amount > 0) await holdMember(m.trx, call.session.member_id);
  const moved =
    call.amount > 0
      ? await move(
          m,
          call,
          kind,
          kind === 'PROMOWITHDRAW' ? LedgerKind.VendorPromo : LedgerKind.VendorBet,
          -call.amount,
        )
      : null;
  const row = await insertPamTx(m.trx, txRow(call, kind, { ledger_txn_id: moved?.txnId ?? null }));
  const stake = round.stake + call.amount;
  let betId = round.bet_id;
  if (call.amount > 0) {
    betId = await addStake(m.trx, await refOf(m, round), call.amount, verdict.stake.leg);
    await advanceWagering(m.trx, [betId], call.now);
  }
  await updateRound(m.trx, round.id, { stake, bet_id: betId });
  if (verdict.stake.closes) await closeRound(deps, m, { ...round, stake, bet_id: betId }, call.now);
  return answer(m, call, row, moved?.cash);
}

async function closeRound(deps: PamDeps, m: MoneyTx, round: PamRoundRow, now: Date): Promise<void> {
  await updateRound(m.trx, round.id, { status: 'CLOSED', ended_at: now });
  await settleRoundSlip(
    deps,
    m,
    { siteId: round.site_id, memberId: round.member_id, betId: round.bet_id, stake: round.stake, payout: round.payout },
    now,
  );
}

/** DEPOSIT (judge.ts judgePayout): the payout reaches the member's cash and the round's slip; a closing one settles the slip. */
async function deposit(deps: PamDeps, m: MoneyTx, call: PamCall): Promise<TransactionResult | Remembered> {
  const related = await relatedTransactions(m.trx, call.session.site_id, call.provider, call.txId, null);
  const round = call.roundId ? await lockRound(m.trx, roundRow(call), false) : undefined;
  const inRound = round ? await roundTransactions(m.trx, call.session.site_id, call.provider, round.round_id) : [];
  const verdict = judgePayout(call, { related, round, inRound });
  if (isSettled(verdict)) return settled(m, call, verdict);
  const open = round!;
  const moved = call.amount > 0 ? await move(m, call, 'DEPOSIT', LedgerKind.VendorWin, call.amount) : null;
  const row = await insertPamTx(m.trx, txRow(call, 'DEPOSIT', { ledger_txn_id: moved?.txnId ?? null }));
  const payout = open.payout + call.amount;
  await updateRound(m.trx, open.id, { payout });
  if (open.bet_id !== null) await m.trx.updateTable('bets').set({ payout }).where('id', '=', open.bet_id).execute();
  if (verdict.payout.closes) await closeRound(deps, m, { ...open, payout }, call.now);
  return answer(m, call, row, moved?.cash);
}

/** PROMODEPOSIT (judge.ts judgePromo). */
async function promoDeposit(m: MoneyTx, call: PamCall): Promise<TransactionResult | Remembered> {
  const related = await relatedTransactions(m.trx, call.session.site_id, call.provider, call.txId, null);
  const verdict = judgePromo(call, related);
  if (isSettled(verdict)) return settled(m, call, verdict);
  const moved = call.amount > 0 ? await move(m, call, 'PROMODEPOSIT', LedgerKind.VendorPromo, call.amount) : null;
  const row = await insertPamTx(m.trx, txRow(call, 'PROMODEPOSIT', { ledger_txn_id: moved?.txnId ?? null }));
  return answer(m, call, row, moved?.cash);
}

/**
 * CANCEL / PROMOCANCEL (judge.ts judgeCancel, judgeRefund): the stakes it names come back to the
 * member's cash, and the wagering they added is taken back (bonuses/wagering.ts).
 */
async function cancel(m: MoneyTx, call: PamCall): Promise<TransactionResult | Remembered> {
  const kind = call.body.transactionType;
  // The round row first (when named), as the stake it races with does: one of them sees the other.
  const named = call.roundId ? await lockRound(m.trx, roundRow(call), true) : undefined;
  const related = await relatedTransactions(m.trx, call.session.site_id, call.provider, call.txId, call.betRef);
  // A bet reference may name a transaction by its id: a DEPOSIT so named is not a stake to cancel.
  const byRefAsId = call.betRef
    ? await relatedTransactions(m.trx, call.session.site_id, call.provider, call.betRef, null)
    : [];
  const seen = new Set(related.map((t) => t.id));
  const targets = judgeCancel(call, [...related, ...byRefAsId.filter((t) => !seen.has(t.id))]);
  if (isSettled(targets)) return settled(m, call, targets);
  const round =
    named && named.round_id === (targets.open[0]!.round_id ?? named.round_id)
      ? named
      : await lockRound(m.trx, { ...roundRow(call), round_id: targets.roundKey }, false);
  const verdict = judgeRefund(targets, round);
  if (isRefused(verdict)) return settled(m, call, verdict);
  const { open } = targets;
  const refund = verdict.refund.amount;
  const moved = refund > 0 ? await move(m, { ...call, amount: refund }, kind, LedgerKind.VendorRefund, refund) : null;
  await markCancelled(
    m.trx,
    open.map((t) => t.id),
  );
  const row = await insertPamTx(
    m.trx,
    txRow(call, kind, {
      ledger_txn_id: moved?.txnId ?? null,
      cancels_id: open[0]!.id,
      amount: refund,
      round_id: round!.round_id === roundKeyOf(call) ? call.roundId : open[0]!.round_id,
    }),
  );
  const stake = round!.stake - refund;
  await updateRound(m.trx, round!.id, { stake });
  if (round!.bet_id !== null) {
    for (const t of open)
      if (t.amount > 0)
        await removeStake(m.trx, round!.bet_id, t.amount, stake, t.bet_ref ?? t.provider_tx_id, call.now);
    await takeBackWagering(m.trx, [round!.bet_id], call.now);
  }
  return answer(m, call, row, moved?.cash);
}
