import { SITE_CURRENCY } from '../launch';
import { PamCode } from './errors';
import type { PamKind, PamRoundRow, PamSession, PamTxRow } from './repo';
import type { TransactionBody } from './schemas';

/**
 * The PAM's rules, each judged once (docs/architecture/fast-paths.md, "PAM"). The full path
 * (transactions.ts) reads what a call is judged against under its locks and hands it here; the fast
 * attempt (fastPath.ts) hands the same functions its premises (FAST_PREMISES below) and sends only
 * what they approve to pam_fast_batch, which re-checks those premises under its locks and hands the
 * call over when one does not hold. Nothing here reads or writes: every verdict is a value.
 */

/** What never changes in a game session (a refresh gives a new token, so a new entry). */
export type SessionFacts = Pick<
  PamSession,
  'site_id' | 'member_id' | 'group_code' | 'proc_id' | 'provider' | 'game_id'
>;

const isStake = (kind: PamKind) => kind === 'WITHDRAW' || kind === 'PROMOWITHDRAW';
const isCancel = (kind: PamKind) => kind === 'CANCEL' || kind === 'PROMOCANCEL';
const stakeKindOf = (cancel: PamKind): PamKind => (cancel === 'PROMOCANCEL' ? 'PROMOWITHDRAW' : 'WITHDRAW');

