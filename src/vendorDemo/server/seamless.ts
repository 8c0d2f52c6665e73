import type { DemoBet } from '../rules/stakes';
import { playRound, validBets, type DemoGameId, type DemoOutcome } from '../rules/games';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { DemoProvider } from './context';
import { happens } from './chaos';
import { DemoCode, DemoError } from './demoError';
import {
  LostAnswer,
  type PamBalance,
  type PamSession,
  type TransactionRequest,
  type TransactionType,
} from './pamClient';
import { findRound, insertRound, lockTable, markSettling, markStatus, saveTable } from './repo';
import { legIds, newRoundId, totalStake } from './roundIds';
import { afterRound, readyTable, roundTable, tableKey, viewTable, type TableState, type TableView } from './tableState';
import type { DemoRoundsTable, StoredLeg } from './tables';

/**
 * A seamless round, the way a Valkyrie provider plays it against the operator's PAM: one
 * WITHDRAW per bet (leg), the outcome, then one DEPOSIT per leg (0 for a lost leg) with
 * isGameOver on the last. A refused WITHDRAW cancels the legs already taken; a WITHDRAW whose
 * answer never came is cancelled too (the operator remembers a CANCEL that arrives first). A
 * DEPOSIT that gets no answer leaves the round SETTLING for the recovery pass to finish.
 */
export interface RoundAnswer {
  roundId: string;
  outcome: DemoOutcome;
  legs: StoredLeg[];
  stake: number;
  payout: number;
  /** The player's cash after the round, or null when /pam has not answered the last deposit yet. */
  balance: number | null;
  table: TableView;
}

export async function seamlessSession(
  provider: DemoProvider,
  token: string,
  pageGameId: DemoGameId,
): Promise<PamSession> {
  let answer;
  try {
    answer = await provider.pam.getSession(token);
  } catch (error) {
    if (error instanceof LostAnswer) throw new DemoError(503, DemoCode.WalletUnavailable);
    throw error;
  }
  if (!answer.ok) throw new DemoError(401, answer.error.code);
  if (answer.value.gameId && answer.value.gameId !== pageGameId) throw new DemoError(403, DemoCode.GameMismatch);
  return answer.value;
}

export async function seamlessBalance(provider: DemoProvider, session: PamSession): Promise<number> {
  const answer = await provider.pam.getBalance(session.playerId, session.token).catch(() => null);
  if (!answer) throw new DemoError(503, DemoCode.WalletUnavailable);
  if (!answer.ok) throw new DemoError(401, answer.error.code);
  return answer.value.cashAmount;
}

type Round = Pick<Selectable<DemoRoundsTable>, 'round_id' | 'player_id' | 'game_id' | 'token' | 'legs'>;

const isGameOverAt = (legs: readonly unknown[], i: number): boolean => i === legs.length - 1;

/** The PAM transaction of leg i of a round: ids from legIds, the leg's code as betCode. */
function legTransaction(
  round: Round,
  i: number,
  type: TransactionType,
  amount: number,
  isGameOver: boolean,
): TransactionRequest {
  const ids = legIds(round.round_id, i);
  return {
    playerId: round.player_id,
    token: round.token!,
    type,
    amount,
    transactionId: type === 'DEPOSIT' ? ids.deposit : ids.withdraw,
    betRef: ids.betRef,
    gameId: round.game_id,
    roundId: round.round_id,
    betCode: round.legs[i]!.code,
    isGameOver,
  };
}

/** Cancels legs [0, upTo] (newest first). False when an answer never came: the recovery pass retries. */
async function cancelLegs(provider: DemoProvider, round: Round, upTo: number): Promise<boolean> {
  for (let i = upTo; i >= 0; i--) {
    // Any answer ends the leg: OK, already cancelled (a repeat), or not found (the operator
    // remembers it, so a late WITHDRAW is refused). Only silence needs another try.
    try {
      await provider.pam.transaction(legTransaction(round, i, 'CANCEL', round.legs[i]!.stake, i === 0));
    } catch (error) {
      if (error instanceof LostAnswer) return false;
      throw error;
    }
  }
  return true;
}

/** Sends every leg's DEPOSIT. The balance of the last answer, or null when one never came. */
async function depositLegs(provider: DemoProvider, round: Round): Promise<PamBalance | null> {
  let balance: PamBalance | null = null;
  for (let i = 0; i < round.legs.length; i++) {
    try {
      const answer = await provider.pam.transaction(
        legTransaction(round, i, 'DEPOSIT', round.legs[i]!.payout ?? 0, isGameOverAt(round.legs, i)),
      );
      if (answer.ok) balance = answer.value.balance;
      // A deposit already taken (settled) answers with the balance too; anything else is logged
      // and left for the recovery pass, never paid twice (the transaction id is the same).
      else if (answer.error.code !== 'PAM_ERR_TRANS_ALREADY_SETTLED') return null;
      else balance = answer.balance ?? balance;
    } catch (error) {
      if (error instanceof LostAnswer) return null;
      throw error;
    }
  }
  return balance;
}