/** One addTransaction as the rules read it: the request and the session it came in. */
export interface PamCall {
  session: SessionFacts;
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

/** Refused: nothing is written; the answer carries the code and the member's balance. */
export interface Refused {
  refused: PamCode;
  message: string;
  /** A request the wallet cannot read (400) rather than a refusal (200). */
  http?: number;
}

/**
 * Refused, and the refusal recorded so a replay answers the same: an early cancel (`early`), or the
 * late stake it refuses (`cancelledBy`: the early cancel it is linked to). Nothing moves.
 */
export interface Remembered {
  remembered: PamCode;
  message: string;
  record?: { early: true } | { cancelledBy: number };
}

/** A replay: the first answer (the transaction as recorded), nothing moves again. */
export interface Replayed {
  replayed: PamTxRow;
}

export type Verdict<Write> = Refused | Remembered | Replayed | Write;

const refuse = (refused: PamCode, message: string, http?: number): Refused => ({
  refused,
  message,
  ...(http && { http }),
});
export const isRefused = (v: object): v is Refused => 'refused' in v;
export const isRemembered = (v: object): v is Remembered => 'remembered' in v;
export const isReplayed = (v: object): v is Replayed => 'replayed' in v;
/** A verdict that writes nothing new of its own: refused, remembered or a replay. */
export const isSettled = (v: object): v is Refused | Remembered | Replayed =>
  isRefused(v) || isRemembered(v) || isReplayed(v);

/**
 * The request alone, before anything is read: the session's currency, whole won that are not
 * negative, a stake only of cash (this site keeps no bonus or promo balance for the provider to
 * draw on), and a session opened on one game stakes only on it (a lobby session, no game, plays
 * any of the provider's games).
 */
export function judgeRequest(
  session: SessionFacts,
  provider: string,
  body: TransactionBody,
  now: Date,
): PamCall | Refused {
  if (body.currency !== SITE_CURRENCY) return refuse(PamCode.TransCurrency, `session currency is ${SITE_CURRENCY}`);
  const parts = [body.cashAmount, body.bonusAmount, body.promoAmount];
  if (parts.some((a) => a < 0)) return refuse(PamCode.NegativeStake, 'negative amount');
  if (parts.some((a) => !Number.isSafeInteger(a)))
    return refuse(PamCode.Undefined, 'amounts are whole KRW (no fraction of a won)', 400);
  const kind = body.transactionType;
  if (isStake(kind) && body.bonusAmount > 0) return refuse(PamCode.BonusOverdraft, 'no bonus balance');
  if (isStake(kind) && body.promoAmount > 0) return refuse(PamCode.PromoOverdraft, 'no promo balance');
  if (isStake(kind) && session.game_id && body.providerGameId && body.providerGameId !== session.game_id)
    return refuse(PamCode.GameNotFound, 'game of another session');
  return {
    session,
    provider,
    body,
    amount: isStake(kind) || isCancel(kind) ? body.cashAmount : body.cashAmount + body.bonusAmount + body.promoAmount,
    txId: body.providerTransactionId,
    betRef: body.providerBetRef ?? null,
    roundId: body.providerRoundId ?? null,
    gameId: body.providerGameId ?? session.game_id,
    now,
  };
}

/** The round row's name: the provider's round id, or for a stake without one its bet reference (or its own id). */
export const roundKeyOf = (call: Pick<PamCall, 'roundId' | 'betRef' | 'txId'>): string =>
  call.roundId ?? `tx:${call.betRef ?? call.txId}`;

/**
 * A transaction of this kind and id was recorded before: a replay answers it (or the refusal it
 * was remembered with); the id with another player, game, round or amount is a duplicate.
 */
function replayOf(call: PamCall, same: PamTxRow): Refused | Remembered | Replayed {
  const matches =
    same.member_id === call.session.member_id &&
    (same.round_id ?? null) === call.roundId &&
    (same.game_id ?? null) === (call.gameId || null) &&
    same.amount === call.amount;
  if (!matches) return refuse(PamCode.DuplicateTrans, 'transaction id used with another player, game, round or amount');
  if (same.early) return { remembered: PamCode.CancelNotFound, message: 'nothing to cancel yet (remembered)' };
  if (isStake(same.kind) && same.cancelled && same.ledger_txn_id === null && same.amount > 0)
    return { remembered: PamCode.TransAlreadyCancelled, message: 'cancelled before it arrived' };
  return { replayed: same };
}

/** The round's state a stake or payout is judged on. */
type RoundState = Pick<PamRoundRow, 'member_id' | 'status'>;

/** What a stake is judged against. */
export interface StakeSeen {
  /** The provider's transactions carrying this transaction id or this bet reference. */
  related: readonly PamTxRow[];
  /** The round the stake joins (made by it when new). */
  round: RoundState;
  /** Why the member may not stake now (the session ended by staff, a closed flag, responsible play), if so. */
  barred: string | undefined;
}

/** A stake to write: the cash it takes, the slip's leg it adds, and whether the provider closed the round with it. */
export interface StakeWrite {
  stake: { leg: { market: string; pick: string }; closes: boolean };
}

/**
 * WITHDRAW / PROMOWITHDRAW: starts (or adds a bet to) a round. Refused when a CANCEL for it came
 * first (PAM_ERR_TRANS_ALREADY_CANCELLED, remembered, nothing taken), on a round of another player
 * (PAM_ERR_DUPLICATE_TRANS), on a closed round (PAM_ERR_TRANS_ALREADY_SETTLED), and when the member
 * may not bet (PAM_ERR_BET_NOT_ALLOWED). Cash cover is the ledger's (PAM_ERR_CASH_OVERDRAFT).
 */
export function judgeStake(call: PamCall, seen: StakeSeen): Verdict<StakeWrite> {
  const kind = call.body.transactionType;
  const same = seen.related.find((t) => t.kind === kind && t.provider_tx_id === call.txId);
  if (same) return replayOf(call, same);
  const early = seen.related.find(
    (t) =>
      t.kind === (kind === 'PROMOWITHDRAW' ? 'PROMOCANCEL' : 'CANCEL') &&
      t.early &&
      t.cancels_id === null &&
      t.member_id === call.session.member_id &&
      (t.provider_tx_id === call.txId || (!!call.betRef && t.bet_ref === call.betRef)),
  );
  if (early)
    return {
      remembered: PamCode.TransAlreadyCancelled,
      message: 'cancelled before it arrived',
      record: { cancelledBy: early.id },
    };
  if (seen.round.member_id !== call.session.member_id) return refuse(PamCode.DuplicateTrans, 'round of another player');
  if (seen.round.status === 'CLOSED') return refuse(PamCode.TransAlreadySettled, 'round is over');
  if (seen.barred) return refuse(PamCode.BetNotAllowed, seen.barred);
  return {
    stake: {
      leg: { market: call.body.betCode || 'bet', pick: call.betRef ?? call.txId },
      closes: call.body.isGameOver === true,
    },
  };
}

/** What a payout is judged against. */
export interface PayoutSeen {
  /** The provider's transactions carrying this transaction id. */
  related: readonly PamTxRow[];
  /** The round it names, if there is one. */
  round: RoundState | undefined;
  /** The round's transactions. */
  inRound: readonly PamTxRow[];
}

export interface PayoutWrite {
  payout: { closes: boolean };
}

/**
 * DEPOSIT: pays a round. PAM_ERR_TRANS_NOT_FOUND without a round of this player holding a stake
 * (of this bet reference, when it names one), PAM_ERR_TRANS_ALREADY_CANCELLED toward cancelled
 * stakes, PAM_ERR_TRANS_ALREADY_SETTLED on a closed round. The round closes unless the provider says
 * `isGameOver: false` (a provider that sends no flag, as Evolution, settles a round with one credit).
 */
export function judgePayout(call: PamCall, seen: PayoutSeen): Verdict<PayoutWrite> {
  const same = seen.related.find((t) => t.kind === 'DEPOSIT' && t.provider_tx_id === call.txId);
  if (same) return replayOf(call, same);
  if (!seen.round || seen.round.member_id !== call.session.member_id)
    return refuse(PamCode.TransNotFound, 'no such game round');
  const stakes = seen.inRound.filter((t) => isStake(t.kind) && (!call.betRef || t.bet_ref === call.betRef));
  if (stakes.length === 0) return refuse(PamCode.TransNotFound, 'no stake in this round');
  if (stakes.every((t) => t.cancelled)) return refuse(PamCode.TransAlreadyCancelled, 'the stake was cancelled');
  if (seen.round.status === 'CLOSED') return refuse(PamCode.TransAlreadySettled, 'round is over');
  return { payout: { closes: call.body.isGameOver !== false } };
}

export interface PromoWrite {
  promo: true;
}

/** PROMODEPOSIT: a promotion's payout needs no stake; it adds to its round's payout when it names one. */
export function judgePromo(call: PamCall, related: readonly PamTxRow[]): Verdict<PromoWrite> {
  const same = related.find((t) => t.kind === 'PROMODEPOSIT' && t.provider_tx_id === call.txId);
  return same ? replayOf(call, same) : { promo: true };
}

/** The stakes a cancel refunds, and the round row they stand in. */
export interface CancelTargets {
  open: readonly PamTxRow[];
  roundKey: string;
}

/**
 * CANCEL / PROMOCANCEL, first step: the stakes it names — by the bet reference (Evolution sends the
 * bet's refId with a cancel id of its own) or by the stake's own transaction id (Red Tiger refunds
 * under the stake's id). A cancel whose stake has not arrived is remembered
 * (PAM_ERR_CANCEL_NOT_FOUND now; the late stake is then refused and takes nothing);
 * PAM_ERR_CANCEL_NON_WITHDRAW when the id names a payout, PAM_ERR_DUPLICATE_TRANS for another
 * player's stake, PAM_ERR_TRANS_ALREADY_CANCELLED for a second cancel.
 */
export function judgeCancel(call: PamCall, related: readonly PamTxRow[]): Verdict<CancelTargets> {
  const kind = call.body.transactionType;
  const same = related.find((t) => t.kind === kind && t.provider_tx_id === call.txId);
  if (same) return replayOf(call, same);
  const stakeKind = stakeKindOf(kind);
  const names = (t: PamTxRow) => t.provider_tx_id === call.txId || (!!call.betRef && t.bet_ref === call.betRef);
  const targets = related.filter(
    (t) => t.kind === stakeKind && (call.betRef ? names(t) : t.provider_tx_id === call.txId),
  );
  if (targets.length === 0) {
    // pam_api.yml: cancelling anything but a stake is PAM_ERR_CANCEL_NON_WITHDRAW, whether the cancel
    // names it by its own id, its bet reference, or a bet reference that is its id.
    const namesByRef = (t: PamTxRow) => names(t) || (!!call.betRef && t.provider_tx_id === call.betRef);
    if (related.some((t) => !isStake(t.kind) && !isCancel(t.kind) && namesByRef(t)))
      return refuse(PamCode.CancelNonWithdraw, 'only a stake can be cancelled');
    return {
      remembered: PamCode.CancelNotFound,
      message: 'no stake to cancel yet: remembered, the stake will be refused',
      record: { early: true },
    };
  }
  if (targets.some((t) => t.member_id !== call.session.member_id))
    return refuse(PamCode.DuplicateTrans, 'stake of another player');
  const open = targets.filter((t) => !t.cancelled);
  if (open.length === 0) return refuse(PamCode.TransAlreadyCancelled, 'already cancelled');
  const first = open[0]!;
  return { open, roundKey: first.round_id ?? `tx:${first.bet_ref ?? first.provider_tx_id}` };
}

export interface RefundWrite {
  refund: { amount: number };
}

/** CANCEL, second step, on the stakes' round: PAM_ERR_TRANS_ALREADY_SETTLED once it is paid or closed. */
export function judgeRefund(
  targets: CancelTargets,
  round: Pick<PamRoundRow, 'status' | 'payout'> | undefined,
): Refused | RefundWrite {
  if (!round) return refuse(PamCode.CancelNotFound, 'no round of the stake');
  if (round.status === 'CLOSED' || round.payout > 0) return refuse(PamCode.TransAlreadySettled, 'the round is paid');
  return { refund: { amount: targets.open.reduce((sum, t) => sum + t.amount, 0) } };
}

/**
 * What the fast attempt judges a WITHDRAW or DEPOSIT on, in place of rows it does not read: the
 * state under which the full path's judge would write the call. pam_fast_batch re-checks each
 * premise under its locks and hands the call over when one does not hold (the full path then
 * judges it on the rows themselves):
 *   - nothing recorded under the transaction id, and no cancel under the bet reference;
 *   - the round is the member's and open (a stake may make it);
 *   - a payout's round holds a standing stake (of its bet reference, when it names one);
 *   - the session is live and the member may stake (memberMayStake).
 */
export const FAST_PREMISES = {
  stake: (call: PamCall): StakeSeen => ({
    related: [],
    round: { member_id: call.session.member_id, status: 'OPEN' },
    barred: undefined,
  }),
  payout: (call: PamCall): PayoutSeen => ({
    related: [],
    round: call.roundId ? { member_id: call.session.member_id, status: 'OPEN' } : undefined,
    inRound: [standingStake(call)],
  }),
};

/** The stake a payout's premise holds: the member's, of the call's bet reference, not cancelled. */
const standingStake = (call: PamCall): PamTxRow => ({
  id: 0,
  site_id: call.session.site_id,
  provider: call.provider,
  provider_tx_id: '',
  kind: 'WITHDRAW',
  member_id: call.session.member_id,
  amount: 0,
  currency: call.body.currency,
  bet_ref: call.betRef,
  round_id: call.roundId,
  game_id: null,
  cancels_id: null,
  cancelled: false,
  early: false,
  ledger_txn_id: null,
  body: {},
  created_at: call.now,
});