async function cancelRound(provider: DemoProvider, round: Round, upTo: number, reason: string): Promise<void> {
  if (await cancelLegs(provider, round, upTo))
    await markStatus(provider.deps.db, round.round_id, 'OPEN', 'CANCELLED', reason);
}

/** Decides the outcome in one transaction with the table it is dealt on. */
async function decide(
  provider: DemoProvider,
  round: Round,
  bets: readonly DemoBet[],
): Promise<{ outcome: DemoOutcome; legs: StoredLeg[]; table: TableView }> {
  return provider.deps.db.transaction().execute(async (trx: Transaction<DB>) => {
    const key = tableKey('seamless', round.player_id, round.game_id);
    const table = readyTable(
      round.game_id as DemoGameId,
      (await lockTable(trx, key)) as TableState | null,
      provider.rng,
    );
    const played = playRound(round.game_id as DemoGameId, bets, provider.rng, roundTable(table));
    const next = afterRound(table, played.outcome, provider.rng);
    await saveTable(trx, key, next);
    const legs = played.legs.map((l) => ({ ...l }));
    const updated = await markSettling(
      trx,
      round.round_id,
      legs,
      legs.reduce((n, l) => n + l.payout, 0),
      played.outcome,
    );
    if (Number(updated.numUpdatedRows) !== 1) throw new Error(`round ${round.round_id} left OPEN before its outcome`);
    return { outcome: played.outcome, legs, table: viewTable(next) };
  });
}

export async function playSeamless(
  provider: DemoProvider,
  token: string,
  pageGameId: DemoGameId,
  bets: DemoBet[],
): Promise<RoundAnswer> {
  const session = await seamlessSession(provider, token, pageGameId);
  if (!validBets(pageGameId, bets)) throw new DemoError(400, DemoCode.BadBets);
  const legs: StoredLeg[] = bets.map((b) => ({ code: b.code, stake: b.amount, payout: null }));
  const round: Round = { round_id: newRoundId(), player_id: session.playerId, game_id: pageGameId, token, legs };
  await insertRound(provider.deps.db, {
    roundId: round.round_id,
    wallet: 'seamless',
    playerId: round.player_id,
    gameId: round.game_id,
    token,
    legs,
    stake: totalStake(legs),
  });

  if (happens(provider.chaos.reorder, provider.rng)) {
    // Chaos: the provider gave up on its first WITHDRAW and cancelled it; the WITHDRAW itself
    // arrives afterwards and must take nothing.
    await cancelLegs(provider, round, 0);
    await sendWithdraw(provider, round, 0).catch(() => undefined);
    await cancelRound(provider, round, 0, 'REORDERED');
    throw new DemoError(409, DemoCode.RoundCancelled);
  }

  for (let i = 0; i < legs.length; i++) {
    let refusal: string | null;
    try {
      refusal = await sendWithdraw(provider, round, i);
    } catch (error) {
      if (!(error instanceof LostAnswer)) throw error;
      await cancelRound(provider, round, i, 'LOST');
      throw new DemoError(503, DemoCode.WalletUnavailable);
    }
    if (refusal) {
      if (i > 0) await cancelRound(provider, round, i - 1, refusal);
      else await markStatus(provider.deps.db, round.round_id, 'OPEN', 'CANCELLED', refusal);
      throw new DemoError(409, refusal);
    }
  }

  const decided = await decide(provider, round, bets);
  const settledRound = { ...round, legs: decided.legs };
  const balance = await depositLegs(provider, settledRound);
  if (balance) await markStatus(provider.deps.db, round.round_id, 'SETTLING', 'SETTLED');
  const stake = totalStake(decided.legs);
  const payout = decided.legs.reduce((n, l) => n + (l.payout ?? 0), 0);
  return {
    roundId: round.round_id,
    outcome: decided.outcome,
    legs: decided.legs,
    stake,
    payout,
    balance: balance?.cashAmount ?? null,
    table: decided.table,
  };
}

/** The WITHDRAW of leg i: null when taken, the PAM code when refused; LostAnswer when unknown. */
async function sendWithdraw(provider: DemoProvider, round: Round, i: number): Promise<string | null> {
  const answer = await provider.pam.transaction(legTransaction(round, i, 'WITHDRAW', round.legs[i]!.stake, false));
  return answer.ok ? null : answer.error.code;
}

/** Recovery: finishes what a lost answer or a restart left (OPEN rounds are cancelled, SETTLING ones paid). */
export async function recoverRound(provider: DemoProvider, roundId: string): Promise<void> {
  const round = await findRound(provider.deps.db, roundId);
  if (!round?.token) return;
  if (round.status === 'OPEN') await cancelRound(provider, round, round.legs.length - 1, 'RECOVERED');
  else if (round.status === 'SETTLING' && (await depositLegs(provider, round)))
    await markStatus(provider.deps.db, roundId, 'SETTLING', 'SETTLED');
}
